import { redirect } from "react-router";
import { knownSearchParams, type QuerySpec } from "#app/lib/query-params.ts";

/**
 * The URL of the page a loader really shows, when it is not the one asked: a page number past the
 * last page shows the last page, more 'Show me more' steps than there are posts show them all.
 * The loader then answers 302 to it (`redirectToShown`) instead of rendering the same page under
 * another URL: each of `?page=50` ... `?page=1000000` would otherwise be a page cache entry of its
 * own, and a client could fill the cache with copies of one page (docs/security.md).
 *
 * `shown` holds the canonical values of what is shown (null: the default); the URL's other known
 * parameters are kept, unknown ones dropped, all in the table's order (app/lib/query-params.ts).
 * Undefined when the URL already asks for what is shown.
 */
export function shownPageUrl(
  url: string,
  query: QuerySpec,
  shown: Record<string, string | null>,
): string | undefined {
  const { pathname, searchParams } = new URL(url);
  const asked = knownSearchParams(searchParams, query);
  const wanted = new URLSearchParams(asked);
  for (const [name, value] of Object.entries(shown)) {
    if (value === null) wanted.delete(name);
    else wanted.set(name, value);
  }
  const target = knownSearchParams(wanted, query).toString();
  if (target === asked.toString()) return undefined;
  return target ? `${pathname}?${target}` : pathname;
}

/**
 * Throws a 302 to `shownPageUrl` when there is one (temporary: the last page moves as posts are
 * published).
 */
export function redirectToShown(
  url: string,
  query: QuerySpec,
  shown: Record<string, string | null>,
): void {
  const target = shownPageUrl(url, query, shown);
  if (target !== undefined) throw redirect(target, 302);
}
