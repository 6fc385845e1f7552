import type { IncomingMessage, ServerResponse } from "node:http";
import { BASE_SECURITY_HEADERS, NON_HTML_CSP } from "../guards/security-headers.ts";
import { type Encoding, negotiateEncoding } from "./accept-encoding.ts";
import { compress, encodedEtag, etagOf, writeBody } from "./encoded-body.ts";

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
  /** The cache's `version` when the render began: older entries go after a content change. */
  generation: number;
  /** Answers served from this entry: the most visited pages are re-rendered first after an import. */
  hits: number;
  /**
   * The client (server/guards/client-address.ts, by clientKey) whose miss stored it, until another
   * client is served it: the cache holds at most a share of its bytes for one client alone
   * (server/page-cache/page-cache.ts).
   */
  owner?: string;
  /**
   * Per encoding, the whole head of a fresh 200 answer (security headers, the page's headers,
   * ETag, Vary, Content-Encoding, Content-Length, X-Cache: HIT) as `writeHead` takes it, made once
   * at store: a hit then costs what a bare Node server's answer costs (bench/bare-node.js).
   */
  heads: Record<Encoding, string[]>;
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
 * slots. Measured with 50,000 small entries: ~0.7 KB more on the V8 heap and in array buffers after
 * a GC (server/page-cache/cached-response.test.ts checks the count covers that), while RSS grew
 * ~2.3 KB an entry beyond the bodies and strings (the allocator's share too); counted as 2 KB.
 */
export const ENTRY_OVERHEAD_BYTES = 2048;

/** The bytes an entry holds, as the cache's bound counts them. */
export function entryBytes(key: string, entry: CachedResponse): number {
  let bytes = ENTRY_OVERHEAD_BYTES + stringBytes(key) + stringBytes(entry.etag);
  for (const [name, value] of Object.entries(entry.headers)) {
    bytes += stringBytes(name) + stringBytes(value);
  }
  // The prebuilt heads: their slots, and the strings made for them (each encoding's ETag and
  // length); the header names and values are the entry's own strings, shared.
  for (const head of Object.values(entry.heads)) {
    bytes += 32 + 8 * head.length + 2 * (32 + entry.etag.length);
  }
  return bytes + entry.identity.byteLength + entry.gzip.byteLength + entry.br.byteLength;
}

function headsOf(
  headers: Record<string, string>,
  etag: string,
  bodies: Record<Encoding, Buffer>,
): Record<Encoding, string[]> {
  // The page's own headers (set through Express) hold the security headers too: each name once.
  const byName = new Map<string, [string, string]>();
  for (const [name, value] of [
    ...Object.entries(BASE_SECURITY_HEADERS),
    ...Object.entries(headers),
  ]) {
    byName.set(name.toLowerCase(), [name, value]);
  }
  const common = [...byName.values()].flat();
  const head = (encoding: Encoding) => [
    ...common,
    "ETag",
    encodedEtag(etag, encoding),
    "Vary",
    "Accept-Encoding",
    ...(encoding === "identity" ? [] : ["Content-Encoding", encoding]),
    "Content-Length",
    String(bodies[encoding].byteLength),
    "X-Cache",
    "HIT",
  ];
  return { identity: head("identity"), gzip: head("gzip"), br: head("br") };
}

/**
 * A response as the page cache stores it: its body in buffers of their own size, compressed once
 * per encoding, with its ETag and the head of each encoding's fresh 200 made once.
 */
export function cachedResponse(
  status: number,
  headers: Record<string, string>,
  identity: Buffer,
  generation: number,
): CachedResponse {
  const body = exactSize(identity);
  const etag = etagOf(body);
  const bodies = {
    identity: body,
    gzip: exactSize(compress(body, "gzip", "stored")),
    br: exactSize(compress(body, "br", "stored")),
  };
  return {
    status,
    headers,
    etag,
    storedAt: Date.now(),
    ...bodies,
    generation,
    hits: 0,
    heads: headsOf(headers, etag, bodies),
  };
}

/**
 * A stored answer: a fresh 200 in one `writeHead` from the head made at store; anything else
 * (a revalidation by ETag or date, a stale page, another status) through writeBody.
 */
export function serveEntry(
  req: IncomingMessage,
  res: ServerResponse,
  entry: CachedResponse,
  fresh: boolean,
): void {
  const conditional = req.headers["if-none-match"] || req.headers["if-modified-since"];
  if (fresh && entry.status === 200 && !conditional) {
    const encoding = negotiateEncoding(req.headers["accept-encoding"]);
    res.writeHead(200, entry.heads[encoding]);
    res.end(req.method === "HEAD" ? undefined : entry[encoding]);
    return;
  }
  for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) res.setHeader(name, value);
  res.setHeader("X-Cache", fresh ? "HIT" : "STALE");
  writeBody(req, res, entry, (encoding) => entry[encoding]);
}

/** The 429 of a client past its render budget (server/page-cache/page-cache.ts), before Express. */
export function tooManyRenders(res: ServerResponse, seconds: number): void {
  for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) res.setHeader(name, value);
  res.statusCode = 429;
  res.setHeader("Content-Security-Policy", NON_HTML_CSP);
  res.setHeader("Retry-After", String(seconds));
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.end(`Too many pages requested at once: please wait ${seconds} s and try again.\n`);
}
