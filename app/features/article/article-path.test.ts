import { describe, expect, it } from "vitest";
import { isArticlePath } from "./article-path.ts";

describe("isArticlePath", () => {
  it("knows every single layout", () => {
    for (const prefix of [
      "single",
      "single-2",
      "single-5",
      "single-video",
      "single-audio",
      "single-gallery",
    ]) {
      expect(isArticlePath(`/${prefix}/some-slug`)).toBe(true);
    }
  });
  it("knows the fixed sample paths of posts and hotel reviews", () => {
    expect(isArticlePath("/beach/2024/balos-lagoon")).toBe(true);
    expect(isArticlePath("/long-weekend/2023/amsterdam")).toBe(true);
    expect(isArticlePath("/hotels/airport/2024/a-hotel")).toBe(true);
  });
  it("rejects other pages", () => {
    expect(isArticlePath("/")).toBe(false);
    expect(isArticlePath("/single-6/x")).toBe(false);
    expect(isArticlePath("/single/a/b")).toBe(false);
    expect(isArticlePath("/archive/3/beach")).toBe(false);
    expect(isArticlePath("/author/Amara")).toBe(false);
    expect(isArticlePath("/hotels/spa/2024/x")).toBe(false);
    expect(isArticlePath("/museum/2024/x")).toBe(false);
  });
});
