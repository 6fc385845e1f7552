import { Link, useLocation } from "react-router";
import { pageWindow } from "#app/lib/paging.ts";
import { useKnownSearchParams } from "./use-known-search-params.ts";

/** Numbered page links that keep the other query parameters (sort...) and the scroll position. */
export function Pagination({
  page,
  pages,
  param = "page",
  label = "Pagination",
}: {
  page: number;
  pages: number;
  param?: string;
  label?: string;
}) {
  const location = useLocation();
  const known = useKnownSearchParams();
  if (pages <= 1) return null;
  const hrefFor = (n: number) => {
    const params = new URLSearchParams(known);
    if (n === 1) params.delete(param);
    else params.set(param, String(n));
    const query = params.toString();
    return query ? `?${query}` : location.pathname;
  };
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-2">
      {pageWindow(page, pages).map((n, i) =>
        n === null ? (
          <span key={`gap-${i}`} aria-hidden="true" className="px-1 text-neutral-400">
            …
          </span>
        ) : (
          <Link
            key={n}
            to={hrefFor(n)}
            preventScrollReset
            aria-current={n === page ? "page" : undefined}
            className={`inline-flex h-11 w-11 items-center justify-center rounded-full font-medium text-sm transition ${
              n === page
                ? "bg-primary-600 text-white shadow"
                : "border border-neutral-200 bg-white text-neutral-700 hover:bg-neutral-100 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-300 dark:hover:bg-neutral-800"
            }`}
          >
            {n}
          </Link>
        ),
      )}
    </nav>
  );
}
