import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, pageCsp } from "./security-headers.ts";

const sha = (text: string) => createHash("sha256").update(text).digest("base64");

describe("page CSP", () => {
  it("hashes each inline script, not external ones", () => {
    const html = `<head><script>a()</script><script type="module">import "/x.js"</script><script src="/y.js"></script></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha('import "/x.js"')]);
  });
  it("allows only our origin and the hashed scripts, never unsafe-inline for scripts", () => {
    const csp = pageCsp("<script>a()</script>");
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src"))!;
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${sha("a()")}'`);
    expect(csp).toContain("frame-ancestors 'none'");
  });
});
