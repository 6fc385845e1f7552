import { Dialog, DialogBackdrop, DialogPanel } from "@headlessui/react";
import { Link, NavLink } from "react-router";
import { XMarkIcon } from "#app/components/ui/icons/outline.tsx";
import { SOCIAL_LINKS, SocialIcon } from "#app/components/ui/social-icon.tsx";
import { Logo } from "./logo.tsx";
import { MAIN_MENU, TEMPLATES_MENU } from "./navigation.ts";
import { ThemeToggle } from "./theme-toggle.tsx";

const LINK =
  "block rounded-xl px-4 py-2.5 font-medium text-neutral-800 transition hover:bg-neutral-100 dark:text-neutral-100 dark:hover:bg-neutral-800";

/** The slide-in panel of the mobile menu (loaded on the first open). */
export default function MobileMenuDialog({
  open,
  setOpen,
}: {
  open: boolean;
  setOpen: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onClose={() => setOpen(false)} className="relative z-50 lg:hidden">
      <DialogBackdrop
        transition
        data-testid="mobile-menu-overlay"
        className="fixed inset-0 bg-neutral-900/50 transition duration-300 data-[closed]:opacity-0"
      />
      <DialogPanel
        transition
        data-testid="mobile-menu"
        className="fixed inset-y-0 left-0 w-full max-w-sm overflow-y-auto bg-white px-4 py-5 shadow-2xl transition duration-300 data-[closed]:-translate-x-full dark:bg-neutral-900"
      >
        <div className="flex items-center justify-between px-2">
          <Logo />
          <button
            type="button"
            onClick={() => setOpen(false)}
            aria-label="Close menu"
            className="inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-neutral-100 dark:hover:bg-neutral-800"
          >
            <XMarkIcon className="h-6 w-6" aria-hidden="true" />
          </button>
        </div>
        <p className="mt-4 px-2 text-neutral-500 text-sm dark:text-neutral-400">
          Family travel stories, hotel reviews and podcasts from the road.
        </p>
        <div className="mt-4 flex items-center gap-2 px-2">
          {SOCIAL_LINKS.map((s) => (
            <SocialIcon key={s.id} network={s} />
          ))}
          <span className="ml-auto">
            <ThemeToggle />
          </span>
        </div>
        <nav
          aria-label="Mobile"
          className="mt-6 border-neutral-100 border-t pt-4 dark:border-neutral-800"
        >
          {MAIN_MENU.map((item) => (
            <div key={item.id}>
              <NavLink to={item.children ? item.href : item.href} end className={LINK}>
                {item.name}
              </NavLink>
              {item.children && (
                <div className="ml-4 border-neutral-100 border-l pl-2 dark:border-neutral-800">
                  {item.children.map((child) => (
                    <Link key={child.id} to={child.href} className={`${LINK} font-normal text-sm`}>
                      {child.name}
                    </Link>
                  ))}
                </div>
              )}
            </div>
          ))}
          <p className="mt-4 px-4 font-semibold text-neutral-400 text-xs uppercase tracking-wider">
            Templates
          </p>
          {TEMPLATES_MENU.map((item) => (
            <Link key={item.id} to={item.href} className={`${LINK} font-normal text-sm`}>
              {item.name}
            </Link>
          ))}
        </nav>
      </DialogPanel>
    </Dialog>
  );
}
