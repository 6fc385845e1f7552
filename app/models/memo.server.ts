/**
 * Small read-through caches for data that changes only when content is imported (authors,
 * taxonomies and their post counts): computed at most once a minute per database, and at once
 * after an import in this process (`invalidateModelCaches`). Without it every page would count
 * posts per author and per taxonomy, a scan that grows with the number of posts.
 */
const TTL_MS = 60_000;
const caches = new WeakMap<
  object,
  Map<string, { generation: number; at: number; value: Promise<unknown> }>
>();
let generation = 0;

export function invalidateModelCaches(): void {
  generation++;
}

export function memoised<T>(db: object, key: string, load: () => Promise<T>): Promise<T> {
  let entries = caches.get(db);
  if (!entries) {
    entries = new Map();
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
    if (entries.get(key) === entry) entries.delete(key);
  });
  return value;
}
