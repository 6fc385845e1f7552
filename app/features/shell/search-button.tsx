import { lazy, Suspense, useEffect, useState } from "react";
import { Link } from "react-router";
import { MagnifyingGlassIcon } from "#app/components/ui/icons/outline.tsx";

const SearchPalette = lazy(() => import("#app/features/search/search-palette.public.tsx"));

/**
 * Opens the search palette (also with Ctrl/Cmd+K). The palette's code loads on first use; before
 * the page is interactive, or without JavaScript, the button is a plain link to /search.
 */
export function SearchButton() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const show = () => {
    setUsed(true);
    setOpen(true);
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
        event.preventDefault();
        setUsed(true);
        setOpen(true);
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
  return (
    <>
      <Link
        to="/search"
        aria-label="Search"
        aria-keyshortcuts="Control+K Meta+K"
        data-testid="search-button"
        onClick={(event) => {
          event.preventDefault();
          show();
        }}
        className="header-button"
      >
        <MagnifyingGlassIcon className="h-6 w-6" aria-hidden="true" />
      </Link>
      {used && (
        <Suspense fallback={null}>
          <SearchPalette open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
