import { describe, expect, it } from "vitest";
import { SITEMAP_MAX_URLS, sitemapPart, sitemapPartCount } from "./sitemap-parts.ts";

describe("sitemap parts", () => {
  it("takes one sitemap up to the protocol's 50,000 URLs, then one more per 50,000", () => {
    expect(SITEMAP_MAX_URLS).toBe(50_000);
    expect(sitemapPartCount(0)).toBe(1);
    expect(sitemapPartCount(50_000)).toBe(1);
    expect(sitemapPartCount(50_001)).toBe(2);
    expect(sitemapPartCount(100_061)).toBe(3);
  });

  it("lists the fixed URLs first, then the posts, each URL in exactly one part", () => {
    expect(sitemapPart(60, 100_001, 1)).toEqual({
      fixed: { start: 0, end: 60 },
      posts: { offset: 0, limit: 49_940 },
    });
    expect(sitemapPart(60, 100_001, 2)).toEqual({
      fixed: { start: 60, end: 60 },
      posts: { offset: 49_940, limit: 50_000 },
    });
    expect(sitemapPart(60, 100_001, 3)).toEqual({
      fixed: { start: 60, end: 60 },
      posts: { offset: 99_940, limit: 61 },
    });
    expect(sitemapPart(60, 100_001, 4)).toBeUndefined();
  });

  it("covers every URL once for any split, fixed URLs spilling over a part included", () => {
    for (const [fixed, posts, max] of [
      [7, 0, 3],
      [7, 5, 3],
      [0, 10, 5],
      [3, 3, 3],
      [1, 0, 50_000],
    ] as const) {
      const seen: string[] = [];
      const parts = sitemapPartCount(fixed + posts, max);
      for (let n = 1; n <= parts; n++) {
        const part = sitemapPart(fixed, posts, n, max)!;
        const urls = [
          ...Array.from(
            { length: part.fixed.end - part.fixed.start },
            (_, i) => `f${part.fixed.start + i}`,
          ),
          ...Array.from({ length: part.posts.limit }, (_, i) => `p${part.posts.offset + i}`),
        ];
        expect(urls.length).toBeLessThanOrEqual(max);
        seen.push(...urls);
      }
      const all = [
        ...Array.from({ length: fixed }, (_, i) => `f${i}`),
        ...Array.from({ length: posts }, (_, i) => `p${i}`),
      ];
      expect(seen, `${fixed} ${posts} ${max}`).toEqual(all);
      expect(sitemapPart(fixed, posts, parts + 1, max)).toBeUndefined();
    }
  });

  it("has no part 0, nor a part that is no whole number", () => {
    expect(sitemapPart(5, 5, 0)).toBeUndefined();
    expect(sitemapPart(5, 5, 1.5)).toBeUndefined();
    expect(sitemapPart(5, 5, Number.NaN)).toBeUndefined();
  });
});
