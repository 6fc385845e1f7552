import { describe, expect, it } from "vitest";
import { COUNTRIES, PLANS, SUBSCRIPTION_ENTRIES, toDashboardPosts } from "./template-data.ts";

describe("template data", () => {
  it("has the three plans of docs/spec.md, the middle one popular", () => {
    expect(PLANS.map((p) => `${p.name} ${p.pricing}${p.per}`)).toEqual([
      "Starter $5/mo",
      "Basic $15/mo",
      "Plus $25/mo",
    ]);
    expect(PLANS.map((p) => p.isPopular)).toEqual([false, true, false]);
    expect(PLANS[1]!.features).toContain("100 builds");
    expect(PLANS[2]!.features).toContain("Unlimited builds");
    for (const plan of PLANS) expect(plan.desc.length).toBeGreaterThan(0);
  });

  it("lists the billing countries and the package information", () => {
    expect(COUNTRIES).toEqual(["United States", "Canada", "Mexico", "VietNam", "Japan"]);
    expect(SUBSCRIPTION_ENTRIES.map((e) => e.name)).toEqual([
      "Subscription name",
      "Package & billing details",
      "Remaining posts",
      "Expire date",
    ]);
  });

  it("turns posts into dashboard rows deterministically", () => {
    const posts = Array.from({ length: 12 }, (_, i) => ({
      id: `p${i}`,
      title: `Post ${i}`,
      featuredImage: `/media/scenes/rome-${(i % 5) + 1}.jpg`,
    }));
    const rows = toDashboardPosts(posts);
    expect(rows).toHaveLength(8);
    expect(rows[0]).toEqual({
      id: "p0",
      title: "Post 0",
      image: "/media/scenes/rome-1.jpg",
      liveStatus: true,
      payment: "Not Applicable",
    });
    expect(rows.map((r) => r.liveStatus)).toEqual([
      true,
      true,
      false,
      true,
      true,
      false,
      true,
      true,
    ]);
    expect(toDashboardPosts(posts)).toEqual(rows);
    expect(toDashboardPosts(posts.slice(0, 2), 8)).toHaveLength(2);
  });
});
