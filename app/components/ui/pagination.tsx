import { Link, useLocation } from "react-router";
import { ChevronLeftIcon, ChevronRightIcon } from "#app/components/ui/icons/outline.tsx";
import { useKnownSearchParams } from "#app/components/ui/use-known-search-params.ts";
import { pageWindow } from "#app/lib/paging.ts";

/** Every item of the row, and a link to another page (component classes, app/app.css). */
const ITEM = "pager-item";
const OTHER_PAGE = "pager-link";

/**
 * Previous, a window of page numbers (first, last, the current page and its neighbours, an
 * ellipsis where two pages or more are skipped: app/lib/paging.ts) and next, on one row at 390 px.
 * Links keep the other query parameters (sort...) and the scroll position. Page numbers of four
 * digits or more (1,000 pages) would not fit a phone with the neighbours: there, below 640 px, the
 * window is the current page alone.
 */
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
  const numbers = (window: (number | null)[]) =>
    window.map((n, i) =>
      n === null ? (
        <span
          key={`gap-${i}`}
          aria-hidden="true"
          className="inline-flex h-9 w-5 shrink-0 items-center justify-center text-neutral-500 sm:h-11 dark:text-neutral-400"
        >
          …
        </span>
      ) : (
        <Link
          key={n}
          to={hrefFor(n)}
          preventScrollReset
          aria-current={n === page ? "page" : undefined}
          className={`${ITEM} ${n === page ? "bg-primary-600 text-white shadow" : OTHER_PAGE}`}
        >
          {n}
        </Link>
      ),
    );
  const long = String(pages).length >= 4;
  const step = (to: number, rel: "prev" | "next") => {
    const Icon = rel === "prev" ? ChevronLeftIcon : ChevronRightIcon;
    const name = rel === "prev" ? "Previous page" : "Next page";
    if (to < 1 || to > pages) {
      // Nothing before the first page or after the last: a muted placeholder keeps the row still.
      return (
        <span aria-hidden="true" className={`${ITEM} text-neutral-300 dark:text-neutral-600`}>
          <Icon className="h-4 w-4" />
        </span>
      );
    }
    return (
      <Link
        to={hrefFor(to)}
        rel={rel}
        preventScrollReset
        aria-label={name}
        title={name}
        className={`${ITEM} ${OTHER_PAGE}`}
      >
        <Icon aria-hidden="true" className="h-4 w-4" />
      </Link>
    );
  };
  return (
    <nav aria-label={label} className="flex max-w-full flex-nowrap items-center gap-1 sm:gap-2">
      {step(page - 1, "prev")}
      {long ? (
        <>
          <span className="contents max-sm:hidden">{numbers(pageWindow(page, pages))}</span>
          <span className="contents sm:hidden">{numbers(pageWindow(page, pages, 0))}</span>
        </>
      ) : (
        numbers(pageWindow(page, pages))
      )}
      {step(page + 1, "next")}
    </nav>
  );
}
