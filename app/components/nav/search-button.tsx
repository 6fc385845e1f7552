import { MagnifyingGlassIcon } from "@heroicons/react/24/outline";
import { Link } from "react-router";

/**
 * Opens search. Before the palette code loads (or without JavaScript) it is a link to /search.
 */
export function SearchButton() {
  return (
    <Link
      to="/search"
      aria-label="Search"
      data-testid="search-button"
      className="inline-flex h-10 w-10 items-center justify-center rounded-full text-neutral-600 transition hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-800"
    >
      <MagnifyingGlassIcon className="h-6 w-6" aria-hidden="true" />
    </Link>
  );
}
