import { describe, expect, it } from "vitest";
import { securePage } from "../guards/security-headers.ts";
import { START_AFTER_FIRST_FRAME, scriptsAfterFirstPaint } from "../scripts-after-paint.ts";
import { securedPage } from "./buffered-responses.ts";

const MARK = "render-mark-1";
/** A rendered page with multi-byte characters everywhere: text, attributes, scripts, preloads. */
const PAGE = [
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Café — 東京 🏝️</title>`,
  `<link rel="modulepreload" href="/assets/entry.client-C.js" nonce="${MARK}"/>`,
  `<link rel="modulepreload" href="/assets/ünï-D.js" nonce="${MARK}"/></head>`,
  `<body><main data-x="à†\u00a0"><p>Ünïcödé 🏝️ — “quotes” à† \u2028</p></main>`,
  `<script nonce="${MARK}">window.__reactRouterContext = {"t":"東京 à†"};</script>`,
  `<script nonce="${MARK}" type="module" async="">import "/assets/ünï-D.js"; // é</script>`,
  `<script nonce="${MARK}">window.__reactRouterContext.streamController.close();</script>`,
  `</body></html>`,
].join("");

describe("securedPage", () => {
  it("sends what the rewrite and the CSP make of the page's UTF-8 text, byte for byte", () => {
    const bytes = Buffer.from(PAGE, "utf8");
    const page = securedPage(bytes, MARK);
    // The reference: the rewrite on the decoded text, then the CSP pass on its UTF-8 bytes.
    const expected = securePage(Buffer.from(scriptsAfterFirstPaint(PAGE), "utf8"), MARK);
    expect(page.html.equals(expected.html)).toBe(true);
    expect(page.csp).toBe(expected.csp);
    // It did rewrite the page (the script is held and started later) and drop the marks.
    expect(page.html.toString("utf8")).toContain(START_AFTER_FIRST_FRAME);
    expect(page.html.toString("utf8")).not.toContain(MARK);
    expect(page.html.toString("utf8")).toContain("Ünïcödé 🏝️ — “quotes” à†");
  });

  it("adds only ASCII to the page (so latin1 text goes back to the same bytes)", () => {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range starts at \u0000.
    expect(START_AFTER_FIRST_FRAME).toMatch(/^[\u0000-\u007f]*$/);
  });
});
