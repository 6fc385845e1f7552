import type { IncomingMessage, ServerResponse } from "node:http";
import { LRUCache } from "lru-cache";
import { clientKey } from "#app/lib/client-key.ts";
import type { RenderBudget } from "#app/lib/render-budget.ts";
import { clientAddress } from "../guards/client-address.ts";
import {
  type CachedResponse,
  cachedResponse,
  entryBytes,
  serveEntry,
  tooManyRenders,
} from "./cached-response.ts";
import { ClientShares } from "./client-shares.ts";

/**
 * A background render of a URL into the cache (server/page-cache/render-through.ts renders through
 * the Express app).
 */
export type Refresh = (key: string) => Promise<void>;

/** Background renders of stale pages at once, at most; past it a stale page waits for a slot. */
const MAX_REFRESHES = 4;

/** The share of the cache's bytes one client's pages may hold until another client uses them. */
export const CLIENT_SHARE = 0.1;

/**
 * Anonymous pages (and their client-navigation data) by URL, in memory: bounded by the bytes it
 * really holds (keys, headers, exact-size bodies, a measured overhead), least recently used out
 * first, each entry for a short time so counters in the HTML stay fresh (stale ones purged every
 * few seconds), and all dropped at once when content changes (`invalidate`). Every visitor sees
 * the same page, so nothing per-visitor is ever stored.
 *
 * A URL is keyed by its path and the query parameters its page reads
 * (server/page-cache/page-key.ts), and a miss is rendered from that canonical URL, so unknown
 * parameters make neither entries nor renders. Misses draw on the client's render budget
 * (app/lib/render-budget.ts): past it, 429.
 *
 * A page stored by one client's miss is that client's until another client is served it: one
 * client's pages hold at most CLIENT_SHARE of the bytes, its oldest going first past that, so a
 * client asking for page after distinct page (search terms, say) evicts at most that share of
 * what everyone else reads.
 */
export class PageCache {
  readonly #entries: LRUCache<string, CachedResponse>;
  readonly #canonicalUrl: (url: string) => string;
  readonly #renders: RenderBudget | undefined;
  readonly #purge: NodeJS.Timeout | undefined;
  readonly #freshMs: number;
  readonly #renderable: () => boolean;
  readonly #refreshing = new Map<string, Promise<void>>();
  readonly #shares: ClientShares;
  #refresh: Refresh | undefined;
  /** Bumped when content changes: entries carry the version their render began at. */
  version = 0;
  hits = 0;
  /** Background renders started (stale pages and renewals after a content change). */
  refreshes = 0;
  misses = 0;
  /** Misses refused with 429 (the client's render budget was spent). */
  refused = 0;

  readonly enabled: boolean;
  readonly maxBytes: number;

  constructor(
    options: {
      maxBytes?: number;
      ttlMs?: number;
      enabled?: boolean;
      /**
       * How long past `ttlMs` an entry is kept to be served while `fresh()` is false (the
       * database is away), as a CDN's stale-if-error; then purged. Default 10 minutes.
       */
      staleMs?: number;
      /** False while pages cannot be rendered (database outage): stale entries are served. */
      renderable?: () => boolean;
      /** The key (and render URL) of a URL: server/page-cache/page-key.ts. Default: the URL itself. */
      canonicalUrl?: (url: string) => string;
      renders?: RenderBudget;
      /** What the entries' lifetimes are timed by (lru-cache's `perf`). Default: `performance`. */
      clock?: { now(): number };
      /** The share of `maxBytes` one client's own entries may hold. Default: CLIENT_SHARE. */
      clientShare?: number;
    } = {},
  ) {
    this.enabled = options.enabled ?? true;
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.#canonicalUrl = options.canonicalUrl ?? ((url) => url);
    this.#renders = options.renders;
    const ttl = options.ttlMs ?? 60_000;
    this.#freshMs = ttl;
    this.#renderable = options.renderable ?? (() => true);
    this.#shares = new ClientShares(this.maxBytes * (options.clientShare ?? CLIENT_SHARE), (key) =>
      this.#entries.delete(key),
    );
    this.#entries = new LRUCache<string, CachedResponse>({
      maxSize: this.maxBytes,
      sizeCalculation: (entry, key) => entryBytes(key, entry),
      // Kept past freshness only to be served while the database is away; purged below after.
      ttl: ttl + (options.staleMs ?? 10 * 60_000),
      allowStale: false,
      // However an entry goes (evicted, expired, replaced, deleted), its owner no longer holds it.
      dispose: (entry, key) => this.#shares.release(entry, key),
      ...(options.clock ? { perf: options.clock } : {}),
    });
    if (this.enabled) {
      this.#purge = setInterval(
        () => this.#entries.purgeStale(),
        Math.min(Math.max(ttl / 4, 1_000), 15_000),
      );
      this.#purge.unref();
    }
  }

  /** The cache key of a request that may be cached, else undefined. */
  keyFor(req: IncomingMessage): string | undefined {
    if (!this.enabled || !PageCache.isPage(req)) return undefined;
    return this.#canonicalUrl(req.url ?? "/");
  }

  /**
   * Only GET and HEAD of page and data URLs, never the API, assets, media, image variants or
   * React Router's own endpoints (`/__manifest?paths=&version=`, route discovery).
   */
  static isPage(req: IncomingMessage): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    return PageCache.isPageUrl(req.url ?? "/");
  }

  /** A page or its data, whatever the method: not the API, assets, media, variants or `/__`. */
  static isPageUrl(url: string): boolean {
    return !(/^\/(api|assets|media|img)\//.test(url) || /^\/(favicon|__)/.test(url));
  }

  /**
   * Answers a hit straight from memory (before Express). A page past its freshness is still
   * answered (`X-Cache: STALE`) while one background render per URL refreshes it (`rendersWith`),
   * or while no page can be rendered (a database outage). On a miss, and on any other method's
   * request to a page: 429 when the client has spent its render budget, else false, with a miss's
   * URL made canonical for the render.
   */
  tryServe(req: IncomingMessage, res: ServerResponse): boolean {
    // A form's POST to a page renders it too (its result, a validation error, a 404), whatever
    // its input: it draws on the same budget as a miss, and is never cached. OPTIONS renders
    // nothing (server/guards/methods.ts answers it).
    if (this.enabled && !PageCache.isPage(req) && req.method !== "OPTIONS") {
      return PageCache.isPageUrl(req.url ?? "/") && this.#overBudget(req, res);
    }
    const key = this.keyFor(req);
    if (key === undefined) return false;
    const entry = this.#entries.get(key);
    if (entry) {
      const fresh = Date.now() - entry.storedAt < this.#freshMs;
      const renderable = fresh || this.#renderable();
      if (fresh || !renderable || this.#refresh) {
        this.hits++;
        entry.hits++;
        if (entry.owner !== undefined && entry.owner !== clientKey(clientAddress(req))) {
          this.#shares.release(entry, key);
        }
        if (!fresh && renderable) this.refresh(key);
        serveEntry(req, res, entry, fresh);
        return true;
      }
    }
    this.misses++;
    if (this.#overBudget(req, res)) return true;
    req.url = key;
    return false;
  }

  /** Takes one render from the client's budget; past it, answers 429 (and says true). */
  #overBudget(req: IncomingMessage, res: ServerResponse): boolean {
    const wait = this.#renders?.take(clientAddress(req)) ?? 0;
    if (wait === 0) return false;
    this.refused++;
    tooManyRenders(res, wait);
    return true;
  }

  /**
   * How stale pages are rendered again in the background: without it (unit tests) a stale page
   * is a miss, rendered for the visitor who asked.
   */
  rendersWith(refresh: Refresh): void {
    this.#refresh = refresh;
  }

  /**
   * Renders `key` again in the background, once however many ask while it runs, at most
   * MAX_REFRESHES at a time (past that, false: the stale entry is served until a slot is free). The
   * render stores itself through the normal path (server/page-cache/buffered-responses.ts); one
   * that fails leaves the stale entry to be served until it expires.
   */
  refresh(key: string): Promise<void> | false {
    const running = this.#refreshing.get(key);
    if (running) return running;
    if (!this.#refresh || this.#refreshing.size >= MAX_REFRESHES) return false;
    this.refreshes++;
    const done = this.#refresh(key)
      .catch((error) => console.error(`Background render of ${key} failed:`, error))
      .finally(() => this.#refreshing.delete(key));
    this.#refreshing.set(key, done);
    return done;
  }

  /**
   * Stores a rendered page. `owner`: the client whose miss rendered it, undefined for a
   * background render, which leaves the page whose it was; a page another client has is shared.
   */
  store(
    key: string,
    status: number,
    headers: Record<string, string>,
    identity: Buffer,
    generation = this.version,
    owner?: string,
  ): CachedResponse {
    const entry = cachedResponse(status, headers, identity, generation);
    // A render that began before a content change does not replace what was rendered after it.
    const current = this.#entries.peek(key);
    if (current && current.generation > generation) return entry;
    const kept =
      owner === undefined || current === undefined || current.owner === owner
        ? (owner ?? current?.owner)
        : undefined;
    // An entry larger than the whole cache is not stored (lru-cache): it is no one's either.
    if (kept !== undefined && entryBytes(key, entry) <= this.maxBytes)
      this.#shares.own(kept, key, entry);
    this.#entries.set(key, entry);
    return entry;
  }

  /** Drops every entry at once (an import in this process, before it serves). */
  invalidate(): void {
    this.#entries.clear();
    this.version++;
  }

  /**
   * After content changed under a running server (an import by another process): renders the
   * `limit` most visited pages again, a few at a time, while the old entries are still served,
   * then drops every entry rendered before the change. The first visitors after a publish meet
   * the new pages already rendered, or old ones, never a cold cache. Returns how many pages were
   * rendered again and how many old entries were dropped.
   */
  async renewAfterChange(limit = 50): Promise<{ renewed: number; dropped: number }> {
    const generation = ++this.version;
    if (!this.#refresh) {
      const dropped = this.#entries.size;
      this.#entries.clear();
      return { renewed: 0, dropped };
    }
    const top = [...this.#entries.entries()]
      .sort(([, a], [, b]) => b.hits - a.hits)
      .slice(0, limit)
      .map(([key]) => key);
    let renewed = 0;
    const queue = [...top];
    const worker = async () => {
      for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
        try {
          await this.#refresh?.(key);
          if ((this.#entries.peek(key)?.generation ?? -1) >= generation) renewed++;
        } catch (error) {
          console.error(`Rendering ${key} after a content change failed:`, error);
        }
      }
    };
    await Promise.all([worker(), worker()]);
    let dropped = 0;
    for (const [key, entry] of [...this.#entries.entries()]) {
      if (entry.generation < generation) {
        this.#entries.delete(key);
        dropped++;
      }
    }
    return { renewed, dropped };
  }

  /**
   * After a change that shows on the pages holding `marker` (a post's path: its article, and the
   * lists whose cards show its comment count): renders the `limit` most visited of them again and
   * drops the rest, leaving every other page alone. Returns how many were rendered and dropped.
   */
  async renewShowing(marker: string, limit = 20): Promise<{ renewed: number; dropped: number }> {
    const needle = Buffer.from(marker);
    const showing = [...this.#entries.entries()]
      .filter(([, entry]) => entry.identity.includes(needle))
      .sort(([, a], [, b]) => b.hits - a.hits)
      .map(([key, entry]) => ({ key, storedAt: entry.storedAt }));
    let renewed = 0;
    for (const { key, storedAt } of showing.slice(0, this.#refresh ? limit : 0)) {
      try {
        await this.#refresh?.(key);
        if ((this.#entries.peek(key)?.storedAt ?? storedAt) !== storedAt) renewed++;
      } catch (error) {
        console.error(`Rendering ${key} after a comment changed failed:`, error);
      }
    }
    let dropped = 0;
    for (const { key, storedAt } of showing) {
      if (this.#entries.peek(key)?.storedAt === storedAt && this.#entries.delete(key)) dropped++;
    }
    return { renewed, dropped };
  }

  /** Stops the purge timer (tests; the timer never keeps the process alive anyway). */
  close(): void {
    clearInterval(this.#purge);
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The bytes the entries hold, as counted against `maxBytes`. */
  get bytes(): number {
    return this.#entries.calculatedSize;
  }

  /** Each entry with its key (tests: what the cache really holds). */
  *entries(): Generator<[string, CachedResponse]> {
    yield* this.#entries.entries();
  }
}
