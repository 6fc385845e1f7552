import { type CachedResponse, entryBytes } from "./cached-response.ts";

/**
 * The page cache's entries by the client whose miss stored them (server/page-cache/page-cache.ts):
 * each client's own entries hold at most `maxBytes`, its oldest evicted first. An entry stops being
 * a client's when it goes from the cache or another client is served it (`release`).
 */
export class ClientShares {
  /** Per client, its entries by key (oldest stored first), with their bytes. */
  readonly #owned = new Map<string, Map<string, { entry: CachedResponse; bytes: number }>>();
  readonly #maxBytes: number;
  /** Removes an entry from the cache (whose disposal then calls `release`). */
  readonly #evict: (key: string) => void;

  constructor(maxBytes: number, evict: (key: string) => void) {
    this.#maxBytes = maxBytes;
    this.#evict = evict;
  }

  /**
   * Makes room among the client's own entries (its oldest go) for one more, then counts it as
   * theirs; an entry larger than the whole share is still stored, alone.
   */
  own(owner: string, key: string, entry: CachedResponse): void {
    const bytes = entryBytes(key, entry);
    const owned = this.#owned.get(owner) ?? new Map();
    let total = bytes;
    for (const [other, held] of owned) if (other !== key) total += held.bytes;
    for (const [oldest, held] of [...owned]) {
      if (total <= this.#maxBytes) break;
      if (oldest === key) continue;
      total -= held.bytes;
      this.#evict(oldest);
      // Its disposal has released it already; so should a key the cache no longer holds.
      owned.delete(oldest);
    }
    entry.owner = owner;
    // Re-inserted: the oldest first, this one last.
    owned.delete(key);
    owned.set(key, { entry, bytes });
    this.#owned.set(owner, owned);
  }

  /** The entry is no longer its owner's (gone, or served to another client). */
  release(entry: CachedResponse, key: string): void {
    const owner = entry.owner;
    if (owner === undefined) return;
    entry.owner = undefined;
    const owned = this.#owned.get(owner);
    // Only this entry: a newer one of the same key may be the owner's already.
    if (owned?.get(key)?.entry !== entry) return;
    owned.delete(key);
    if (owned.size === 0) this.#owned.delete(owner);
  }
}
