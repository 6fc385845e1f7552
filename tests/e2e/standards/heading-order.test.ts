import { beforeAll, describe, expect, it } from "vitest";
import type { PostCard, Taxonomy } from "#app/lib/types.ts";
import { setupApp } from "#tests/setup/app.ts";
import { headingJumps, headingProblems } from "#tests/setup/browser.ts";
import { getJson } from "#tests/setup/server.ts";

let pages: string[];

const app = setupApp();
beforeAll(async () => {
  const posts = await getJson<PostCard[]>(`${app.url}/api/GetPosts`);
  const taxonomies = await getJson<Taxonomy[]>(`${app.url}/api/GetTaxonomies`);
  const ofType = (type: PostCard["postType"]) => posts.find((p) => p.postType === type)!;
  const standard = ofType("standard");
  const slug = standard.href.split("/").pop();
  const category = taxonomies.find((t) => t.taxonomy === "category" && t.count > 0)!;
  // One URL of every kind of public page (docs/spec.md#route-list).
  pages = [
    "/",
    "/home-2",
    "/home-3",
    "/home-4",
    "/home-6",
    standard.href,
    `/single/${slug}`,
    `/single-2/${slug}`,
    `/single-3/${slug}`,
    `/single-4/${slug}`,
    `/single-5/${slug}`,
    ofType("video").href,
    ofType("audio").href,
    ofType("gallery").href,
    "/archive/summary",
    category.href,
    "/archive/reviews/hotels/summary",
    "/archive-2/summary",
    "/archive-3/summary",
    `/author/${standard.author.firstName}`,
    "/search",
    "/search?q=algarve",
    "/search?tab=authors",
    "/search-2",
    "/about",
    "/contact",
    "/login",
    "/signup",
    "/forgot-pass",
    "/subscription",
    "/dashboard",
    "/dashboard/posts",
    "/dashboard/edit-profile",
    "/dashboard/subscription",
    "/dashboard/billing-address",
    "/dashboard/submit-post",
    "/page404",
    "/no-such-page",
  ];
});

describe("heading order", () => {
  it("flags a level skipped on the way down, and only that", () => {
    const h = (level: number, text = "x") => ({ level, text });
    expect(headingJumps([h(1), h(2), h(3), h(3), h(2), h(3), h(4), h(2)])).toEqual([]);
    expect(headingJumps([h(1, "Videos"), h(3, "A card")])).toEqual(["h1 'Videos' -> h3 'A card'"]);
    expect(headingJumps([h(3, "A card")])).toEqual(["(page start) -> h3 'A card'"]);
  });

  it("opens every public page with an h1 and never skips a level going down", async () => {
    const page = await app.open();
    const failures: string[] = [];
    for (const path of pages) {
      const response = await page.goto(`${app.url}${path}`);
      expect(response?.status(), path).toBeLessThan(500);
      const problems = await headingProblems(page);
      if (problems.length > 0) failures.push(`${path}: ${problems.join("; ")}`);
    }
    expect(failures, failures.join("\n\n")).toEqual([]);
  });
});
