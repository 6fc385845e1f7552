import { createHash } from "node:crypto";
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
 * and the theme script, whose text is a constant (app/features/shell/theme.ts). A script injected into the
 * page (a bug that lets markup through) cannot carry a mark made for this render after its text
 * was written, so it is not hashed and the browser refuses to run it. Without a mark (no render
 * of ours), only the theme script is allowed.
 */
export function pageCsp(html: string, nonce?: string): string {
  const hashes = [THEME_SCRIPT_HASH, ...inlineScriptHashes(html, nonce)];
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
 * A rendered page as it is sent: its CSP, and its HTML without the render's marks (they served
 * only to tell our scripts apart; without them, the same page has the same bytes and ETag).
 */
export function securePage(html: string, nonce: string | undefined): { csp: string; html: string } {
  const csp = pageCsp(html, nonce);
  return { csp, html: nonce ? html.replaceAll(` nonce="${nonce}"`, "") : html };
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
const NONCE_ATTRIBUTE = /\snonce="([^"]*)"/i;

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

const THEME_SCRIPT_HASH = sha256(THEME_SCRIPT);

/** sha256 (base64) of each inline script that carries `nonce`, as CSP script-src sources. */
export function inlineScriptHashes(html: string, nonce: string | undefined): string[] {
  const hashes = new Set<string>();
  if (!nonce) return [];
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const [, attributes = "", body = ""] = match;
    if (!body || NONCE_ATTRIBUTE.exec(attributes)?.[1] !== nonce) continue;
    hashes.add(sha256(body));
  }
  return [...hashes];
}
