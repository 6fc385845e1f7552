import { matchRoutes } from "react-router";
import { isPrivatePath } from "#app/features/analytics/private-pages.ts";
import type { ReaderPage } from "#app/features/analytics/public-pages.server.ts";
import {
  knownSearchParams,
  type QuerySpec,
  querySpecOf,
  querySpecOfRoutes,
} from "#app/lib/query-params.ts";
import { byPath, type ManifestRoute, routeTree } from "../route-tree.ts";
import { canonicalPaths } from "./canonical-path.ts";
import { PageCache } from "./page-cache.ts";

/** What the page key needs of the server build's route manifest (`build.routes`). */
export type RouteEntry = ManifestRoute<{ handle?: unknown; loader?: unknown }>;

interface Matched {
  /** The matched routes that have a loader, root to leaf. */
  ids: string[];
  spec: QuerySpec | undefined;
}

/**
 * The page a `.data` URL (React Router's client-navigation data) loads, as React Router reads it:
 * `/_root.data` is `/`, `/x.data` is `/x`, and a trailing slash does not count.
 */
export function dataPagePath(pathname: string): string {
  let path = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
  if (path !== "/" && path.endsWith("/")) path = path.slice(0, -1);
  return path;
}

/**
 * The page cache's key of a URL (docs/design.md#caching): the path, and only the query parameters
 * the matched page reads, canonical and in one order (app/lib/query-params.ts). For `.data` URLs
 * also `_routes` (which loaders to run), reduced to the matched routes that have a loader, and
 * dropped when it names them all (that is the same as no `_routes`). So
 * `/archive/summary?utm_source=x`, `?z=1` and `?page=1` all key (and render) as `/archive/summary`.
 */
export function pageKeys(routes: Record<string, RouteEntry | undefined>): (url: string) => string {
  const tree = routeTree(routes, (r) => ({
    query: querySpecOf(r.module.handle),
    loader: r.module.loader !== undefined,
  }));
  const match = byPath(
    (path): Matched => {
      const matches = matchRoutes(tree, path) ?? [];
      return {
        ids: matches.filter((m) => m.route.handle.loader).map((m) => m.route.id ?? ""),
        spec: querySpecOfRoutes(matches.map((m) => m.route.handle)),
      };
    },
    (found) => found.ids.length * 64,
  );

  return (url) => {
    const q = url.indexOf("?");
    if (q === -1) return url;
    const pathname = url.slice(0, q);
    const data = pathname.endsWith(".data");
    const { ids, spec } = match(data ? dataPagePath(pathname) : pathname);
    const params = new URLSearchParams(url.slice(q + 1));
    const out = knownSearchParams(params, spec);
    const wanted = data ? params.get("_routes") : null;
    if (wanted !== null) {
      const asked = new Set(wanted.split(","));
      const load = ids.filter((id) => asked.has(id));
      if (load.length > 0 && load.length < ids.length) out.append("_routes", load.join(","));
    }
    const query = out.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
}

/**
 * The page a reader's browser reports having viewed (the page-view beacon): the route its path
 * matches, with its parameters, its path in canonical form (server/page-cache/canonical-path.ts:
 * `/About/` is `/about`) and its query as the page cache keys it. Undefined for a path no route of
 * the reader pages can answer: not a path of this site, the API, assets, media, `.data` URLs, and
 * any URL `isPrivatePath` names (`/stats`, a draft's `/preview/`, an unsubscribe link, the feeds
 * and sitemaps, in any case or form). Whether the page exists now is the beacon's question
 * (app/features/analytics/public-pages.server.ts): this is the routes' answer alone, kept per path.
 */
export function readerPages(
  routes: Record<string, RouteEntry | undefined>,
): (url: string) => ReaderPage | undefined {
  const canonical = pageKeys(routes);
  const canonicalPath = canonicalPaths(routes);
  const tree = routeTree(routes, () => undefined);
  const leafOf = byPath(
    (pathname) => {
      const leaf = matchRoutes(tree, pathname)?.at(-1);
      return { route: leaf?.route.id ?? "", params: leaf ? { ...leaf.params } : {} };
    },
    (found) => JSON.stringify(found.params).length * 2,
  );
  return (url) => {
    if (!url.startsWith("/") || url.startsWith("//") || !PageCache.isPageUrl(url)) return undefined;
    const q = url.indexOf("?");
    const raw = q === -1 ? url : url.slice(0, q);
    if (raw.endsWith(".data") || isPrivatePath(raw)) return undefined;
    const pathname = canonicalPath(raw) ?? raw;
    const { route, params } = leafOf(pathname);
    if (route === "") return undefined;
    const key = canonical(q === -1 ? pathname : pathname + url.slice(q));
    return { route, params, pathname, search: key.slice(pathname.length) };
  };
}
