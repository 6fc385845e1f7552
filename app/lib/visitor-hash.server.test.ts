import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { visitorHash } from "#app/lib/visitor-hash.server.ts";

describe("visitorHash", () => {
  it("is the first 32 hex characters of SHA-256 of salt, address and User-Agent", () => {
    const full = createHash("sha256").update("salt\n203.0.113.7\nFirefox").digest("hex");
    expect(visitorHash("salt", "203.0.113.7", "Firefox")).toBe(full.slice(0, 32));
    expect(visitorHash("", "", "")).toBe("75a11da44c802486bc6f65640aa48a73");
  });

  it("is stable for one visitor and differs by salt, address or User-Agent", () => {
    const hash = visitorHash("s1", "203.0.113.7", "UA");
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
    expect(visitorHash("s1", "203.0.113.7", "UA")).toBe(hash);
    expect(visitorHash("s2", "203.0.113.7", "UA")).not.toBe(hash);
    expect(visitorHash("s1", "203.0.113.8", "UA")).not.toBe(hash);
    expect(visitorHash("s1", "203.0.113.7", "UA2")).not.toBe(hash);
  });

  it("keeps the fields apart with line breaks", () => {
    expect(visitorHash("ab", "c", "d")).not.toBe(visitorHash("a", "bc", "d"));
    expect(visitorHash("a", "bc", "d")).not.toBe(visitorHash("a", "b", "cd"));
  });
});
