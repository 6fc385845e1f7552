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
