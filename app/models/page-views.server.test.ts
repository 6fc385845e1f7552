import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { visitorHash } from "#app/lib/visitor-hash.server.ts";
import {
  flushPageViews,
  PAGE_VIEW_FLUSH_MS,
  recordPageView,
} from "#app/models/page-view-writes.server.ts";
import {
  forgetSalt,
  type PageView,
  pageViewStats,
  recordSearch,
  rollUpPageViews,
  saltOf,
} from "#app/models/page-views.server.ts";
import { DIALECTS, freshDatabase } from "#tests/setup/database.ts";

const view = (day: string, path: string, visitor: string, extra: Partial<PageView> = {}) => ({
  day,
  path,
  visitor,
  source: "",
  device: "desktop",
  ...extra,
});

describe.each(DIALECTS)("page views on %s", (dialect) => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    fresh = await freshDatabase(dialect);
    forgetSalt();
  });
  afterAll(async () => fresh.drop());

  /** The raw records of `day` in the table (stored, not waiting). */
  const storedOn = async (day: string) =>
    Number(
      (
        await fresh.db
          .selectFrom("page_views")
          .select((eb) => eb.fn.countAll<number | string>().as("n"))
          .where("day", "=", day)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("keeps one salt, today's: yesterday's is deleted, and the same reader tomorrow is a new visitor", async () => {
    const monday = await saltOf("2026-11-23");
    forgetSalt();
    // Another process asking for the same day gets the same salt (the first one made wins).
    expect(await saltOf("2026-11-23")).toBe(monday);
    const tuesday = await saltOf("2026-11-24");
    expect(tuesday).not.toBe(monday);
    const salts = await fresh.db.selectFrom("analytics_salts").selectAll().execute();
    expect(salts).toEqual([{ day: "2026-11-24", salt: tuesday }]);
    const reader = ["203.0.113.7", "Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0"] as const;
    expect(visitorHash(tuesday, ...reader)).not.toBe(visitorHash(monday, ...reader));
    expect(visitorHash(tuesday, ...reader)).toBe(visitorHash(tuesday, ...reader));
  });

  it("stores the views recorded within PAGE_VIEW_FLUSH_MS together, without being asked", async () => {
    const day = "2026-11-22";
    for (const path of ["/", "/about", "/trips"]) recordPageView(view(day, path, "a"));
    expect(await storedOn(day)).toBe(0);
    const recorded = performance.now();
    while ((await storedOn(day)) < 3 && performance.now() - recorded < 5000) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await storedOn(day)).toBe(3);
    expect(performance.now() - recorded).toBeLessThan(PAGE_VIEW_FLUSH_MS + 1000);
  });

  it("keeps the views a write could not store, and stores them at the next write", async () => {
    const day = "2026-11-21";
    await sql`alter table page_views rename to page_views_away`.execute(fresh.db);
    recordPageView(view(day, "/", "a"));
    recordPageView(view(day, "/about", "b"));
    await expect(flushPageViews()).rejects.toThrow();
    await sql`alter table page_views_away rename to page_views`.execute(fresh.db);
    expect(await storedOn(day)).toBe(0);
    await flushPageViews();
    expect(await storedOn(day)).toBe(2);
  });

  it("counts exactly under concurrent records and searches", async () => {
    const day = "2026-11-25";
    for (let i = 0; i < 120; i++) {
      recordPageView(view(day, i % 3 === 0 ? "/" : "/trips", `v${i % 7}`));
    }
    await Promise.all(
      Array.from({ length: 30 }, () => recordSearch({ day, term: "narnia", results: 0 })),
    );
    const stats = await pageViewStats({ from: day, to: day }, new Date(`${day}T12:00:00Z`));
    expect(stats.pageviews).toBe(120);
    expect(stats.visitors).toBe(7);
    expect(stats.pages).toEqual([
      { path: "/trips", pageviews: 80, visitors: 7 },
      { path: "/", pageviews: 40, visitors: 7 },
    ]);
    expect(stats.searches).toEqual([{ term: "narnia", count: 30, results: 0 }]);
  });

  it("rolls finished days up once, deletes their raw records, and adds rolled and raw days", async () => {
    const [d1, d2, d3] = ["2026-11-26", "2026-11-27", "2026-11-28"];
    recordPageView(view(d1, "/", "a", { source: "google.com", device: "phone" }));
    recordPageView(view(d1, "/", "a", { source: "google.com", device: "phone" }));
    recordPageView(view(d1, "/about", "b"));
    recordPageView(view(d2, "/", "a", { source: "news.ycombinator.com" }));
    recordPageView(view(d3, "/", "c", { device: "tablet" }));
    // 00:05 on d3: d2 is within the grace period, so only d1 (and the earlier test's day) roll up.
    await rollUpPageViews(new Date(`${d3}T00:05:00Z`));
    const rawDays = async () =>
      (
        await fresh.db.selectFrom("page_views").select("day").distinct().orderBy("day").execute()
      ).map((r) => r.day);
    expect(await rawDays()).toEqual([d2, d3]);
    // Two processes rolling up at once move each record once.
    const noon = new Date(`${d3}T12:00:00Z`);
    await Promise.all([rollUpPageViews(noon), rollUpPageViews(noon)]);
    expect(await rawDays()).toEqual([d3]);
    const stats = await pageViewStats({ from: d1, to: d3 }, noon);
    expect(stats.days).toEqual([
      { day: d1, pageviews: 3, visitors: 2 },
      { day: d2, pageviews: 1, visitors: 1 },
      { day: d3, pageviews: 1, visitors: 1 },
    ]);
    expect(stats.pageviews).toBe(5);
    // Visitors over several days: each day's, added (a salt lasts a day).
    expect(stats.visitors).toBe(4);
    expect(stats.pages[0]).toEqual({ path: "/", pageviews: 4, visitors: 3 });
    expect(stats.referrers).toEqual([
      { source: "google.com", visitors: 1 },
      { source: "news.ycombinator.com", visitors: 1 },
    ]);
    expect(stats.devices).toEqual([
      { device: "desktop", pageviews: 2, visitors: 2 },
      { device: "phone", pageviews: 2, visitors: 1 },
      { device: "tablet", pageviews: 1, visitors: 1 },
    ]);
    // The rolled figures stay what they were when asked again.
    expect(await pageViewStats({ from: d1, to: d3 }, noon)).toEqual(stats);
  });
});
