/**
 * Reading offline (docs/offline.md): the names both sides agree on (the page that saves an article
 * and the service worker that serves it), and the pure work of finding what a page needs.
 *
 * What is stored where, in Cache Storage:
 * - `wanderlust-saved:{path}`: one saved article (its page, its data, its route manifest, its
 *   images, its audio or video) and its entry for the reading list. Removing it is deleting the
 *   cache.
 * - `wanderlust-saved-assets`: the scripts, styles, fonts and icons the saved pages need, shared;
 *   kept while a saved page refers to them.
 * - `wanderlust-assets`: any hashed asset once fetched (expiring), as a browser cache that works
 *   offline.
 * - `wanderlust-offline-{release}`: the "You're offline" page of this release and its styles.
 */

export const SAVED_PREFIX = "wanderlust-saved:";
export const SAVED_ASSETS = "wanderlust-saved-assets";
export const ASSETS_CACHE = "wanderlust-assets";
export const OFFLINE_PAGE_PREFIX = "wanderlust-offline-";
/** The page a navigation falls back to when the network fails and the page is not saved. */
export const OFFLINE_PAGE_PATH = "/offline";
export const READING_LIST_PATH = "/reading-list";
/** The key of a saved article's reading-list entry (JSON), inside its own cache. */
export const ENTRY_KEY = "/__reading-list-entry";
/** Marks the requests of a save: the worker passes them on without keeping a copy of its own. */
export const SAVE_REQUEST_HEADER = "X-Offline-Save";

/**
 * Calls a page makes on its own, without a reader asking (the page-view beacon, the article's view
 * count): offline the worker answers them itself, with this header, so that the browser logs no
 * failed request and the page gives up without a word.
 */
export const QUIET_CALLS = ["/api/page-views", "/api/IncreasePostViewedCount"];
export const OFFLINE_ANSWER_HEADER = "X-Offline";

/**
 * The site's icons, which every page links to (app/root.tsx): kept with the offline page, so that
 * offline a browser that asks for them (Firefox fetches the apple-touch-icon) gets them.
 */
export const SITE_ICONS = { favicon: "/favicon.svg", touch: "/icons/icon-192.png" };

/** The build's asset graph (scripts/build-service-worker.ts), fetched when an article is saved. */
export const ASSET_GRAPH_PATH = "/offline-assets.json";
/**
 * A path that only the catch-all route matches: asked for with a saved page's route manifest, so
 * that offline a link to a page that is not saved still finds a route (whose data request then
 * falls back to the offline page) instead of React Router's bare 404.
 */
const UNSAVED_PAGE_PROBE = "/__offline/not-saved";

/** A saved article, as the reading list and the offline page show it. */
export interface SavedEntry {
  path: string;
  title: string;
  /** The image the card shows (a saved variant). */
  image?: string;
  /** "standard", "video", "audio" or "gallery". */
  postType: string;
  /** Bytes of the article's own files on the device (page, data, images, media). */
  bytes: number;
  savedAt: number;
  /** When the copy was last compared with the site (background refresh). */
  checkedAt: number;
  /** The page's ETag when saved: an unchanged page answers 304. */
  etag?: string;
  /** The hashed assets this copy needs (kept in SAVED_ASSETS while it does). */
  assets: string[];
}

export const savedCacheName = (path: string): string => `${SAVED_PREFIX}${path}`;

/** The article path of a saved cache's name, or undefined for any other cache. */
export function pathOfSavedCache(name: string): string | undefined {
  return name.startsWith(SAVED_PREFIX) ? name.slice(SAVED_PREFIX.length) : undefined;
}

/** React Router's data URL of a page (its single fetch): `/a/b` -> `/a/b.data`, `/` -> `/_root.data`. */
export function dataPathOf(path: string): string {
  const trimmed = path.replace(/\/+$/, "");
  return trimmed === "" ? "/_root.data" : `${trimmed}.data`;
}

/** The page of a data URL's path (the inverse of dataPathOf), or undefined if it is not one. */
export function pagePathOfData(pathname: string): string | undefined {
  if (pathname === "/_root.data") return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : undefined;
}

const ASSET_URL = /\/assets\/[A-Za-z0-9_.-]+\.(?:js|css|woff2|svg)\b/g;
const MEDIA_URL = /\/media\/[A-Za-z0-9_./-]+\.(?:mp3|m4a|ogg|oga|opus|mp4|webm)\b/g;

/** Every hashed asset (script, style, woff2 font, sprite) a page or a stylesheet names, once each. */
export function referencedAssets(text: string): string[] {
  return [...new Set(text.match(ASSET_URL) ?? [])];
}

/** The audio and video files a page names (its player's source, in the page or its data). */
export function referencedMedia(text: string): string[] {
  return [...new Set(text.match(MEDIA_URL) ?? [])];
}

/** The build's asset graph: each asset file name and the asset file names it refers to. */
export interface AssetGraph {
  release: string;
  graph: Record<string, string[]>;
}

/**
 * Every asset the given ones need, themselves included: static and lazy imports, their styles,
 * and the fonts and sprite those refer to (the graph's edges), as `/assets/...` URLs.
 */
export function assetClosure(graph: Record<string, string[]>, roots: string[]): string[] {
  const seen = new Set<string>();
  const stack = roots.map((url) => url.replace(/^\/assets\//, ""));
  while (stack.length) {
    const name = stack.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    stack.push(...(graph[name] ?? []));
  }
  return [...seen].sort().map((name) => `/assets/${name}`);
}

/**
 * The route manifest patches of several saved pages, as one answer to React Router's
 * `/__manifest` request (it adds the routes it does not know and ignores the rest).
 */
export function mergeManifestPatches(patches: Record<string, unknown>[]): Record<string, unknown> {
  return Object.assign({}, ...patches);
}

/** The `/__manifest` request that fetches the route manifest for a saved page. */
export function manifestPathFor(path: string, version: string): string {
  const paths = [...new Set([path, READING_LIST_PATH, UNSAVED_PAGE_PROBE])].sort().join(",");
  return `/__manifest?paths=${encodeURIComponent(paths)}&version=${encodeURIComponent(version)}`;
}
