import type { IncomingMessage, ServerResponse } from "node:http";
import { matchRoutes } from "react-router";
import { BASE_SECURITY_HEADERS, NON_HTML_CSP } from "../guards/security-headers.ts";
import { type ManifestRoute, routeTree } from "../route-tree.ts";

/**
 * Paths never redirected: the /api calls (docs/spec.md#calls spells them in CamelCase), React
 * Router's `.data` and `/__` endpoints, hashed assets, media, image variants, feeds, and files (a
 * dot in the last segment: favicon.ico, robots.txt, sitemap.xml).
 */
const UNTOUCHED = /^\/(api|assets|media|img|feeds|__)(\/|$)|\.data$|\.[a-z0-9]+$/i;

/**
 * The canonical form of a page's path (docs/design.md#routes): no trailing slash (but "/"), and the
 * fixed words of its route in lower case (`/ABOUT` and `/about/` are `/about`, `/Archive/Summary`
 * is `/archive/summary`). Route parameters keep their case: an author page is
 * `/author/{firstName}` with the capital the database gives, a slug is what its post says, and a
 * path no route knows (the 404 page's `*`) keeps its case too. Undefined when the path is already
 * canonical or is one never redirected (see UNTOUCHED), or when the result would not be a plain
 * path of this site (`//host`).
 */
export function canonicalPaths(
  routes: Record<string, ManifestRoute<unknown> | undefined>,
): (pathname: string) => string | undefined {
  const tree = routeTree(routes, () => undefined);
  return (pathname) => {
    // Every request passes here before the page cache: a path with no capital and no trailing
    // slash is already canonical (lower-casing changes nothing), so no route matching for it.
    if (!/[A-Z]/.test(pathname) && (pathname.length === 1 || !pathname.endsWith("/"))) {
      return undefined;
    }
    if (!pathname.startsWith("/") || pathname.startsWith("//") || pathname.includes("\\")) {
      return undefined;
    }
    try {
      // Malformed percent-encoding is answered 400 further on (server/guards/client-errors.ts).
      decodeURIComponent(pathname);
    } catch {
      return undefined;
    }
    let path = pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
    if (UNTOUCHED.test(path)) return undefined;
    const matches = matchRoutes(tree, path) ?? [];
    const pattern = matches
      .map((m) => m.route.path ?? "")
      .filter((p) => p !== "")
      .join("/")
      .split("/")
      .filter((s) => s !== "");
    const segments = path.split("/").slice(1);
    const out: string[] = [];
    for (const [i, segment] of segments.entries()) {
      const word = pattern[i];
      if (word === undefined || word === "*") {
        out.push(...segments.slice(i));
        break;
      }
      out.push(word.startsWith(":") ? segment : segment.toLowerCase());
    }
    path = `/${out.join("/")}`;
    return path === pathname ? undefined : path;
  };
}

/**
 * Answers a GET or HEAD of a page at a non-canonical path (`/about/`, `/ABOUT`) with a 301 to
 * its canonical path, query string kept: one URL per page for search engines and the page cache.
 * Runs before the page cache and routing (server/start.js). True when it answered.
 */
export function redirectToCanonical(canonical: (pathname: string) => string | undefined) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const url = req.url ?? "/";
    const q = url.indexOf("?");
    const pathname = q === -1 ? url : url.slice(0, q);
    const target = canonical(pathname);
    if (target === undefined) return false;
    const location = target + (q === -1 ? "" : url.slice(q));
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) res.setHeader(name, value);
    res.setHeader("Content-Security-Policy", NON_HTML_CSP);
    res.statusCode = 301;
    res.setHeader("Location", location);
    res.setHeader("Cache-Control", "public, max-age=3600");
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.end(req.method === "HEAD" ? undefined : `Moved permanently to ${location}\n`);
    return true;
  };
}
