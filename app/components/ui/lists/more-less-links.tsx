import { Link, useLocation } from "react-router";
import { useKnownSearchParams } from "#app/components/ui/use-known-search-params.ts";

const BUTTON =
  "inline-flex h-11 items-center justify-center rounded-full px-6 font-medium text-sm transition focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:ring-offset-2 dark:focus-visible:ring-offset-neutral-900";
const PRIMARY = `${BUTTON} bg-primary-600 text-white shadow-sm hover:bg-primary-700`;
const SECONDARY = `${BUTTON} border border-neutral-200 bg-white text-neutral-800 hover:bg-neutral-100 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-200 dark:hover:bg-neutral-800`;

/** The current URL's known query parameters with some changed (undefined removes one). */
export function useQueryHref() {
  const location = useLocation();
  const known = useKnownSearchParams();
  return (changes: Record<string, string | undefined>) => {
    const params = new URLSearchParams(known);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) params.delete(key);
      else params.set(key, value);
    }
    const query = params.toString();
    return query ? `?${query}` : location.pathname;
  };
}

/** 'Show me more' / 'Show me less' as links, so they work before JavaScript loads. */
export function MoreLessLinks({
  moreHref,
  lessHref,
}: {
  moreHref?: string | undefined;
  lessHref?: string | undefined;
}) {
  if (!moreHref && !lessHref) return null;
  return (
    <div className="flex flex-wrap items-center gap-3">
      {moreHref && (
        <Link to={moreHref} preventScrollReset className={PRIMARY}>
          Show me more
        </Link>
      )}
      {lessHref && (
        <Link to={lessHref} preventScrollReset className={SECONDARY}>
          Show me less
        </Link>
      )}
    </div>
  );
}
