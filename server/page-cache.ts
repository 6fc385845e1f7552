import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import zlib from "node:zlib";
import { LRUCache } from "lru-cache";
import { type Encoding, negotiateEncoding } from "../app/lib/accept-encoding.ts";
import { BASE_SECURITY_HEADERS } from "./security-headers.ts";

export { type Encoding, negotiateEncoding };

/** A response stored once and served many times, compressed once per encoding. */
export interface CachedResponse {
  status: number;
  headers: Record<string, string>;
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/**
 * Compression levels. A stored page is compressed once and served many times: Brotli 5 (about
 * gzip -9's size at a fraction of q11's cost). A response made for one request (JSON, a page
 * that is not cached) pays per request: Brotli 3 and gzip 4 take ~40% of the time for ~13% more
 * bytes (a 143 KB article page: 1.3 ms and 21.4 KB instead of 3.3 ms and 18.9 KB).
 */
const LEVELS = {
  stored: { br: 5, gzip: 6 },
  once: { br: 3, gzip: 4 },
} as const;

export function etagOf(body: Buffer): string {
  return `"${createHash("sha1").update(body).digest("base64url").slice(0, 27)}"`;
}

export function compress(
  body: Buffer,
  encoding: Encoding,
  use: keyof typeof LEVELS = "once",
): Buffer {
  const level = LEVELS[use];
  if (encoding === "br") {
    return zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: level.br },
    });
  }
  if (encoding === "gzip") return zlib.gzipSync(body, { level: level.gzip });
  return body;
}

/** Does the client's If-None-Match name this ETag? */
export function isFresh(req: IncomingMessage, etag: string): boolean {
  const header = req.headers["if-none-match"];
  if (!header) return false;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/**
 * Writes a stored or freshly made response: 304 when the client has it, else the body in the
 * best encoding it accepts.
 */
export function writeBody(
  req: IncomingMessage,
  res: ServerResponse,
  entry: { status: number; headers: Record<string, string>; etag: string },
  body: (encoding: Encoding) => Buffer,
): void {
  for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value);
  res.setHeader("ETag", entry.etag);
  res.setHeader("Vary", "Accept-Encoding");
  if (entry.status === 200 && isFresh(req, entry.etag)) {
    res.removeHeader("Content-Length");
    res.statusCode = 304;
    res.end();
    return;
  }
  const encoding = negotiateEncoding(req.headers["accept-encoding"] as string | undefined);
  const bytes = body(encoding);
  res.statusCode = entry.status;
  if (encoding === "identity") res.removeHeader("Content-Encoding");
  else res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", bytes.length);
  res.end(req.method === "HEAD" ? undefined : bytes);
}

/**
 * Anonymous pages (and their client-navigation data) by URL, in memory: bounded by bytes, least
 * recently used out first, each entry for a short time so counters in the HTML stay fresh, and all
 * dropped at once when content changes (`invalidate`). Every visitor sees the same page, so
 * nothing per-visitor is ever stored.
 */
export class PageCache {
  readonly #entries: LRUCache<string, CachedResponse>;
  version = 0;
  hits = 0;
  misses = 0;

  readonly enabled: boolean;

  constructor(options: { maxBytes?: number; ttlMs?: number; enabled?: boolean } = {}) {
    this.enabled = options.enabled ?? true;
    this.#entries = new LRUCache<string, CachedResponse>({
      maxSize: options.maxBytes ?? 64 * 1024 * 1024,
      sizeCalculation: (e) => e.identity.length + e.gzip.length + e.br.length + 512,
      ttl: options.ttlMs ?? 60_000,
    });
  }

  /** The cache key of a request that may be cached, else undefined. */
  keyFor(req: IncomingMessage): string | undefined {
    return this.enabled ? PageCache.keyFor(req) : undefined;
  }

  /** Only GET and HEAD of page and data URLs, never the API, assets, media or image variants. */
  static keyFor(req: IncomingMessage): string | undefined {
    if (req.method !== "GET" && req.method !== "HEAD") return undefined;
    const url = req.url ?? "/";
    if (/^\/(api|assets|media|img)\//.test(url) || url.startsWith("/favicon")) return undefined;
    return url;
  }

  /** Answers a hit straight from memory (before Express); false on a miss. */
  tryServe(req: IncomingMessage, res: ServerResponse): boolean {
    const key = this.keyFor(req);
    const entry = key ? this.#entries.get(key) : undefined;
    if (!entry) {
      if (key) this.misses++;
      return false;
    }
    this.hits++;
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) res.setHeader(name, value);
    res.setHeader("X-Cache", "HIT");
    writeBody(req, res, entry, (encoding) => entry[encoding]);
    return true;
  }

  store(
    key: string,
    status: number,
    headers: Record<string, string>,
    identity: Buffer,
  ): CachedResponse {
    const entry: CachedResponse = {
      status,
      headers,
      etag: etagOf(identity),
      identity,
      gzip: compress(identity, "gzip", "stored"),
      br: compress(identity, "br", "stored"),
    };
    this.#entries.set(key, entry);
    return entry;
  }

  invalidate(): void {
    this.#entries.clear();
    this.version++;
  }

  get size(): number {
    return this.#entries.size;
  }
}
