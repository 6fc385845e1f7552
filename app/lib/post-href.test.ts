import { describe, expect, it } from "vitest";
import { authorHref, postHref } from "#app/lib/post-href.ts";

describe("postHref", () => {
  const base = { slug: "three-days-in-lisbon", date: "2023-05-14" } as const;

  it("puts standard posts under their first fixed category and year", () => {
    expect(
      postHref({ ...base, postType: "standard", section: "blog", firstCategory: "city" }),
    ).toBe("/city/2023/three-days-in-lisbon");
    expect(
      postHref({ ...base, postType: "standard", section: "blog", firstCategory: "long-weekend" }),
    ).toBe("/long-weekend/2023/three-days-in-lisbon");
  });

  it("falls back to /single for a standard post outside the eight categories", () => {
    expect(
      postHref({ ...base, postType: "standard", section: "blog", firstCategory: "cruise" }),
    ).toBe("/single/three-days-in-lisbon");
  });

  it("puts media posts under their single layout", () => {
    expect(postHref({ ...base, postType: "video", section: "blog", firstCategory: "city" })).toBe(
      "/single-video/three-days-in-lisbon",
    );
    expect(postHref({ ...base, postType: "audio", section: "blog" })).toBe(
      "/single-audio/three-days-in-lisbon",
    );
    expect(postHref({ ...base, postType: "gallery", section: "blog" })).toBe(
      "/single-gallery/three-days-in-lisbon",
    );
  });

  it("puts hotel reviews under /hotels/{type}/{year}", () => {
    expect(
      postHref({ ...base, postType: "standard", section: "hotels", hotelType: "airport" }),
    ).toBe("/hotels/airport/2023/three-days-in-lisbon");
    expect(() => postHref({ ...base, postType: "standard", section: "hotels" })).toThrow(
      /hotelType/,
    );
  });

  it("builds author hrefs", () => {
    expect(authorHref("Sofia")).toBe("/author/Sofia");
  });
});
