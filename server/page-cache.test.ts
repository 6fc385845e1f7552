import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { PageCache } from "./page-cache.ts";

const request = (method: string, url: string) => ({ method, url }) as IncomingMessage;

describe("PageCache.keyFor", () => {
  it("keys GET and HEAD of pages and their data by URL", () => {
    expect(PageCache.keyFor(request("GET", "/"))).toBe("/");
    expect(PageCache.keyFor(request("HEAD", "/archive/summary?page=2"))).toBe(
      "/archive/summary?page=2",
    );
    expect(PageCache.keyFor(request("GET", "/single/x.data"))).toBe("/single/x.data");
  });
  it("never caches writes, the API, assets, media, image variants or the favicon", () => {
    expect(PageCache.keyFor(request("POST", "/"))).toBeUndefined();
    for (const url of [
      "/api/GetPosts",
      "/assets/app-1234.js",
      "/media/hero.jpg",
      "/img/avif/640/media/hero.jpg",
      "/favicon.svg",
    ]) {
      expect(PageCache.keyFor(request("GET", url)), url).toBeUndefined();
    }
  });
});
