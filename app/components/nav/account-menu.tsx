import { Popover, PopoverButton, PopoverPanel, Switch } from "@headlessui/react";
import {
  ArrowRightStartOnRectangleIcon,
  DocumentTextIcon,
  HeartIcon,
  LifebuoyIcon,
  MoonIcon,
  UserIcon,
} from "@heroicons/react/24/outline";
import type { ComponentType, SVGProps } from "react";
import { Link } from "react-router";
import { Avatar } from "#app/components/ui/avatar.tsx";
import { ACCOUNT_AUTHOR } from "#app/lib/navigation.ts";
import { useTheme } from "./use-theme.ts";

const ITEM =
  "flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-sm text-neutral-700 transition hover:bg-neutral-100 dark:text-neutral-200 dark:hover:bg-neutral-700";

/** The account dropdown: My Account, My Posts, Wishlist, Dark theme switch, Help, Log out. */
export function AccountMenu() {
  const [theme, toggleTheme] = useTheme();
  const links: { name: string; href: string; icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
    { name: "My Account", href: `/author/${ACCOUNT_AUTHOR.firstName}`, icon: UserIcon },
    { name: "My Posts", href: "/dashboard/posts", icon: DocumentTextIcon },
    { name: "Wishlist", href: "/archive/summary", icon: HeartIcon },
  ];
  return (
    <Popover className="relative">
      <PopoverButton
        aria-label="Account"
        className="inline-flex h-10 w-10 items-center justify-center rounded-full outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
      >
        <Avatar name={ACCOUNT_AUTHOR.name} src={ACCOUNT_AUTHOR.avatar} size="sm" />
      </PopoverButton>
      <PopoverPanel
        anchor={{ to: "bottom end", gap: 8 }}
        className="z-50 w-72 rounded-2xl bg-white p-3 shadow-xl ring-1 ring-black/5 dark:bg-neutral-800 dark:ring-white/10"
      >
        {({ close }) => (
          <>
            <div className="flex items-center gap-3 border-neutral-100 border-b px-3 pb-3 dark:border-neutral-700">
              <Avatar name={ACCOUNT_AUTHOR.name} src={ACCOUNT_AUTHOR.avatar} size="md" />
              <div>
                <p className="font-semibold text-sm">{ACCOUNT_AUTHOR.name}</p>
                <p className="text-neutral-500 text-xs dark:text-neutral-400">Demo account</p>
              </div>
            </div>
            <div className="pt-2">
              {links.map(({ name, href, icon: Icon }) => (
                <Link key={name} to={href} onClick={() => close()} className={ITEM}>
                  <Icon className="h-5 w-5" aria-hidden="true" />
                  {name}
                </Link>
              ))}
              <div
                className={`${ITEM} justify-between hover:bg-transparent dark:hover:bg-transparent`}
              >
                <span className="flex items-center gap-3">
                  <MoonIcon className="h-5 w-5" aria-hidden="true" />
                  Dark theme
                </span>
                <Switch
                  checked={theme === "dark"}
                  onChange={toggleTheme}
                  aria-label="Dark theme"
                  className="group relative inline-flex h-6 w-11 shrink-0 rounded-full bg-neutral-300 transition data-[checked]:bg-primary-600 dark:bg-neutral-600"
                >
                  <span className="m-0.5 inline-block h-5 w-5 rounded-full bg-white shadow transition group-data-[checked]:translate-x-5" />
                </Switch>
              </div>
              <Link to="/contact" onClick={() => close()} className={ITEM}>
                <LifebuoyIcon className="h-5 w-5" aria-hidden="true" />
                Help
              </Link>
              <Link to="/" onClick={() => close()} className={ITEM}>
                <ArrowRightStartOnRectangleIcon className="h-5 w-5" aria-hidden="true" />
                Log out
              </Link>
            </div>
          </>
        )}
      </PopoverPanel>
    </Popover>
  );
}
