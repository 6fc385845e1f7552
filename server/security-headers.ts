import { createHash } from "node:crypto";

/** Headers every response carries: pages, errors, API, assets (DESIGN.md section 10). */
export const BASE_SECURITY_HEADERS: Record<string, string> = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/** For everything that is not an HTML page (JSON, media, scripts): nothing may run or frame it. */
export const NON_HTML_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * The CSP of an HTML page: scripts only from our origin or inline scripts whose exact text is
 * hashed here, so no 'unsafe-inline' and no per-request nonce (which a page cache would replay).
 */
export function pageCsp(html: string): string {
  const hashes = inlineScriptHashes(html).map((h) => `'sha256-${h}'`);
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(" ")}`.trim(),
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

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;

/** sha256 (base64) of each inline script's text, as CSP script-src sources. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const body = match[2] ?? "";
    if (!body) continue;
    hashes.add(createHash("sha256").update(body, "utf8").digest("base64"));
  }
  return [...hashes];
}
