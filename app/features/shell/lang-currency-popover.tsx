import { useState } from "react";
import { GlobeAltIcon } from "#app/components/ui/icons/outline.tsx";
import { Popover } from "#app/components/ui/popover.tsx";
import { CURRENCIES, LANGUAGES } from "./navigation.ts";

const OPTION =
  "flex w-full items-center justify-between rounded-xl px-3 py-2 text-left text-sm transition hover:bg-neutral-100 dark:hover:bg-neutral-700";
const TABS = ["Language", "Currency"] as const;

/** Language and currency: two tabs; choosing an option closes the panel and stores nothing. */
export function LangCurrencyPopover() {
  return (
    <Popover
      label="Language and currency"
      buttonClassName="header-popover-button"
      button={<GlobeAltIcon className="h-6 w-6" aria-hidden="true" />}
    >
      {(close) => <LangCurrencyPanel close={close} />}
    </Popover>
  );
}

function LangCurrencyPanel({ close }: { close: () => void }) {
  const [tab, setTab] = useState<(typeof TABS)[number]>("Language");
  return (
    <div className="p-4">
      <div
        role="tablist"
        aria-label="Language and currency"
        className="flex gap-1 rounded-full bg-neutral-100 p-1 dark:bg-neutral-900"
      >
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            onClick={() => setTab(name)}
            className={`w-full rounded-full py-2 font-medium text-sm transition ${
              tab === name
                ? "bg-white text-neutral-900 shadow dark:bg-neutral-700 dark:text-white"
                : "text-neutral-600 dark:text-neutral-300"
            }`}
          >
            {name}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        aria-label={tab}
        className={`mt-3 grid gap-1 ${tab === "Language" ? "grid-cols-2" : "grid-cols-3"}`}
      >
        {tab === "Language"
          ? LANGUAGES.map((language) => (
              <button key={language.id} type="button" onClick={close} className={OPTION}>
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
            ))
          : CURRENCIES.map((currency) => (
              <button key={currency.id} type="button" onClick={close} className={OPTION}>
                <span className="font-medium">{currency.name}</span>
                {currency.active && (
                  <span className="h-2 w-2 rounded-full bg-primary-500" title="Active" />
                )}
              </button>
            ))}
      </div>
    </div>
  );
}
