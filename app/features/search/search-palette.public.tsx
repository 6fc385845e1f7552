import {
  Combobox,
  ComboboxInput,
  Dialog,
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
} from "@headlessui/react";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { MagnifyingGlassIcon } from "#app/components/ui/icons/outline.tsx";
import {
  PaletteEmptyQuery,
  PaletteHelp,
  PaletteKeysHint,
  PaletteLoading,
  PaletteNoResults,
} from "./palette-help.tsx";
import { type PaletteItem, PaletteResults } from "./palette-results.tsx";
import { filterPalette, searchPageHref } from "./search-palette-items.ts";
import { EMPTY_LISTS, usePaletteLists } from "./use-palette-lists.ts";

const NAVIGATION_KEYS = new Set(["ArrowDown", "ArrowUp", "Home", "End", "PageUp", "PageDown"]);

/**
 * The global search palette (docs/spec.md#search-palette): filters posts by title,
 * categories by name and authors by display name; '#' posts and categories, '>' authors, '?'
 * help. Picking a result goes to its page, Enter goes to /search?q=..., and the query resets
 * when the palette closes.
 */
export default function SearchPalette({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  const lists = usePaletteLists(open);
  const activeRef = useRef<PaletteItem | null>(null);
  // The first result is highlighted as you type; Enter picks a result only after the arrow keys
  // chose one, and otherwise submits the search.
  const choseRef = useRef(false);

  useEffect(() => {
    if (!open) setQuery("");
  }, [open]);

  const result = filterPalette(query, lists ?? EMPTY_LISTS);
  const loading = lists === null && query.trim() !== "" && query.trim() !== "?";

  const go = (href: string) => {
    onClose();
    setQuery("");
    navigate(href);
  };

  // Enter submits the search to the search page unless a result was chosen with the arrow keys.
  const onKeyDownCapture = (event: KeyboardEvent) => {
    // One Escape closes the palette (the combobox would otherwise take the first one).
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (NAVIGATION_KEYS.has(event.key)) {
      choseRef.current = true;
      return;
    }
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    if (activeRef.current && choseRef.current) return;
    event.preventDefault();
    event.stopPropagation();
    go(searchPageHref(query));
  };

  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-neutral-900/50 backdrop-blur-sm transition duration-200 data-[closed]:opacity-0"
      />
      <div className="fixed inset-0 overflow-y-auto p-4 sm:p-6 md:p-20">
        <DialogPanel
          transition
          className="mx-auto max-w-2xl overflow-hidden rounded-3xl bg-white shadow-2xl ring-1 ring-black/5 transition duration-200 data-[closed]:scale-95 data-[closed]:opacity-0 dark:bg-neutral-800 dark:ring-white/10"
          data-testid="search-palette"
        >
          <DialogTitle className="sr-only">Search the blog</DialogTitle>
          <Combobox<PaletteItem | null>
            onChange={(item) => {
              if (item) go(item.href);
            }}
          >
            {({ activeOption }) => {
              activeRef.current = activeOption ?? null;
              return (
                <>
                  <div className="relative" onKeyDownCapture={onKeyDownCapture}>
                    <MagnifyingGlassIcon
                      className="pointer-events-none absolute top-1/2 left-5 h-5 w-5 -translate-y-1/2 text-neutral-400"
                      aria-hidden="true"
                    />
                    <ComboboxInput
                      autoFocus
                      aria-label="Search"
                      className="h-14 w-full border-0 bg-transparent pr-4 pl-13 text-neutral-900 placeholder:text-neutral-400 focus:outline-none focus:ring-0 sm:text-base dark:text-neutral-100"
                      placeholder="Search posts, categories and authors..."
                      value={query}
                      onChange={(event) => {
                        choseRef.current = false;
                        setQuery(event.target.value);
                      }}
                    />
                  </div>

                  <PaletteResults result={result} />
                  {result.mode === "help" && <PaletteHelp />}
                  {result.mode === "no-results" && !loading && <PaletteNoResults />}
                  {loading && <PaletteLoading />}
                  {result.mode === "empty-query" && <PaletteEmptyQuery />}
                </>
              );
            }}
          </Combobox>
          <div className="flex flex-wrap items-center justify-between gap-3 border-neutral-100 border-t bg-neutral-50 px-4 py-3 text-neutral-600 text-xs dark:border-neutral-700 dark:bg-neutral-900/40 dark:text-neutral-300">
            <PaletteKeysHint />
            <Link
              to={searchPageHref(query)}
              onClick={() => {
                onClose();
                setQuery("");
              }}
              className="inline-flex items-center gap-1 font-medium text-primary-700 hover:underline dark:text-primary-300"
            >
              Go to search page
            </Link>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
