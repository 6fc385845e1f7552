import { Link } from "react-router";

/** docs/spec.md#video-archive: pagination with four fixed page labels. */
const FIXED_PAGE_LABELS = [1, 2, 3, 4] as const;

/**
 * Four fixed page labels, 1 to 4. A label links to its page when that page exists; a page past
 * the last is shown but disabled.
 */
export function FixedPagination({
  page,
  pages,
  hrefFor,
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
}) {
  const base =
    "inline-flex h-11 w-11 items-center justify-center rounded-full font-medium text-sm transition";
  return (
    <nav aria-label="Pagination" className="flex items-center gap-2">
      {FIXED_PAGE_LABELS.map((n) =>
        n > pages ? (
          <span
            key={n}
            aria-disabled="true"
            className={`${base} border border-neutral-100 text-neutral-400 dark:border-neutral-800 dark:text-neutral-500`}
          >
            {n}
          </span>
        ) : (
          <Link
            key={n}
            to={hrefFor(n)}
            preventScrollReset
            aria-current={n === page ? "page" : undefined}
            className={`${base} ${
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
