import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import { Link } from "react-router";
import { ChevronDownIcon, XMarkIcon } from "#app/components/icons/outline.tsx";
import { archiveHref, withArchivePrefix } from "#app/lib/archive-path.ts";
import type { Taxonomy } from "#app/lib/types.ts";

const BUTTON =
  "inline-flex h-11 items-center gap-2 rounded-full border border-neutral-200 bg-white px-5 font-medium text-neutral-800 text-sm shadow-sm transition hover:bg-neutral-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 data-[open]:bg-neutral-100 dark:border-neutral-700 dark:bg-neutral-800 dark:text-neutral-100 dark:hover:bg-neutral-700 dark:data-[open]:bg-neutral-700";

function FilterMenu({
  label,
  items,
  hrefFor,
}: {
  label: string;
  items: Taxonomy[];
  hrefFor: (taxonomy: Taxonomy) => string;
}) {
  return (
    <Menu>
      <MenuButton className={BUTTON}>
        {label}
        <ChevronDownIcon className="h-4 w-4 text-neutral-500" aria-hidden="true" />
      </MenuButton>
      <MenuItems
        anchor={{ to: "bottom start", gap: 8 }}
        transition
        className="z-50 max-h-80 w-64 overflow-y-auto rounded-2xl bg-white p-2 shadow-xl ring-1 ring-black/5 transition duration-150 ease-out focus:outline-none data-[closed]:scale-95 data-[closed]:opacity-0 dark:bg-neutral-800 dark:ring-white/10"
      >
        {items.map((t) => (
          <MenuItem key={t.id}>
            <Link
              to={hrefFor(t)}
              className="flex items-center justify-between gap-3 rounded-xl px-3 py-2.5 text-neutral-700 text-sm data-[focus]:bg-neutral-100 dark:text-neutral-200 dark:data-[focus]:bg-neutral-700"
            >
              <span>{t.name}</span>
              <span className="text-neutral-400 text-xs">{t.count}</span>
            </Link>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}

/**
 * Category and tag filters of the video or podcast archive: menus of links to the same archive
 * for one taxonomy, and a link back to all of it.
 */
export function TaxonomyFilters({
  kind,
  taxonomies,
  active,
}: {
  kind: "video" | "podcast";
  taxonomies: Taxonomy[];
  active: Taxonomy | null;
}) {
  const hrefFor = (t: Taxonomy) =>
    withArchivePrefix(t.href, kind === "video" ? "archive-2" : "archive-3");
  const clearHref = archiveHref({ kind });
  return (
    <div className="flex flex-wrap items-center gap-3">
      <FilterMenu
        label="Categories"
        items={taxonomies.filter((t) => t.taxonomy === "category" && t.count > 0)}
        hrefFor={hrefFor}
      />
      <FilterMenu
        label="Tags"
        items={taxonomies.filter((t) => t.taxonomy === "tag" && t.count > 0)}
        hrefFor={hrefFor}
      />
      {active && (
        <span className="inline-flex h-11 items-center gap-1 rounded-full bg-primary-50 pr-1.5 pl-4 font-medium text-primary-800 text-sm dark:bg-primary-500/15 dark:text-primary-200">
          {active.name}
          <Link
            to={clearHref}
            aria-label={`Clear filter ${active.name}`}
            className="inline-flex h-8 w-8 items-center justify-center rounded-full hover:bg-primary-100 dark:hover:bg-primary-500/25"
          >
            <XMarkIcon className="h-4 w-4" aria-hidden="true" />
          </Link>
        </span>
      )}
    </div>
  );
}
