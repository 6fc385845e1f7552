import { useSyncExternalStore } from "react";
import {
  ENTRY_KEY,
  pathOfSavedCache,
  READING_LIST_PATH,
  savedCacheName,
} from "#app/lib/offline.ts";

/**
 * Which articles this device keeps for offline reading (docs/offline.md), for the bookmarks of
 * every page: the names of the saved articles' caches, read once after the page has hydrated and
 * kept current by the saves and removals of this page. The work itself (saving, removing) is in
 * ./save-article.ts, loaded when a reader presses a bookmark.
 */
let saved: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();
let loading: Promise<void> | undefined;

function publish(next: ReadonlySet<string>): void {
  saved = next;
  for (const listener of listeners) listener();
}

/**
 * The article paths the device keeps: a cache per article, named after its path, saved whole (its
 * reading-list entry is written last: a save still running, or cut short by a closed tab, is not
 * one).
 */
export async function savedPaths(): Promise<string[]> {
  if (typeof caches === "undefined") return [];
  const paths = (await caches.keys())
    .map(pathOfSavedCache)
    .filter((path): path is string => path !== undefined && path !== READING_LIST_PATH);
  const whole = await Promise.all(
    paths.map((path) => caches.match(ENTRY_KEY, { cacheName: savedCacheName(path) })),
  );
  return paths.filter((_, i) => whole[i] !== undefined);
}

/** Reads the saved articles once (later calls wait for the same read). */
export function loadSavedArticles(): Promise<void> {
  loading ??= savedPaths().then(
    (paths) => publish(new Set(paths)),
    () => {},
  );
  return loading;
}

/** After a save or a removal on this page. */
export function markSaved(path: string, isSaved: boolean): void {
  const next = new Set(saved);
  if (isSaved) next.add(path);
  else next.delete(path);
  publish(next);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether this device keeps the article (false on the server and until the first read). */
export function useIsSaved(path: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => saved.has(path),
    () => false,
  );
}

/** Every saved article's path (empty on the server and until the first read). */
export function useSavedPaths(): ReadonlySet<string> {
  return useSyncExternalStore(
    subscribe,
    () => saved,
    () => saved,
  );
}

/** The one short message of the saves and removals ("Saved for offline reading"), shown by <OfflineMessage>. */
let message: { text: string; at: number } | undefined;
const messageListeners = new Set<() => void>();

export function announce(text: string): void {
  message = { text, at: Date.now() };
  for (const listener of messageListeners) listener();
}

export function useOfflineMessage(): { text: string; at: number } | undefined {
  return useSyncExternalStore(
    (listener) => {
      messageListeners.add(listener);
      return () => messageListeners.delete(listener);
    },
    () => message,
    () => undefined,
  );
}
