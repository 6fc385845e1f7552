/**
 * The service worker (docs/offline.md), bundled by scripts/build-service-worker.ts into
 * build/client/sw.js and registered after the page has loaded (./register.ts).
 *
 * Online, every page and every piece of data comes from the network as without it: it only keeps
 * the hashed assets once fetched (they never change under a name) and serves a saved article's
 * audio or video from the device. When the network fails: a saved page, its data and its route
 * manifest from the device; any other page the "You're offline" page; any other data a document
 * reload (which lands on one of those two).
 */
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { enable as enableNavigationPreload } from "workbox-navigation-preload";
import { createPartialResponse } from "workbox-range-requests";
import { registerRoute } from "workbox-routing";
import { CacheFirst } from "workbox-strategies";
import {
  ASSETS_CACHE,
  ENTRY_KEY,
  mergeManifestPatches,
  OFFLINE_ANSWER_HEADER,
  OFFLINE_PAGE_PATH,
  OFFLINE_PAGE_PREFIX,
  pagePathOfData,
  QUIET_CALLS,
  referencedAssets,
  SAVE_REQUEST_HEADER,
  SAVED_ASSETS,
  SAVED_PREFIX,
  SITE_ICONS,
} from "#app/lib/offline.ts";
import { sourceOfVariant } from "#app/lib/responsive-image.ts";

/** This build's id (scripts/build-service-worker.ts): a new release is a new worker. */
declare const RELEASE: string;

// The few service-worker types used here (the project compiles against the DOM's types).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerScope {
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
}
const worker = self as unknown as WorkerScope;

const OFFLINE_PAGE_CACHE = `${OFFLINE_PAGE_PREFIX}${RELEASE}`;

// A new release takes over at once: pages are never served from here while online and assets are
// hashed, so no open page can be left holding a stale mix, and nothing needs reloading.
worker.skipWaiting();
clientsClaim();
// Navigations start while the worker boots (no delay added to a page load), except in Firefox:
// there a navigation whose preload fails (offline) ends on Firefox's own "Unable to connect" page,
// whatever the worker answers (tests/engines: a saved article at any other URL than one in the
// HTTP cache, a page never visited). It is turned off there, also for a worker that had it on.
// ("like Gecko" in other engines' user agents; "Gecko/<date>" only in Gecko's.)
const GECKO = /\bGecko\/\d/.test(navigator.userAgent);
if (!GECKO) enableNavigationPreload();
else
  worker.addEventListener("activate", (event) =>
    event.waitUntil(
      (
        self as unknown as { registration: ServiceWorkerRegistration }
      ).registration.navigationPreload
        ?.disable()
        .catch(() => undefined) ?? Promise.resolve(),
    ),
  );

/** The offline page and what it needs to look right: its styles, their fonts, the site's icons. */
async function keepOfflinePage(): Promise<void> {
  const cache = await caches.open(OFFLINE_PAGE_CACHE);
  const page = await fetch(OFFLINE_PAGE_PATH, { cache: "no-store" });
  if (!page.ok) throw new Error(`${OFFLINE_PAGE_PATH}: HTTP ${page.status}`);
  const styles = referencedAssets(await page.clone().text()).filter((url) => url.endsWith(".css"));
  const fonts = await Promise.all(
    styles.map(async (url) => {
      const style = await fetch(url);
      await cache.put(url, style.clone());
      return referencedAssets(await style.text());
    }),
  );
  await cache.addAll([...new Set(fonts.flat()), ...Object.values(SITE_ICONS)]);
  await cache.put(OFFLINE_PAGE_PATH, page);
}

worker.addEventListener("install", (event) => event.waitUntil(keepOfflinePage()));

worker.addEventListener("activate", (event) =>
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(OFFLINE_PAGE_PREFIX) && name !== OFFLINE_PAGE_CACHE)
            .map((name) => caches.delete(name)),
        ),
      ),
  ),
);

/** The names of the saved articles' caches. */
async function savedCaches(): Promise<string[]> {
  return (await caches.keys()).filter((name) => name.startsWith(SAVED_PREFIX));
}

/** The first saved copy of a URL (exact, or ignoring its query), in the saved articles' caches. */
async function savedCopy(url: string, ignoreSearch = false): Promise<Response | undefined> {
  for (const name of await savedCaches()) {
    const hit = await (await caches.open(name)).match(url, { ignoreSearch });
    if (hit) return hit;
  }
  return undefined;
}

/** A data request React Router answers with a document load of `path` (see its single fetch). */
function reloadDocument(path: string): Response {
  return new Response(null, {
    status: 204,
    headers: { "X-Remix-Redirect": path, "X-Remix-Reload-Document": "true" },
  });
}

const offlinePage = async () =>
  (await caches.match(OFFLINE_PAGE_PATH, { cacheName: OFFLINE_PAGE_CACHE })) ?? Response.error();

// Hashed assets: a saved page's copy, else the network once, then the device (they never change).
const assets = new CacheFirst({
  cacheName: ASSETS_CACHE,
  plugins: [
    new ExpirationPlugin({
      maxEntries: 400,
      maxAgeSeconds: 60 * 24 * 3600,
      purgeOnQuotaError: true,
    }),
  ],
});
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/assets/"),
  async (options) =>
    (await caches.match(options.request, { cacheName: SAVED_ASSETS })) ??
    (await caches.match(options.request, { cacheName: OFFLINE_PAGE_CACHE })) ??
    // A save keeps its own copy (in SAVED_ASSETS): not a second one here.
    (options.request.headers.has(SAVE_REQUEST_HEADER)
      ? fetch(options.request)
      : assets.handle(options)),
);

// Pages: the network (the preloaded response when there is one); offline, the saved copy or the
// offline page.
registerRoute(
  ({ request }) => request.mode === "navigate",
  async ({ request, event }) => {
    try {
      const preloaded = await (event as unknown as { preloadResponse?: Promise<Response> })
        .preloadResponse;
      return preloaded ?? (await fetch(request));
    } catch {
      const url = new URL(request.url);
      return (await savedCopy(url.pathname)) ?? (await offlinePage());
    }
  },
);

// React Router's data of a page (client-side navigation): offline, the saved copy (whatever
// routes it asked for: the copy has them all), else a document load of the page.
registerRoute(
  ({ url, sameOrigin, request }) =>
    sameOrigin && request.method === "GET" && pagePathOfData(url.pathname) !== undefined,
  async ({ request, url }) => {
    try {
      return await fetch(request);
    } catch {
      const path = pagePathOfData(url.pathname)!;
      return (await savedCopy(url.pathname, true)) ?? reloadDocument(path);
    }
  },
);

// React Router's route discovery: offline, the routes of every saved page of this release.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname === "/__manifest",
  async ({ request, url }) => {
    try {
      return await fetch(request);
    } catch {
      const version = url.searchParams.get("version");
      const patches: Record<string, unknown>[] = [];
      for (const name of await savedCaches()) {
        for (const key of await (await caches.open(name)).keys()) {
          const saved = new URL(key.url);
          if (saved.pathname !== "/__manifest" || saved.searchParams.get("version") !== version)
            continue;
          const copy = await caches.match(key, { cacheName: name });
          if (copy) patches.push(await copy.json());
        }
      }
      if (patches.length === 0)
        return new Response(null, { status: 204, headers: { "X-Remix-Reload-Document": "true" } });
      return Response.json(mergeManifestPatches(patches));
    }
  },
);

// The page's own calls (the page-view beacon, the view count): offline, a quiet answer of our own
// instead of a failed request the browser would log.
const quietCall = async ({ request }: { request: Request }) => {
  try {
    return await fetch(request);
  } catch {
    return new Response(null, { status: 503, headers: { [OFFLINE_ANSWER_HEADER]: "1" } });
  }
};
const isQuietCall = ({ url, sameOrigin }: { url: URL; sameOrigin: boolean }) =>
  sameOrigin && QUIET_CALLS.includes(url.pathname);
registerRoute(isQuietCall, quietCall, "GET");
registerRoute(isQuietCall, quietCall, "POST");

// A saved article's audio or video: from the device, in the ranges the player asks for.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/media/"),
  async ({ request }) => {
    const copy = await savedCopy(new URL(request.url).pathname);
    if (!copy) return fetch(request);
    return request.headers.has("range") ? createPartialResponse(request, copy) : copy;
  },
);

// Images (resized photos, the logo, the icons): the network; offline, the saved copy, or another
// saved variant of the same photo (a rotated phone asks for another width than the one saved), or
// the icons kept with the offline page.
registerRoute(
  ({ request, sameOrigin }) => sameOrigin && request.destination === "image",
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const url = new URL(request.url);
      const exact = await savedCopy(url.pathname);
      if (exact) return exact;
      const source = sourceOfVariant(url.pathname);
      for (const name of await savedCaches()) {
        const cache = await caches.open(name);
        for (const key of await cache.keys()) {
          if (key.url.endsWith(ENTRY_KEY)) continue;
          if (sourceOfVariant(new URL(key.url).pathname) === source) {
            const copy = await cache.match(key);
            if (copy) return copy;
          }
        }
      }
      const icon = await caches.match(request, { cacheName: OFFLINE_PAGE_CACHE });
      if (icon) return icon;
      throw error;
    }
  },
);
