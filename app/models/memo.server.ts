import { LRUCache } from "lru-cache";

/**
 * Small read-through caches for data that changes only when content is imported (authors,
 * taxonomies and their post counts): computed at most once a minute per database, and at once
 * after an import in this process (`invalidateModelCaches`). Without it every page would count
 * posts per author and per taxonomy, a scan that grows with the number of posts.
 */
const TTL_MS = 60_000;
/**
 * Keys per database at most, least recently used out first. The keys are few (authors,
 * taxonomies, a count per list filter), but a count's key holds its filter, and the trip finder's
 * filters combine into millions: a flood of distinct ones kept an entry each, for good.
 */
export const MAX_KEYS = 1_000;
type Entry = { generation: number; at: number; value: Promise<unknown> };
const caches = new WeakMap<object, LRUCache<string, Entry>>();
let generation = 0;

export function invalidateModelCaches(): void {
  generation++;
}

export function memoised<T>(db: object, key: string, load: () => Promise<T>): Promise<T> {
  let entries = caches.get(db);
  if (!entries) {
    entries = new LRUCache<string, Entry>({ max: MAX_KEYS });
    caches.set(db, entries);
  }
  const hit = entries.get(key);
  if (hit && hit.generation === generation && Date.now() - hit.at < TTL_MS)
    return hit.value as Promise<T>;
  const value = load();
  const entry = { generation, at: Date.now(), value };
  entries.set(key, entry);
  // A failed load is not remembered.
  value.catch(() => {
    if (entries.peek(key) === entry) entries.delete(key);
  });
  return value;
}

type KeyedEntry<V> = { generation: number; at: number; value: V };

/**
 * The same read-through cache (content generation, a minute), one value per key, for what many
 * lists share: a post's taxonomy links and trip, asked for by every page that shows its card
 * (issue 24: 8 of an article's 13 queries). `load` is asked only for the keys not held, and must
 * answer each of them. At most `max` keys per database, least recently used out first; values
 * are shared between callers, who must not change them.
 */
export class KeyedMemo<V> {
  readonly #caches = new WeakMap<object, LRUCache<string, KeyedEntry<V>>>();
  readonly #max: number;

  constructor(max: number) {
    this.#max = max;
  }

  async get(
    db: object,
    keys: string[],
    load: (missing: string[]) => Promise<Map<string, V>>,
  ): Promise<Map<string, V>> {
    let entries = this.#caches.get(db);
    if (!entries) {
      entries = new LRUCache<string, KeyedEntry<V>>({ max: this.#max });
      this.#caches.set(db, entries);
    }
    const found = new Map<string, V>();
    const missing: string[] = [];
    const now = Date.now();
    for (const key of keys) {
      const hit = entries.get(key);
      if (hit && hit.generation === generation && now - hit.at < TTL_MS) found.set(key, hit.value);
      else missing.push(key);
    }
    if (missing.length === 0) return found;
    const loadedAt = { generation, at: Date.now() };
    const loaded = await load(missing);
    for (const key of missing) {
      const value = loaded.get(key);
      if (value === undefined) throw new Error(`KeyedMemo: no value loaded for ${key}`);
      found.set(key, value);
      entries.set(key, { ...loadedAt, value });
    }
    return found;
  }
}
