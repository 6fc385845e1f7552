import { Form, Link, NavLink } from "react-router";
import { MagnifyingGlassIcon } from "#app/components/ui/icons/outline.tsx";
import { later } from "#app/components/ui/later.tsx";
import { HoverDropdown } from "./hover-dropdown.tsx";
import { Logo } from "./logo.tsx";
import { MenuLink } from "./menu-link.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { MAIN_MENU, TEMPLATES_MENU, type Teaser } from "./navigation.ts";
import { SearchButton } from "./search-button.tsx";
import { ThemeToggle } from "./theme-toggle.tsx";

/**
 * The header variants of docs/spec.md#home-6: default, with a search input (/home-2), with 'Sign
 * up' (/home-3).
 */
export type HeaderVariant = "default" | "search" | "signup";

// The desktop header's popovers and mega menu: their code loads once the page has hydrated
// (app/components/ui/later.tsx); their buttons are in the page before.
const AccountMenu = later(() => import("./account-menu.tsx").then((m) => m.AccountMenu));
const LangCurrencyPopover = later(() =>
  import("./lang-currency-popover.tsx").then((m) => m.LangCurrencyPopover),
);
const MegaMenu = later(() => import("./mega-menu.tsx").then((m) => m.MegaMenu));
const NotificationsPopover = later(() =>
  import("./notifications-popover.tsx").then((m) => m.NotificationsPopover),
);

/** The sticky site header. */
export function SiteHeader({
  variant = "default",
  teasers,
}: {
  variant?: HeaderVariant;
  teasers: Teaser[];
}) {
  return (
    <header className="site-header" data-testid="site-header" data-variant={variant}>
      <div className="site-header-bar">
        <MobileMenu />
        <Logo />
        {variant === "search" && (
          <Form
            method="get"
            action="/search"
            role="search"
            className="relative ml-4 hidden w-64 md:block xl:w-72"
          >
            <MagnifyingGlassIcon
              className="pointer-events-none absolute top-1/2 left-3.5 h-5 w-5 -translate-y-1/2 text-neutral-400"
              aria-hidden="true"
            />
            <input
              type="search"
              name="q"
              aria-label="Search articles"
              placeholder="Search articles..."
              className="h-11 w-full rounded-full border-0 bg-neutral-100 pr-4 pl-11 text-sm placeholder:text-neutral-500 focus:ring-2 focus:ring-primary-500 dark:bg-neutral-800"
            />
          </Form>
        )}
        <nav aria-label="Main" className="ml-4 hidden flex-1 items-center lg:flex">
          {MAIN_MENU.map((item) =>
            item.children ? (
              <HoverDropdown key={item.id} label={item.name}>
                {item.children.map((child) => (
                  <MenuLink key={child.id} item={child} />
                ))}
              </HoverDropdown>
            ) : (
              <NavLink
                key={item.id}
                to={item.href}
                end
                className={({ isActive }) => (isActive ? "nav-link-current" : "nav-link")}
              >
                {item.name}
              </NavLink>
            ),
          )}
          {variant === "default" && <MegaMenu teasers={teasers} />}
          <HoverDropdown label="Templates">
            {TEMPLATES_MENU.map((item) => (
              <MenuLink key={item.id} item={item} />
            ))}
          </HoverDropdown>
        </nav>
        <div className="ml-auto flex items-center gap-0.5">
          {variant !== "search" && <SearchButton />}
          <div className="hidden items-center sm:flex">
            <LangCurrencyPopover />
            <NotificationsPopover />
          </div>
          <ThemeToggle />
          {variant === "signup" ? (
            <Link
              to="/login"
              className="ml-2 inline-flex h-10 items-center rounded-full bg-primary-600 px-5 font-medium text-sm text-white shadow-sm transition hover:bg-primary-700"
            >
              Sign up
            </Link>
          ) : (
            <AccountMenu />
          )}
        </div>
      </div>
    </header>
  );
}
