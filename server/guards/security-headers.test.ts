import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { OFFLINE_LIST_SCRIPT } from "#app/features/offline/offline-list-script.ts";
import { THEME_SCRIPT } from "#app/features/shell/theme.ts";
import { inlineScriptHashes, pageCsp, securePage } from "./security-headers.ts";

const sha = (text: string) => createHash("sha256").update(text).digest("base64");
const scriptSrc = (csp: string) => csp.split("; ").find((d) => d.startsWith("script-src"))!;

/** The shape of a rendered page: the theme script, content, then React Router's scripts. */
function renderedPage(nonce: string, content: string): string {
  return [
    `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>`,
    `<link rel="modulepreload" href="/assets/entry.client.js" nonce="${nonce}"/>`,
    `<script>${THEME_SCRIPT}</script></head><body><main>${content}</main>`,
    `<script nonce="${nonce}">((a, b) => {})("positions", null)</script>`,
    `<script nonce="${nonce}">window.__reactRouterContext = {};</script>`,
    `<script type="module" async="" nonce="${nonce}">import "/assets/entry.client.js";</script>`,
    `<script src="/assets/x.js" nonce="${nonce}"></script>`,
    `<!--$--><script nonce="${nonce}">window.__reactRouterContext.streamController.close();</script><!--/$-->`,
    `</body></html>`,
  ].join("");
}

const NONCE = "render-mark-123";
const OWN = [
  '((a, b) => {})("positions", null)',
  "window.__reactRouterContext = {};",
  'import "/assets/entry.client.js";',
  "window.__reactRouterContext.streamController.close();",
];

describe("page CSP", () => {
  it("hashes the inline scripts that carry the render's mark, not external ones", () => {
    expect(inlineScriptHashes(renderedPage(NONCE, "<p>Hi</p>"), NONCE)).toEqual(OWN.map(sha));
  });

  it("allows only our origin, the constant scripts and our own scripts, never unsafe-inline", () => {
    const csp = pageCsp(renderedPage(NONCE, "<p>Hi</p>"), NONCE);
    const allowed = [THEME_SCRIPT, OFFLINE_LIST_SCRIPT, ...OWN].map((s) => `'sha256-${sha(s)}'`);
    expect(scriptSrc(csp)).toBe(`script-src 'self' ${allowed.join(" ")}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-inline'; script");
  });

  it("does not hash a script injected into the page's content, marked or not", () => {
    for (const injected of [
      "<script>alert(1)</script>",
      '<script nonce="guessed">alert(2)</script>',
      `<script type="module">alert(3)</script>`,
      `<SCRIPT>alert(4)</SCRIPT>`,
    ]) {
      const csp = pageCsp(renderedPage(NONCE, `<p>Hi</p>${injected}`), NONCE);
      for (const text of ["alert(1)", "alert(2)", "alert(3)", "alert(4)"]) {
        expect(scriptSrc(csp), injected).not.toContain(sha(text));
      }
      // The app's own are still there.
      for (const own of OWN) expect(scriptSrc(csp)).toContain(sha(own));
    }
  });

  it("hashes only the constant scripts when there is no mark (a page React Router did not render)", () => {
    const csp = pageCsp(renderedPage(NONCE, ""), undefined);
    expect(scriptSrc(csp)).toBe(
      `script-src 'self' 'sha256-${sha(THEME_SCRIPT)}' 'sha256-${sha(OFFLINE_LIST_SCRIPT)}'`,
    );
  });

  it("removes the render's marks from the page it sends", () => {
    const page = securePage(Buffer.from(renderedPage(NONCE, "<p>Hi</p>")), NONCE);
    expect(page.html.toString()).not.toContain(NONCE);
    expect(page.html.toString()).not.toContain("nonce=");
    expect(page.csp).toBe(pageCsp(renderedPage(NONCE, "<p>Hi</p>"), NONCE));
    // Two renders of the same page send the same bytes.
    const other = securePage(Buffer.from(renderedPage("other-mark", "<p>Hi</p>")), "other-mark");
    expect(other.html.equals(page.html)).toBe(true);
  });

  it("reads the page's bytes as its UTF-8 text: hashes, marks and the rest as in the text", () => {
    // Multi-byte characters everywhere, around and inside scripts (U+00A0 and U+2028 are spaces
    // to \s; "à" and "†" end in the byte 0xA0, which is U+00A0 in latin1).
    const content = [
      `<p>Café — 東京 🏝️ à†\u00a0</p>`,
      `<script nonce="${NONCE}">var s = "Ünïcödé 🏝️ à†";</script>`,
      `<script\u00a0nonce="${NONCE}">spaced()</script>`,
      `<script data-x="à"\u2028nonce="${NONCE}">lineSeparated()</script>`,
      `<script data-x="à"nonce="${NONCE}">unspaced()</script>`,
      `<script data-x="†" nonce="${NONCE}">after()</script>`,
      `<sCrIpT nonce="${NONCE}">mixedCase("é")</ScRiPt>`,
    ].join("");
    const html = renderedPage(NONCE, content);
    // The scan as it was on decoded text: the reference.
    const expected = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)]
      .filter(
        ([, attributes = "", body]) => body && /\snonce="([^"]*)"/i.exec(attributes)?.[1] === NONCE,
      )
      .map(([, , body = ""]) => sha(body));
    expect(expected).toHaveLength(OWN.length + 5);
    expect(inlineScriptHashes(Buffer.from(html), NONCE)).toEqual([...new Set(expected)]);
    const page = securePage(Buffer.from(html), NONCE);
    expect(page.html.toString("utf8")).toBe(html.replaceAll(` nonce="${NONCE}"`, ""));
  });
});
