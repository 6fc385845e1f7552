import { createHash } from "node:crypto";
import { OFFLINE_LIST_SCRIPT } from "#app/features/offline/offline-list-script.ts";
import { THEME_SCRIPT } from "#app/features/shell/theme.ts";

/** Headers every response carries: pages, errors, API, assets (docs/design.md#security). */
export const BASE_SECURITY_HEADERS: Record<string, string> = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/** The service worker's script: it runs nothing else and fetches only from the site. */
export const SERVICE_WORKER_CSP = "default-src 'none'; connect-src 'self'";

/** For everything that is not an HTML page (JSON, media, scripts): nothing may run or frame it. */
export const NON_HTML_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * The CSP of an HTML page: scripts only from our origin, or inline scripts the app itself wrote,
 * each allowed by the hash of its exact text. No 'unsafe-inline' and no nonce in the header (a
 * page cache would replay it for everyone); hashes of the page's own scripts stay valid as long as
 * the cached page does.
 *
 * Which inline scripts are the app's: those whose opening tag carries `nonce` = this render's
 * random mark (React Router and React write it on every script they emit: app/entry.server.tsx),
 * and the two constant scripts, the theme's (app/features/shell/theme.ts) and the offline page's
 * list (app/features/offline/offline-list-script.ts). A script injected into the
 * page (a bug that lets markup through) cannot carry a mark made for this render after its text
 * was written, so it is not hashed and the browser refuses to run it. Without a mark (no render
 * of ours), only the two constant scripts are allowed.
 */
export function pageCsp(html: Buffer | string, nonce?: string): string {
  const hashes = [THEME_SCRIPT_HASH, OFFLINE_LIST_SCRIPT_HASH, ...inlineScriptHashes(html, nonce)];
  const sources = [...new Set(hashes)].map((h) => `'sha256-${h}'`);
  return [
    "default-src 'self'",
    `script-src 'self' ${sources.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * A rendered page as it is sent: its CSP, and its HTML (UTF-8) without the render's marks (they
 * served only to tell our scripts apart; without them, the same page has the same bytes and ETag).
 * Works on the bytes: the page is never decoded to text and encoded again (issue 24: that round
 * trip was ~3/4 of this pass's cost on an article).
 */
export function securePage(html: Buffer, nonce: string | undefined): { csp: string; html: Buffer } {
  const csp = pageCsp(html, nonce);
  return { csp, html: nonce ? withoutAll(html, Buffer.from(` nonce="${nonce}"`, "utf8")) : html };
}

/** The bytes with every occurrence of `mark` cut out, left to right (as String#replaceAll). */
function withoutAll(bytes: Buffer, mark: Buffer): Buffer {
  const kept: Buffer[] = [];
  let from = 0;
  for (let at = bytes.indexOf(mark); at !== -1; at = bytes.indexOf(mark, from)) {
    kept.push(bytes.subarray(from, at));
    from = at + mark.length;
  }
  if (from === 0) return bytes;
  kept.push(bytes.subarray(from));
  return Buffer.concat(kept);
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
const NONCE_ATTRIBUTE = /\snonce="([^"]*)"/i;

/** `</script>`, in any case: what INLINE_SCRIPT's match ends with. */
const CLOSING_TAG_LENGTH = "</script>".length;

const sha256 = (text: string | Buffer) => createHash("sha256").update(text).digest("base64");

const THEME_SCRIPT_HASH = sha256(THEME_SCRIPT);
const OFFLINE_LIST_SCRIPT_HASH = sha256(OFFLINE_LIST_SCRIPT);

/**
 * sha256 (base64) of each inline script that carries `nonce`, as CSP script-src sources; `html`
 * is the page's UTF-8 bytes (or its text).
 *
 * The bytes are scanned as latin1 text, one character per byte, so that a match's offsets are
 * byte offsets and no UTF-8 decoding is needed. The scan finds exactly what it would find in the
 * decoded text: every character INLINE_SCRIPT names (`<`, `>`, `/`, `=`, the letters of `script`
 * and `src`, also under /i) is ASCII, and UTF-8 never uses an ASCII byte inside a multi-byte
 * character; `[^>]`, `[\s\S]` and `\b` (ASCII word characters without the u flag) treat any
 * other byte as they treat any other character. The mark is looked for in the attributes decoded
 * as UTF-8 (NONCE_ATTRIBUTE's `\s` knows non-ASCII spaces), and a body is hashed as its bytes,
 * which are its UTF-8 text.
 */
export function inlineScriptHashes(html: Buffer | string, nonce: string | undefined): string[] {
  if (!nonce) return [];
  const bytes = typeof html === "string" ? Buffer.from(html, "utf8") : html;
  const hashes = new Set<string>();
  for (const match of bytes.toString("latin1").matchAll(INLINE_SCRIPT)) {
    const [whole, attributes = "", body = ""] = match;
    if (!body) continue;
    const mark = NONCE_ATTRIBUTE.exec(Buffer.from(attributes, "latin1").toString("utf8"));
    if (mark?.[1] !== nonce) continue;
    const end = match.index + whole.length - CLOSING_TAG_LENGTH;
    hashes.add(sha256(bytes.subarray(end - body.length, end)));
  }
  return [...hashes];
}
