import { Link } from "react-router";
import type { MenuItem } from "./navigation.ts";

/** One link of a dropdown panel, with the 'New' badge when the item has isNew. */
export function MenuLink({ item }: { item: MenuItem }) {
  return (
    <Link
      to={item.href}
      className="flex items-center justify-between rounded-xl px-3 py-2 text-neutral-700 text-sm transition hover:bg-neutral-100 hover:text-neutral-900 dark:text-neutral-200 dark:hover:bg-neutral-700 dark:hover:text-white"
    >
      {item.name}
      {item.isNew && (
        <span className="rounded-full bg-primary-100 px-2 py-0.5 font-medium text-[10px] text-primary-700 uppercase dark:bg-primary-500/20 dark:text-primary-200">
          New
        </span>
      )}
    </Link>
  );
}
