import {
  Popover,
  PopoverButton,
  PopoverPanel,
  Tab,
  TabGroup,
  TabList,
  TabPanel,
  TabPanels,
} from "@headlessui/react";
import { GlobeAltIcon } from "@heroicons/react/24/outline";
import { CURRENCIES, LANGUAGES } from "#app/lib/navigation.ts";

const TAB =
  "w-full rounded-full py-2 font-medium text-sm text-neutral-600 outline-none transition data-[selected]:bg-white data-[selected]:text-neutral-900 data-[selected]:shadow dark:text-neutral-300 dark:data-[selected]:bg-neutral-700 dark:data-[selected]:text-white";
const OPTION =
  "flex w-full items-center justify-between rounded-xl px-3 py-2 text-left text-sm transition hover:bg-neutral-100 dark:hover:bg-neutral-700";

/** Language and currency: two tabs; choosing an option closes the panel and stores nothing. */
export function LangCurrencyPopover() {
  return (
    <Popover className="relative">
      <PopoverButton
        aria-label="Language and currency"
        className="inline-flex h-10 w-10 items-center justify-center rounded-full text-neutral-600 outline-none transition hover:bg-neutral-100 focus-visible:ring-2 focus-visible:ring-primary-500 dark:text-neutral-300 dark:hover:bg-neutral-800"
      >
        <GlobeAltIcon className="h-6 w-6" aria-hidden="true" />
      </PopoverButton>
      <PopoverPanel
        anchor={{ to: "bottom end", gap: 8 }}
        className="z-50 w-80 rounded-2xl bg-white p-4 shadow-xl ring-1 ring-black/5 dark:bg-neutral-800 dark:ring-white/10"
      >
        {({ close }) => (
          <TabGroup>
            <TabList className="flex gap-1 rounded-full bg-neutral-100 p-1 dark:bg-neutral-900">
              <Tab className={TAB}>Language</Tab>
              <Tab className={TAB}>Currency</Tab>
            </TabList>
            <TabPanels className="mt-3">
              <TabPanel className="grid grid-cols-2 gap-1">
                {LANGUAGES.map((language) => (
                  <button
                    key={language.id}
                    type="button"
                    onClick={() => close()}
                    className={OPTION}
                  >
                    <span>
                      <span className="block font-medium">{language.name}</span>
                      <span className="block text-neutral-500 text-xs dark:text-neutral-400">
                        {language.description}
                      </span>
                    </span>
                    {language.active && (
                      <span className="h-2 w-2 rounded-full bg-primary-500" title="Active" />
                    )}
                  </button>
                ))}
              </TabPanel>
              <TabPanel className="grid grid-cols-3 gap-1">
                {CURRENCIES.map((currency) => (
                  <button
                    key={currency.id}
                    type="button"
                    onClick={() => close()}
                    className={OPTION}
                  >
                    <span className="font-medium">{currency.name}</span>
                    {currency.active && (
                      <span className="h-2 w-2 rounded-full bg-primary-500" title="Active" />
                    )}
                  </button>
                ))}
              </TabPanel>
            </TabPanels>
          </TabGroup>
        )}
      </PopoverPanel>
    </Popover>
  );
}
