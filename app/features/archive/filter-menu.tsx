import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { ChevronDownIcon } from "#app/components/ui/icons/outline.tsx";
import type { Taxonomy } from "#app/lib/types.ts";

/**
 * A filter menu of the video or podcast archive (Headless UI's Menu), loaded on first use (see
 * TaxonomyFilters): it takes over from the plain button drawn until then, and opens as that
 * button's click or key asked.
 */
export default function FilterMenu({
  label,
  items,
  hrefFor,
  className,
  opener,
}: {
  label: string;
  items: Taxonomy[];
  hrefFor: (taxonomy: Taxonomy) => string;
  className: string;
  /** How the plain button was used: "click", or the key pressed on it; null if it was not. */
  opener: string | null;
}) {
  const button = useRef<HTMLButtonElement | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when it takes over
  useEffect(() => {
    const target = button.current;
    if (!target || !opener) return;
    target.focus();
    if (opener === "click") target.click();
    else target.dispatchEvent(new KeyboardEvent("keydown", { key: opener, bubbles: true }));
  }, []);
  return (
    <Menu>
      <MenuButton ref={button} className={className}>
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
