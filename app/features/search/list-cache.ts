/**
 * The browser's cache of client-side /api list calls (docs/spec.md#calls, docs/design.md#caching):
 * each response is kept in localStorage under its request path, with a companion timestamp key,
 * and reused while it is younger than one day; older (or unreadable) entries are fetched again
 * and stored.
 */
export const LIST_CACHE_SECONDS = 86_400;

/** The companion key holding when the response under `key` was stored (ms since epoch). */
export function timestampKey(path: string): string {
  return `${path}:timestamp`;
}

export interface ListCacheDeps {
  storage?: Pick<Storage, "getItem" | "setItem" | "removeItem"> | null;
  now?: () => number;
  fetch?: (path: string) => Promise<Response>;
}

/** The cached value under `path` if it is younger than the cache lifetime, else undefined. */
export function readCached<T>(
  path: string,
  storage: Pick<Storage, "getItem">,
  now: number,
): T | undefined {
  const stored = Number(storage.getItem(timestampKey(path)));
  if (!Number.isFinite(stored) || stored <= 0) return undefined;
  const ageSeconds = (now - stored) / 1000;
  if (ageSeconds < 0 || ageSeconds >= LIST_CACHE_SECONDS) return undefined;
  const text = storage.getItem(path);
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

/**
 * GETs a list call through the cache. A fresh cached copy answers without a request; otherwise
 * the response is fetched, stored with the time, and returned. A failed request throws.
 */
export function cachedList<T>(path: string, deps: ListCacheDeps = {}): Promise<T> {
  // Callers asking for the same path at the same time share one request.
  const running = inFlight.get(path);
  if (running) return running as Promise<T>;
  const promise = fetchThroughCache<T>(path, deps).finally(() => inFlight.delete(path));
  inFlight.set(path, promise);
  return promise;
}

const inFlight = new Map<string, Promise<unknown>>();

async function fetchThroughCache<T>(path: string, deps: ListCacheDeps): Promise<T> {
  const storage = deps.storage === undefined ? browserStorage() : deps.storage;
  const now = (deps.now ?? Date.now)();
  if (storage) {
    const hit = readCached<T>(path, storage, now);
    if (hit !== undefined) return hit;
  }
  const doFetch =
    deps.fetch ?? ((p: string) => fetch(p, { headers: { Accept: "application/json" } }));
  const response = await doFetch(path);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  const text = await response.text();
  const value = JSON.parse(text) as T;
  if (storage) {
    try {
      storage.setItem(path, text);
      storage.setItem(timestampKey(path), String(now));
    } catch {
      // Storage full or refused: the answer is still good, just not kept.
      storage.removeItem(path);
      storage.removeItem(timestampKey(path));
    }
  }
  return value;
}

function browserStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}
