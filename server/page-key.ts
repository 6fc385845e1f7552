import { matchRoutes } from "react-router";
import {
  knownSearchParams,
  type QuerySpec,
  querySpecOf,
  querySpecOfRoutes,
} from "#app/lib/query-params.ts";
import { PageCache } from "./page-cache.ts";
import { byPath, type ManifestRoute, routeTree } from "./route-tree.ts";

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
 * dropped when it names them all (that is the same as no `_routes`). So `/archive/summary?utm_source=x`,
 * `?z=1` and `?page=1` all key (and render) as `/archive/summary`.
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

/** Leaf routes that answer 404 to every path they match: no page of the site. */
const NOT_FOUND_ROUTES = /^(routes\/not-found|archive(-2|-3)?-any)$/;

/**
 * The page a reader's browser reports having viewed (the page-view beacon), as the page cache
 * keys it: only a path with its query that a reader page matches (not the API, assets, media, the
 * 404 routes, `/stats` or a draft's `/preview/`), else undefined.
 */
export function readerPages(
  routes: Record<string, RouteEntry | undefined>,
): (url: string) => string | undefined {
  const canonical = pageKeys(routes);
  const tree = routeTree(routes, () => undefined);
  const isPage = byPath((pathname) => {
    const leaf = matchRoutes(tree, pathname)?.at(-1);
    return leaf !== undefined && !NOT_FOUND_ROUTES.test(leaf.route.id ?? "");
  });
  return (url) => {
    if (!url.startsWith("/") || url.startsWith("//") || !PageCache.isPageUrl(url)) return undefined;
    const pathname = url.split("?")[0]!;
    if (pathname.endsWith(".data") || /^\/(stats|preview)(\/|$)/.test(pathname)) return undefined;
    return isPage(pathname) ? canonical(url) : undefined;
  };
}
