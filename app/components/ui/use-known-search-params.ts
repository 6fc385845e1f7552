import { useLocation, useMatches } from "react-router";
import { knownSearchParams, querySpecOfRoutes } from "#app/lib/query-params.ts";

/**
 * The current URL's query parameters that its page reads (app/lib/query-params.ts), canonical:
 * links built from them drop `utm_source` and the like, and they match what the server rendered
 * (it renders a page from its canonical URL), so hydration sees the same markup.
 */
export function useKnownSearchParams(): URLSearchParams {
  const location = useLocation();
  const matches = useMatches();
  return knownSearchParams(location.search, querySpecOfRoutes(matches.map((m) => m.handle)));
}
