import { describe, expect, it } from "vitest";
import { fromSameOrigin } from "./cross-origin-actions.ts";

const post = (origin?: string) =>
  new Request("http://localhost:3000/contact", {
    method: "POST",
    headers: origin === undefined ? {} : { Origin: origin },
  });

describe("fromSameOrigin", () => {
  it("takes the request's own origin, or none", () => {
    expect(fromSameOrigin(post())).toBe(true);
    expect(fromSameOrigin(post("http://localhost:3000"))).toBe(true);
  });

  it("refuses another scheme, host or port, an opaque origin and a malformed one", () => {
    for (const origin of [
      "https://localhost:3000",
      "http://evil.example",
      "http://localhost:3001",
      "null",
      "not a url",
    ]) {
      expect(fromSameOrigin(post(origin)), origin).toBe(false);
    }
  });
});
