import { countOf } from "#app/lib/format.ts";
import {
  ASSET_GRAPH_PATH,
  type AssetGraph,
  assetClosure,
  dataPathOf,
  ENTRY_KEY,
  manifestPathFor,
  READING_LIST_PATH,
  referencedAssets,
  referencedMedia,
  SAVE_REQUEST_HEADER,
  SAVED_ASSETS,
  type SavedEntry,
  savedCacheName,
} from "#app/lib/offline.ts";
import { sourceOfVariant } from "#app/lib/responsive-image.ts";
import { announce, markSaved, savedPaths } from "./saved-articles.ts";
import { imagesShownHere } from "./shown-images.ts";

/**
 * Saving an article for offline reading, and removing it (docs/offline.md). Runs in the page,
 * loaded when a reader presses a bookmark: it knows the device's screen, so it keeps each image at
 * the width this device shows it (the browser's own pick from the page's srcset and sizes).
 */

/** What the bookmark knows of the article it saves. */
export interface ArticleToSave {
  href: string;
  title: string;
  postType: string;
}

class SaveError extends Error {}

/** The route manifest's version of this page's build (React Router's client manifest). */
function manifestVersion(): string {
  return (window as { __reactRouterManifest?: { version?: string } }).__reactRouterManifest
    ?.version as string;
}

async function fetchOk(url: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(url, { credentials: "same-origin", ...init });
  if (!response.ok) throw new SaveError(`the site answered ${response.status}`);
  return response;
}

/** Puts the response into the cache, returning its size in bytes. */
async function keep(cache: Cache, url: string, response: Response): Promise<number> {
  const body = await response.clone().arrayBuffer();
  await cache.put(url, response);
  return body.byteLength;
}

/** The asset graph of the build that serves this page. */
async function assetGraph(): Promise<AssetGraph> {
  return (await fetchOk(ASSET_GRAPH_PATH, { cache: "no-cache" })).json();
}

/**
 * Keeps one page: its HTML, its data, its route manifest, its images and media, in the cache given,
 * and its assets in the shared one. Returns its bytes, its ETag and the assets it needs.
 */
async function keepPage(
  path: string,
  cache: Cache,
  graph: AssetGraph,
): Promise<{ bytes: number; etag?: string; assets: string[]; images: string[]; keys: string[] }> {
  const page = await fetchOk(path, { headers: { Accept: "text/html" }, cache: "no-cache" });
  const html = await page.clone().text();
  const data = await fetchOk(dataPathOf(path), { cache: "no-cache" });
  const routes = await fetchOk(manifestPathFor(path, manifestVersion()));
  const doc = new DOMParser().parseFromString(html, "text/html");
  const images = await imagesShownHere(doc);
  const media = referencedMedia(html);

  // The assets: those the page names, everything they import (lazily too), and their fonts.
  const assets = assetClosure(graph.graph, referencedAssets(html));
  const shared = await caches.open(SAVED_ASSETS);
  await Promise.all(
    assets.map(async (url) => {
      if (!(await shared.match(url)))
        await shared.put(url, await fetchOk(url, { headers: { [SAVE_REQUEST_HEADER]: "1" } }));
    }),
  );

  let bytes = 0;
  for (const url of [...images, ...media]) bytes += await keep(cache, url, await fetchOk(url));
  const manifestPath = manifestPathFor(path, manifestVersion());
  bytes += await keep(cache, dataPathOf(path), data);
  bytes += await keep(cache, manifestPath, routes);
  const etag = page.headers.get("ETag") ?? undefined;
  bytes += await keep(cache, path, page);
  const keys = [...images, ...media, dataPathOf(path), manifestPath, path];
  return { bytes, etag, assets, images, keys };
}

/** Drops the shared assets no saved page needs any more. */
async function dropUnusedAssets(): Promise<void> {
  const needed = new Set<string>();
  for (const path of [...(await savedPaths()), READING_LIST_PATH]) {
    const entry = await readEntry(path);
    for (const url of entry?.assets ?? []) needed.add(url);
  }
  const shared = await caches.open(SAVED_ASSETS);
  for (const key of await shared.keys()) {
    if (!needed.has(new URL(key.url).pathname)) await shared.delete(key);
  }
}

/** A saved article's reading-list entry, if it was saved whole. */
async function readEntry(path: string): Promise<SavedEntry | undefined> {
  const hit = await caches.match(ENTRY_KEY, { cacheName: savedCacheName(path) });
  return hit ? ((await hit.json()) as SavedEntry) : undefined;
}

/** Every article saved whole, newest first. */
export async function savedEntries(): Promise<SavedEntry[]> {
  const entries: SavedEntry[] = [];
  for (const path of await savedPaths()) {
    const entry = await readEntry(path);
    if (entry) entries.push(entry);
  }
  return entries.sort((a, b) => b.savedAt - a.savedAt);
}

function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && error.name === "QuotaExceededError";
}

/** Why a save failed, in a reader's words. */
function reasonOf(error: unknown): string {
  if (isQuotaError(error)) return "Not saved: this device has no room left for it";
  if (!navigator.onLine) return "Not saved: you're offline";
  if (error instanceof SaveError) return `Not saved: ${error.message}`;
  return "Not saved: the article could not be downloaded";
}

/** The reading list page, kept with the first save so that it opens offline. */
async function keepReadingList(graph: AssetGraph): Promise<void> {
  const cache = await caches.open(savedCacheName(READING_LIST_PATH));
  const { bytes, assets } = await keepPage(READING_LIST_PATH, cache, graph);
  const entry: SavedEntry = {
    path: READING_LIST_PATH,
    title: "Reading list",
    postType: "page",
    bytes,
    savedAt: Date.now(),
    checkedAt: Date.now(),
    assets,
  };
  await cache.put(ENTRY_KEY, Response.json(entry));
}

/**
 * Saves (or saves again, refreshed) one article. When a first save fails (a quota error
 * included), nothing of it stays.
 */
async function storeArticle(article: ArticleToSave, graph: AssetGraph): Promise<void> {
  const name = savedCacheName(article.href);
  const before = await readEntry(article.href);
  try {
    const cache = await caches.open(name);
    const { bytes, etag, assets, images, keys } = await keepPage(article.href, cache, graph);
    const image =
      images.find((url) => sourceOfVariant(url) !== url && !url.includes("/avatars/")) ?? images[0];
    const entry: SavedEntry = {
      path: article.href,
      title: article.title,
      postType: article.postType,
      image,
      bytes,
      etag,
      savedAt: before?.savedAt ?? Date.now(),
      checkedAt: Date.now(),
      assets,
    };
    // Files of an earlier copy that the new one no longer names (a photo replaced, a release).
    const kept = new Set([...keys, ENTRY_KEY]);
    for (const key of await cache.keys()) {
      const url = new URL(key.url);
      if (!kept.has(url.pathname + url.search)) await cache.delete(key);
    }
    await cache.put(ENTRY_KEY, Response.json(entry));
  } catch (error) {
    // A new save leaves nothing behind; a refresh that failed keeps the copy it had.
    if (!before) await caches.delete(name);
    throw error;
  }
}

/** The bookmark's press: saves the article, or removes it when it is saved. */
export async function toggleSaved(article: ArticleToSave): Promise<boolean> {
  const saved = (await savedPaths()).includes(article.href);
  if (saved) {
    await removeArticle(article.href);
    return false;
  }
  if (typeof caches === "undefined" || !navigator.serviceWorker) {
    announce("Not saved: this browser cannot keep pages for offline reading");
    return false;
  }
  try {
    const first = (await savedPaths()).length === 0;
    // The first save asks the browser to keep what is saved even when space runs low.
    if (first) navigator.storage?.persist?.().catch(() => false);
    const graph = await assetGraph();
    await storeArticle(article, graph);
    markSaved(article.href, true);
    await keepReadingList(graph).catch(() => {});
    announce("Saved for offline reading");
    return true;
  } catch (error) {
    markSaved(article.href, false);
    await dropUnusedAssets().catch(() => {});
    announce(reasonOf(error));
    return false;
  }
}

/** Removes a saved article and every file of it (and shared assets nothing else needs). */
export async function removeArticle(path: string): Promise<void> {
  await caches.delete(savedCacheName(path));
  markSaved(path, false);
  await dropUnusedAssets();
  announce("Removed from your reading list");
}

/** How often a saved article is compared with the site while online. */
const REFRESH_EVERY_MS = 60 * 60 * 1000;

/**
 * Online, after a page has loaded: each saved article not compared for an hour is asked for with
 * its ETag; a changed one (a new text, a new release) is saved again. Returns how many changed.
 */
export async function refreshSavedArticles(now = Date.now()): Promise<number> {
  if (!navigator.onLine) return 0;
  let changed = 0;
  let graph: AssetGraph | undefined;
  for (const entry of await savedEntries()) {
    if (now - entry.checkedAt < REFRESH_EVERY_MS) continue;
    const check = await fetch(entry.path, {
      headers: { Accept: "text/html", ...(entry.etag ? { "If-None-Match": entry.etag } : {}) },
      cache: "no-store",
    }).catch(() => undefined);
    if (!check) return changed;
    if (check.status === 200) {
      graph ??= await assetGraph();
      const article = { href: entry.path, title: entry.title, postType: entry.postType };
      await storeArticle(article, graph).catch(() => {});
      changed += 1;
    } else {
      const cache = await caches.open(savedCacheName(entry.path));
      await cache.put(ENTRY_KEY, Response.json({ ...entry, checkedAt: now }));
    }
  }
  if (changed > 0 && graph) {
    await keepReadingList(graph).catch(() => {});
    await dropUnusedAssets();
    console.info(`Reading list: ${countOf(changed, "saved article")} refreshed`);
  }
  return changed;
}
