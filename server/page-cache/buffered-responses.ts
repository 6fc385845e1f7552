import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { clientKey } from "#app/lib/client-key.ts";
import { clientAddress } from "../guards/client-address.ts";
import { securePage } from "../guards/security-headers.ts";
import { scriptsAfterFirstPaint } from "../scripts-after-paint.ts";
import type { CachedResponse } from "./cached-response.ts";
import { compress, etagOf, writeBody } from "./encoded-body.ts";
import type { PageCache } from "./page-cache.ts";
import { isBackgroundRender } from "./render-through.ts";

/**
 * Pages, client-navigation data, JSON, and the feeds and sitemap (XML): the responses we hash,
 * compress and maybe cache, so that each encoding has an ETag of its own.
 */
export const BUFFERED =
  /^(text\/html|text\/x-script|application\/json|application\/(rss\+|atom\+)?xml)/;

/** Short shared caching so a CDN may serve pages too, revalidated by ETag in the browser. */
const PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

/**
 * Buffers GET responses of pages, data and JSON to give them an ETag (304 when unchanged), one
 * compression in the encoding the client takes, and, for HTML, a CSP with the hashes of its inline
 * scripts. Anonymous 200 pages go into the page cache, so the next request for the URL is answered
 * by the bare Node handler before Express (server/start.js). An HTML answer to another method (the
 * no-JavaScript contact form's POST) gets its page CSP too, and is written as it is.
 */
export function bufferedResponses(cache: PageCache, options: { csp: boolean }) {
  return (req: Request, res: Response, next: NextFunction) => {
    const conditional = req.method === "GET" || req.method === "HEAD";
    // Other methods (a form's POST) are never cached, but an HTML answer still needs the page CSP.
    if (!conditional && !options.csp) return next();
    // This render's mark for the app's own inline scripts (server/guards/security-headers.ts).
    const nonce = options.csp ? randomBytes(18).toString("base64url") : undefined;
    res.locals.cspNonce = nonce;
    // HEAD renders as GET, so it carries GET's Content-Type, Content-Length and ETag (and fills
    // the cache); Node sends no body for a HEAD request whatever is written.
    if (req.method === "HEAD") req.method = "GET";
    // The content version this render reads: stored under it, so a render that began before an
    // import does not pass for one made after (PageCache.renewAfterChange).
    const generation = cache.version;
    const chunks: Buffer[] = [];
    const write = res.write;
    const end = res.end;
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      chunks.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : typeof chunk === "string"
            ? Buffer.from(
                chunk,
                typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8",
              )
            : Buffer.from(chunk as Uint8Array),
      );
    };
    res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
      collect(chunk, encoding);
      const done = [encoding, callback].find((f) => typeof f === "function") as
        | (() => void)
        | undefined;
      done?.();
      return true;
    }) as typeof res.write;
    res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
      collect(chunk, encoding);
      res.write = write;
      res.end = end;
      const type = String(res.getHeader("Content-Type") ?? "");
      const body = Buffer.concat(chunks);
      if (!BUFFERED.test(type) || res.getHeader("Content-Encoding")) {
        end.call(res, body, "binary", callback as () => void);
        return res;
      }
      const page = type.startsWith("text/html") && options.csp ? secure(res, body, nonce) : body;
      if (!conditional) {
        end.call(res, page, "binary", callback as () => void);
        return res;
      }
      finish(req, res, type, page, cache, generation);
      return res;
    }) as typeof res.end;
    next();
  };
}

/** Sets the page's CSP; the page as `securedPage` makes it. */
function secure(res: Response, body: Buffer, nonce: string | undefined): Buffer {
  const page = securedPage(body, nonce);
  res.setHeader("Content-Security-Policy", page.csp);
  return page.html;
}

/**
 * A rendered page (UTF-8) as it is sent: its scripts started after its first paint
 * (server/scripts-after-paint.ts), without the render's script marks, and its CSP. The rewrite
 * edits the page as text: it is given the bytes read as latin1 (one character a byte, no UTF-8
 * decoding), which its patterns match exactly as they match the decoded text (they name only
 * ASCII, which UTF-8 never uses inside a multi-byte character), and what it adds is ASCII, so the
 * text goes back to the same bytes as latin1 (issue 24: no decoding and encoding of the page).
 */
export function securedPage(
  body: Buffer,
  nonce: string | undefined,
): { csp: string; html: Buffer } {
  const rewritten = Buffer.from(scriptsAfterFirstPaint(body.toString("latin1")), "latin1");
  return securePage(rewritten, nonce);
}

function finish(
  req: Request,
  res: Response,
  type: string,
  body: Buffer,
  cache: PageCache,
  generation: number,
) {
  const status = res.statusCode;
  if (!res.getHeader("Cache-Control")) {
    res.setHeader("Cache-Control", status === 200 ? PAGE_CACHE_CONTROL : "no-cache");
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value === undefined || /^(content-length|content-encoding|etag|vary|x-cache)$/i.test(name))
      continue;
    headers[name] = Array.isArray(value) ? value.join(", ") : String(value);
  }
  const key = cache.keyFor(req);
  const cacheControl = headers["cache-control"] ?? "";
  const cacheable =
    key !== undefined &&
    req.method === "GET" &&
    status === 200 &&
    !type.startsWith("application/json") &&
    !headers["set-cookie"] &&
    !/no-store|private/.test(cacheControl);
  if (cacheable) {
    const owner = isBackgroundRender(req) ? undefined : clientKey(clientAddress(req));
    const entry: CachedResponse = cache.store(key, status, headers, body, generation, owner);
    res.setHeader("X-Cache", "MISS");
    writeBody(req, res, entry, (encoding) => entry[encoding]);
    return;
  }
  writeBody(req, res, { status, headers, etag: etagOf(body) }, (encoding) =>
    compress(body, encoding),
  );
}
