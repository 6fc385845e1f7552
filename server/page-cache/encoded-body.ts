import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import zlib from "node:zlib";
import { notModifiedBy } from "#app/lib/http.server.ts";
import { type Encoding, negotiateEncoding } from "./accept-encoding.ts";

/*
 * One body and its representations: the ETag, the gzip and Brotli encodings, and the answer to one
 * request (304 or the encoding the client takes). Used by the page cache
 * (server/page-cache/page-cache.ts) and by responses made for one request
 * (server/page-cache/buffered-responses.ts).
 */

/**
 * Compression levels. A stored page is compressed once and served many times: Brotli 5 (about
 * gzip -9's size at a fraction of q11's cost). A response made for one request (JSON, a page
 * that is not cached) pays per request: Brotli 3 and gzip 4 took ~40% of the time for ~13% more
 * bytes (a 143 KB article page: 1.3 ms and 21.4 KB instead of 3.3 ms and 18.9 KB). gzip 3, zlib's
 * fastest family without lazy matching, rather than 4 (issue 24): on today's 72 KB article
 * 0.60 instead of 0.78 ms of CPU for 17.7 instead of 17.0 KB (+4%); gzip 1 would save 0.05 ms
 * more for 18.6 KB.
 */
const LEVELS = {
  stored: { br: 5, gzip: 6 },
  once: { br: 3, gzip: 3 },
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

/**
 * Does the client hold this representation: If-None-Match naming its ETag (or `*`), or else a
 * valid If-Modified-Since not older than its Last-Modified (feeds, the sitemap)?
 */
function isFresh(req: IncomingMessage, etag: string, lastModified: string | undefined): boolean {
  return notModifiedBy(
    {
      ifNoneMatch: req.headers["if-none-match"],
      ifModifiedSince: req.headers["if-modified-since"],
    },
    etag,
    lastModified,
  );
}

/**
 * The ETag of one encoding of a body. Each encoding is a representation of its own, with its own
 * bytes (RFC 9110 section 8.8.3): the gzip and Brotli answers carry the identity tag with `-gz` or
 * `-br` inside the quotes, so a cache never takes one encoding's bytes for another's, and each
 * revalidates (304) only against its own tag.
 */
export function encodedEtag(etag: string, encoding: Encoding): string {
  if (encoding === "identity") return etag;
  return `${etag.slice(0, -1)}-${encoding === "gzip" ? "gz" : "br"}"`;
}

/**
 * Writes a stored or freshly made response: the best encoding the client accepts, 304 when the
 * client holds that encoding's ETag, else the body.
 */
export function writeBody(
  req: IncomingMessage,
  res: ServerResponse,
  entry: { status: number; headers: Record<string, string>; etag: string },
  body: (encoding: Encoding) => Buffer,
): void {
  for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value);
  const encoding = negotiateEncoding(req.headers["accept-encoding"] as string | undefined);
  const etag = encodedEtag(entry.etag, encoding);
  res.setHeader("ETag", etag);
  res.setHeader("Vary", "Accept-Encoding");
  if (entry.status === 200 && isFresh(req, etag, entry.headers["last-modified"])) {
    res.removeHeader("Content-Length");
    res.statusCode = 304;
    res.end();
    return;
  }
  const bytes = body(encoding);
  res.statusCode = entry.status;
  if (encoding === "identity") res.removeHeader("Content-Encoding");
  else res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", bytes.length);
  res.end(req.method === "HEAD" ? undefined : bytes);
}
