import { describe, expect, it } from "vitest";
import { isPrivatePath } from "./private-pages.ts";

describe("isPrivatePath", () => {
  it("names the pages that carry a credential, the owners' figures, the API, feeds and sitemaps", () => {
    for (const url of [
      "/unsubscribe/1.xHm5abc",
      "/resubscribe/7.Zt9a",
      "/preview/3q2kAAAA",
      "/comments/approve/1.abc.xyz",
      "/comments/reply/1.abc.xyz.data",
      "/comments/stop/1.xyz",
      "/stats",
      "/stats?from=2026-01-01",
      "/api/GetPosts",
      "/api/page-views",
      "/feeds/rss.xml",
      "/feeds/category/3.atom",
      "/sitemap.xml",
      "/sitemap.xml?part=2",
      "/robots.txt",
    ]) {
      expect(isPrivatePath(url), url).toBe(true);
    }
  });

  it("whatever the case, trailing slash, repeated slashes, encoding or .data form", () => {
    for (const url of [
      "/Unsubscribe/1.xHm5abc/",
      "/UNSUBSCRIBE/1.x",
      "/Stats",
      "/STATS/",
      "/stats//",
      "/Preview/abc",
      "/%70review/abc",
      "/%55nsubscribe/1.x",
      "/unsubscribe//1.x",
      "/stats.data",
      "/unsubscribe/1.x.data",
      "/Feeds/RSS.xml",
      "/SITEMAP.XML",
      "/API/contact",
    ]) {
      expect(isPrivatePath(url), url).toBe(true);
    }
  });

  it("leaves the readers' pages alone", () => {
    for (const url of [
      "/",
      "/about",
      "/trips?month=7",
      "/search?q=unsubscribe",
      "/single/stats-for-families",
      "/city/2024/preview-of-lisbon",
      "/archive/3/beach",
      "/statsx",
      "/author/Daniel",
      "/%E0%A4%A",
    ]) {
      expect(isPrivatePath(url), url).toBe(false);
    }
  });
});
