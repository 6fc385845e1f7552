import type { IncomingMessage, ServerResponse } from "node:http";
import { LRUCache } from "lru-cache";
import { clientAddress } from "./client-address.ts";
import { compress, etagOf, writeBody } from "./encoded-body.ts";
import type { RenderBudget } from "./render-budget.ts";
import { BASE_SECURITY_HEADERS, NON_HTML_CSP } from "./security-headers.ts";

/** A response stored once and served many times, compressed once per encoding. */
export interface CachedResponse {
  status: number;
  headers: Record<string, string>;
  etag: string;
  /** Date.now() when stored: fresh for the cache's ttl, then served only during an outage. */
  storedAt: number;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/**
 * The bytes in a buffer of their own, exactly as large as they are. zlib's sync output is a view
 * of its 16 KiB work buffer (a 300-byte gzip body kept 16 KiB alive), and small buffers from
 * Buffer.concat or Buffer.from are views of Node's shared 8 KiB pool: a cache that keeps them
 * keeps all of that.
 */
export function exactSize(buf: Buffer): Buffer {
  if (buf.byteOffset === 0 && buf.buffer.byteLength === buf.byteLength) return buf;
  const own = new ArrayBuffer(buf.byteLength);
  new Uint8Array(own).set(buf);
  return Buffer.from(own);
}

/** Bytes of a string in V8's heap (one byte a character, two when it holds any beyond Latin-1). */
function stringBytes(s: string): number {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the Latin-1 range starts at \u0000.
  return /[^\u0000-\u00ff]/.test(s) ? 2 * s.length : s.length;
}

/**
 * What one entry costs beyond its strings' and bodies' bytes: the entry and headers objects, V8
 * string headers, three Buffers with their ArrayBuffers and native backing stores, lru-cache's
 * slots. Measured with 50,000 small entries: ~0.7 KB more on the V8 heap and in array buffers
 * after a GC (server/page-cache.test.ts checks the count covers that), while RSS grew ~2.3 KB an
 * entry beyond the bodies and strings (the allocator's share too); counted as 2 KB.
 */
export const ENTRY_OVERHEAD_BYTES = 2048;

/** The bytes an entry holds, as the cache's bound counts them. */
export function entryBytes(key: string, entry: CachedResponse): number {
  let bytes = ENTRY_OVERHEAD_BYTES + stringBytes(key) + stringBytes(entry.etag);
  for (const [name, value] of Object.entries(entry.headers)) {
    bytes += stringBytes(name) + stringBytes(value);
  }
  return bytes + entry.identity.byteLength + entry.gzip.byteLength + entry.br.byteLength;
}

/**
 * Anonymous pages (and their client-navigation data) by URL, in memory: bounded by the bytes it
 * really holds (keys, headers, exact-size bodies, a measured overhead), least recently used out
 * first, each entry for a short time so counters in the HTML stay fresh (stale ones purged every
 * few seconds), and all dropped at once when content changes (`invalidate`). Every visitor sees
 * the same page, so nothing per-visitor is ever stored.
 *
 * A URL is keyed by its path and the query parameters its page reads (server/page-key.ts), and a
 * miss is rendered from that canonical URL, so unknown parameters make neither entries nor
 * renders. Misses draw on the client's render budget (server/render-budget.ts): past it, 429.
 */
export class PageCache {
  readonly #entries: LRUCache<string, CachedResponse>;
  readonly #canonicalUrl: (url: string) => string;
  readonly #renders: RenderBudget | undefined;
  readonly #purge: NodeJS.Timeout | undefined;
  readonly #freshMs: number;
  readonly #renderable: () => boolean;
  version = 0;
  hits = 0;
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
      /** The key (and render URL) of a URL: server/page-key.ts. Default: the URL itself. */
      canonicalUrl?: (url: string) => string;
      renders?: RenderBudget;
    } = {},
  ) {
    this.enabled = options.enabled ?? true;
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.#canonicalUrl = options.canonicalUrl ?? ((url) => url);
    this.#renders = options.renders;
    const ttl = options.ttlMs ?? 60_000;
    this.#freshMs = ttl;
    this.#renderable = options.renderable ?? (() => true);
    this.#entries = new LRUCache<string, CachedResponse>({
      maxSize: this.maxBytes,
      sizeCalculation: (entry, key) => entryBytes(key, entry),
      // Kept past freshness only to be served while the database is away; purged below after.
      ttl: ttl + (options.staleMs ?? 10 * 60_000),
      allowStale: false,
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
    const url = req.url ?? "/";
    return !(/^\/(api|assets|media|img)\//.test(url) || /^\/(favicon|__)/.test(url));
  }

  /**
   * Answers a hit straight from memory (before Express). On a miss: 429 when the client has spent
   * its render budget, else false, with the request's URL made canonical for the render.
   */
  tryServe(req: IncomingMessage, res: ServerResponse): boolean {
    const key = this.keyFor(req);
    if (key === undefined) return false;
    const entry = this.#entries.get(key);
    const fresh = entry !== undefined && Date.now() - entry.storedAt < this.#freshMs;
    // Past its freshness, an entry is served only while no page can be rendered (an outage).
    if (entry && (fresh || !this.#renderable())) {
      this.hits++;
      for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) res.setHeader(name, value);
      res.setHeader("X-Cache", fresh ? "HIT" : "STALE");
      writeBody(req, res, entry, (encoding) => entry[encoding]);
      return true;
    }
    this.misses++;
    const wait = this.#renders?.take(clientAddress(req)) ?? 0;
    if (wait > 0) {
      this.refused++;
      tooManyRenders(res, wait);
      return true;
    }
    req.url = key;
    return false;
  }

  store(
    key: string,
    status: number,
    headers: Record<string, string>,
    identity: Buffer,
  ): CachedResponse {
    const body = exactSize(identity);
    const entry: CachedResponse = {
      status,
      headers,
      etag: etagOf(body),
      storedAt: Date.now(),
      identity: body,
      gzip: exactSize(compress(body, "gzip", "stored")),
      br: exactSize(compress(body, "br", "stored")),
    };
    this.#entries.set(key, entry);
    return entry;
  }

  invalidate(): void {
    this.#entries.clear();
    this.version++;
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

function tooManyRenders(res: ServerResponse, seconds: number): void {
  for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) res.setHeader(name, value);
  res.statusCode = 429;
  res.setHeader("Content-Security-Policy", NON_HTML_CSP);
  res.setHeader("Retry-After", String(seconds));
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.end(`Too many pages requested at once: please wait ${seconds} s and try again.\n`);
}
