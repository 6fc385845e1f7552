import { MAX_TERM_LENGTH } from "#app/lib/query-values.ts";

/** The search pages (the page with the banner, and the plain one). */
const SEARCH_PATHS = new Set(["/search", "/search-2"]);

/**
 * The site search a page URL (path and query) shows, as the page-view figures count it: its term
 * trimmed, spaces collapsed, lower-cased, cut as the search cuts it; undefined for any other page
 * or an empty term.
 */
export function searchTerm(url: string): string | undefined {
  const [pathname, query = ""] = url.split("?", 2) as [string, string?];
  if (!SEARCH_PATHS.has(pathname)) return undefined;
  const term = (new URLSearchParams(query).get("q") ?? "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, MAX_TERM_LENGTH)
    .trim()
    .toLowerCase();
  return term || undefined;
}
