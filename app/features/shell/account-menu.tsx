import type { ComponentType, SVGProps } from "react";
import { Link } from "react-router";
import { Avatar } from "#app/components/ui/avatar.tsx";
import {
  ArrowRightStartOnRectangleIcon,
  DocumentTextIcon,
  HeartIcon,
  LifebuoyIcon,
  MoonIcon,
  UserIcon,
} from "#app/components/ui/icons/outline.tsx";
import { Popover } from "#app/components/ui/popover.tsx";
import { archiveHref } from "#app/lib/archive-path.ts";
import { ACCOUNT_AUTHOR } from "./navigation.ts";
import { useTheme } from "./use-theme.ts";

const ITEM =
  "flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-sm text-neutral-700 transition hover:bg-neutral-100 dark:text-neutral-200 dark:hover:bg-neutral-700";

/** The account dropdown: My Account, My Posts, Wishlist, Dark theme switch, Help, Log out. */
export function AccountMenu() {
  const [theme, toggleTheme] = useTheme();
  const links: { name: string; href: string; icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
    { name: "My Account", href: `/author/${ACCOUNT_AUTHOR.firstName}`, icon: UserIcon },
    { name: "My Posts", href: "/dashboard/posts", icon: DocumentTextIcon },
    { name: "Wishlist", href: archiveHref(), icon: HeartIcon },
  ];
  return (
    <Popover
      label="Account"
      buttonClassName="account-button"
      button={<Avatar name={ACCOUNT_AUTHOR.name} src={ACCOUNT_AUTHOR.avatar} size="sm" />}
      panelClassName="w-72"
    >
      {(close) => (
        <div className="p-3">
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
              <button
                type="button"
                role="switch"
                aria-checked={theme === "dark"}
                aria-label="Dark theme"
                onClick={toggleTheme}
                className={`relative inline-flex h-6 w-11 shrink-0 rounded-full transition ${theme === "dark" ? "bg-primary-600" : "bg-neutral-300 dark:bg-neutral-600"}`}
              >
                <span
                  className={`m-0.5 inline-block h-5 w-5 rounded-full bg-white shadow transition ${theme === "dark" ? "translate-x-5" : ""}`}
                />
              </button>
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
        </div>
      )}
    </Popover>
  );
}
