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

/**
 * The URL of a page asked under another path than its own (docs/decisions/005-canonical-urls.md): a
 * taxonomy archive under a wrong slug or none (`/archive/3/x`, `/archive/3`), an author in other
 * capitals (`/author/daniel`). Only the loader knows the right path (a route parameter is any text;
 * server/page-cache/canonical-path.ts leaves parameters alone), so the loader redirects, keeping
 * the page's known parameters as `shownPageUrl` does. `path` is the page's href from the database,
 * compared percent-encoded as the request's path is. Undefined when the path asked is it.
 */
export function canonicalPageUrl(
  url: string,
  query: QuerySpec | undefined,
  path: string,
): string | undefined {
  const { pathname, searchParams } = new URL(url);
  // Only the pathname of the href is taken: it cannot lead off this site.
  const canonical = new URL(path, url).pathname;
  if (canonical === pathname) return undefined;
  const target = knownSearchParams(searchParams, query).toString();
  return target ? `${canonical}?${target}` : canonical;
}

/**
 * Throws a 301 to `canonicalPageUrl` when there is one (permanent, as
 * server/page-cache/canonical-path.ts's: a page's href changes only with its data). React Router
 * turns it into its redirect answer for a client navigation's `.data` request too, and the page
 * cache stores only 200s.
 */
export function redirectToCanonicalPage(
  url: string,
  query: QuerySpec | undefined,
  path: string,
): void {
  const target = canonicalPageUrl(url, query, path);
  if (target !== undefined) {
    throw redirect(target, { status: 301, headers: { "Cache-Control": "public, max-age=3600" } });
  }
}
