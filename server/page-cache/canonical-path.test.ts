import { describe, expect, it } from "vitest";
import { canonicalPaths } from "./canonical-path.ts";
import type { RouteEntry } from "./page-key.ts";

/** A route manifest shaped like the server build's (build.routes), after app/routes.ts. */
const ROUTES: Record<string, RouteEntry> = Object.fromEntries(
  (
    [
      { id: "root", path: "", module: {} },
      { id: "layout", parentId: "root", module: {} },
      { id: "home", parentId: "layout", index: true, module: {} },
      { id: "about", parentId: "layout", path: "about", module: {} },
      { id: "archive-summary", parentId: "layout", path: "archive/summary", module: {} },
      { id: "archive-taxonomy", parentId: "layout", path: "archive/:id/:slug?", module: {} },
      { id: "archive-any", parentId: "layout", path: "archive/*", module: {} },
      { id: "author", parentId: "layout", path: "author/:slug", module: {} },
      { id: "article-city", parentId: "layout", path: "city/:year/:slug", module: {} },
      { id: "dashboard", parentId: "layout", path: "dashboard", module: {} },
      { id: "dashboard-posts", parentId: "dashboard", path: "posts", module: {} },
      { id: "api-posts", parentId: "root", path: "api/GetPosts", module: {} },
      { id: "not-found", parentId: "layout", path: "*", module: {} },
    ] satisfies RouteEntry[]
  ).map((r) => [r.id, r]),
);
const canonical = canonicalPaths(ROUTES);

describe("canonicalPaths", () => {
  it("strips a trailing slash and lower-cases a route's fixed words", () => {
    expect(canonical("/about/")).toBe("/about");
    expect(canonical("/ABOUT")).toBe("/about");
    expect(canonical("/Archive/Summary")).toBe("/archive/summary");
    expect(canonical("/archive/summary//")).toBe("/archive/summary");
    expect(canonical("/Dashboard/Posts/")).toBe("/dashboard/posts");
  });

  it("keeps the case of route parameters and of paths no route knows", () => {
    expect(canonical("/Author/Daniel/")).toBe("/author/Daniel");
    expect(canonical("/CITY/2024/Old-Town")).toBe("/city/2024/Old-Town");
    expect(canonical("/Archive/5/Beach-Days")).toBe("/archive/5/Beach-Days");
    expect(canonical("/No/Such/Page/")).toBe("/No/Such/Page");
  });

  it("leaves canonical paths, the API, data, assets, media, images, feeds and files alone", () => {
    for (const path of [
      "/",
      "/about",
      "/author/Daniel",
      "/api/GetPosts",
      "/API/GetPosts/",
      "/about.data",
      "/_root.data",
      "/assets/app-X1.css",
      "/media/hero.jpg",
      "/img/webp/320/media/hero.jpg",
      "/feeds/rss.xml",
      "/favicon.ico",
      "/Sitemap.xml",
      "/__manifest",
    ]) {
      expect(canonical(path), path).toBeUndefined();
    }
  });

  it("never makes a redirect to another host", () => {
    expect(canonical("//evil.example/")).toBeUndefined();
    expect(canonical("/\\evil.example/")).toBeUndefined();
  });

  it("leaves malformed percent-encoding to the 400 further on", () => {
    expect(canonical("/About/%E0%A4%A/")).toBeUndefined();
  });
});
