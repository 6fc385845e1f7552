import { Link, useLocation } from "react-router";
import { useKnownSearchParams } from "#app/components/ui/use-known-search-params.ts";

/** 'Show me more' and 'Show me less' (component classes of app/app.css). */
const PRIMARY = "more-link";
const SECONDARY = "less-link";

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
