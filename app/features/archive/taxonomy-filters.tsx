import { type ComponentProps, type ComponentType, useState } from "react";
import { Link } from "react-router";
import { ChevronDownIcon, XMarkIcon } from "#app/components/ui/icons/outline.tsx";
import { archiveHref, withArchivePrefix } from "#app/lib/archive-path.ts";
import type { Taxonomy } from "#app/lib/types.ts";

type LoadedMenu = ComponentType<ComponentProps<typeof import("./filter-menu.tsx").default>>;
/** Set once filter-menu.tsx has loaded: later archive pages draw the menu at once. */
let loadedMenu: LoadedMenu | undefined;
/** The keys that open a menu from its button (WAI-ARIA menu button pattern). */
const MENU_KEYS = ["Enter", " ", "ArrowDown", "ArrowUp"];
const loadMenu = async () => {
  loadedMenu ??= (await import("./filter-menu.tsx")).default;
  return loadedMenu;
};

const BUTTON =
  "inline-flex h-11 items-center gap-2 rounded-full border border-neutral-200 bg-white px-5 font-medium text-neutral-800 text-sm shadow-sm transition hover:bg-neutral-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 data-[open]:bg-neutral-100 dark:border-neutral-700 dark:bg-neutral-800 dark:text-neutral-100 dark:hover:bg-neutral-700 dark:data-[open]:bg-neutral-700";

/**
 * A filter menu: a plain button until the menu is first used (its code is fetched as the pointer
 * comes over it or it gets focus), then Headless UI's Menu (filter-menu.tsx), opened by the same
 * click or key: the dialog library costs the first load of the archive nothing.
 */
function FilterMenu(props: {
  label: string;
  items: Taxonomy[];
  hrefFor: (taxonomy: Taxonomy) => string;
}) {
  const [Loaded, setLoaded] = useState(() => loadedMenu);
  const [opener, setOpener] = useState<string | null>(null);
  const open = (how: string) => {
    setOpener(how);
    loadMenu().then((menu) => setLoaded(() => menu));
  };
  if (Loaded) return <Loaded {...props} className={BUTTON} opener={opener} />;
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={loadMenu}
      onFocus={loadMenu}
      onClick={() => open("click")}
      onKeyDown={(event) => {
        if (MENU_KEYS.includes(event.key)) {
          event.preventDefault();
          open(event.key);
        }
      }}
      className={BUTTON}
    >
      {props.label}
      <ChevronDownIcon className="h-4 w-4 text-neutral-500" aria-hidden="true" />
    </button>
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
