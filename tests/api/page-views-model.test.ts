import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { visitorHash } from "#app/features/analytics/page-view.server.ts";
import {
  forgetSalt,
  MAX_VALUES_A_DAY,
  type PageView,
  pageViewStats,
  rollUpPageViews,
  saltOf,
} from "#app/models/page-views.server.ts";
import { PAGE_VIEW_QUEUE_SETTINGS } from "#app/services/page-view-queue.server.ts";
import { pageViewQueue } from "#app/services/wiring.server.ts";
import { DIALECTS, freshDatabase } from "#tests/setup/database.ts";

const view = (
  day: string,
  path: string,
  visitor: string,
  extra: Partial<PageView> = {},
): PageView => ({
  day,
  path,
  visitor,
  source: "",
  device: "desktop",
  search_term: "",
  search_results: 0,
  ...extra,
});

/** A site search's view, as the beacon records it. */
const search = (day: string, term: string, results: number, visitor: string): PageView =>
  view(day, `/search?q=${encodeURIComponent(term)}`, visitor, {
    search_term: term,
    search_results: results,
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

  it("stores the views recorded within the queue's flushMs together, without being asked", async () => {
    const day = "2026-11-22";
    for (const path of ["/", "/about", "/trips"]) pageViewQueue.record(view(day, path, "a"));
    expect(await storedOn(day)).toBe(0);
    const recorded = performance.now();
    while ((await storedOn(day)) < 3 && performance.now() - recorded < 5000) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await storedOn(day)).toBe(3);
    expect(performance.now() - recorded).toBeLessThan(PAGE_VIEW_QUEUE_SETTINGS.flushMs + 1000);
  });

  it("keeps the views a write could not store, and stores them at the next write", async () => {
    const day = "2026-11-21";
    await sql`alter table page_views rename to page_views_away`.execute(fresh.db);
    pageViewQueue.record(view(day, "/", "a"));
    pageViewQueue.record(view(day, "/about", "b"));
    await expect(pageViewQueue.flush()).rejects.toThrow();
    await sql`alter table page_views_away rename to page_views`.execute(fresh.db);
    expect(await storedOn(day)).toBe(0);
    await pageViewQueue.flush();
    expect(await storedOn(day)).toBe(2);
  });

  it("counts exactly under concurrent records and searches", async () => {
    const day = "2026-11-25";
    for (let i = 0; i < 120; i++) {
      pageViewQueue.record(view(day, i % 3 === 0 ? "/" : "/trips", `v${i % 7}`));
    }
    for (let i = 0; i < 30; i++) pageViewQueue.record(search(day, "narnia", 0, `v${i % 7}`));
    await pageViewQueue.flush();
    const stats = await pageViewStats({ from: day, to: day }, new Date(`${day}T12:00:00Z`));
    expect(stats.pageviews).toBe(150);
    expect(stats.visitors).toBe(7);
    expect(stats.pages).toEqual([
      { path: "/trips", pageviews: 80, visitors: 7 },
      { path: "/", pageviews: 40, visitors: 7 },
      { path: "/search?q=narnia", pageviews: 30, visitors: 7 },
    ]);
    expect(stats.searches).toEqual([{ term: "narnia", count: 30, results: 0 }]);
  });

  it("rolls finished days up once, deletes their raw records, and adds rolled and raw days", async () => {
    const [d1, d2, d3] = ["2026-11-26", "2026-11-27", "2026-11-28"];
    pageViewQueue.record(view(d1, "/", "a", { source: "google.com", device: "phone" }));
    pageViewQueue.record(view(d1, "/", "a", { source: "google.com", device: "phone" }));
    pageViewQueue.record(view(d1, "/about", "b"));
    pageViewQueue.record(view(d2, "/", "a", { source: "news.ycombinator.com" }));
    pageViewQueue.record(view(d3, "/", "c", { device: "tablet" }));
    // 00:05 on d3: d2 is within the grace period, so only d1 (and the earlier test's day) roll up.
    await pageViewQueue.flush();
    await rollUpPageViews(new Date(`${d3}T00:05:00Z`));
    const rawDays = async () =>
      (
        await fresh.db.selectFrom("page_views").select("day").distinct().orderBy("day").execute()
      ).map((r) => r.day);
    expect(await rawDays()).toEqual([d2, d3]);
    // Two processes rolling up at once move each record once.
    const noon = new Date(`${d3}T12:00:00Z`);
    await pageViewQueue.flush();
    await Promise.all([rollUpPageViews(noon), rollUpPageViews(noon)]);
    expect(await rawDays()).toEqual([d3]);
    await pageViewQueue.flush();
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

  it("rolls searches up with the rest, adding rolled and raw days, results as the latest day's", async () => {
    const [d1, d2] = ["2026-10-01", "2026-10-02"];
    pageViewQueue.record(search(d1, "lisbon", 4, "a"));
    pageViewQueue.record(search(d1, "lisbon", 4, "b"));
    pageViewQueue.record(search(d1, "narnia", 0, "a"));
    pageViewQueue.record(search(d2, "lisbon", 5, "c"));
    const noon = new Date(`${d2}T12:00:00Z`);
    await pageViewQueue.flush();
    await rollUpPageViews(noon);
    const rolled = await fresh.db
      .selectFrom("search_days")
      .selectAll()
      .where("day", "=", d1)
      .orderBy("term")
      .execute();
    expect(rolled).toEqual([
      { day: d1, term: "lisbon", searches: 2, results: 4 },
      { day: d1, term: "narnia", searches: 1, results: 0 },
    ]);
    // d2 is today's: still raw, counted all the same.
    await pageViewQueue.flush();
    const stats = await pageViewStats({ from: d1, to: d2 }, noon);
    expect(stats.searches).toEqual([
      { term: "lisbon", count: 3, results: 5 },
      { term: "narnia", count: 1, results: 0 },
    ]);
  });

  it("keeps a day's most viewed pages, referring sites and searched terms, at most MAX_VALUES_A_DAY each", async () => {
    const day = "2026-09-01";
    const flood = MAX_VALUES_A_DAY * 3;
    // Three times as many distinct searches and sites as a day keeps, and two pages read more.
    for (let i = 0; i < flood; i++) {
      pageViewQueue.record({
        ...search(day, `term ${i}`, 0, `v${i}`),
        source: `site-${i}.example`,
      });
    }
    for (let i = 0; i < 5; i++) {
      pageViewQueue.record(view(day, "/about", `w${i}`));
      pageViewQueue.record(search(day, "lisbon", 4, `w${i}`));
    }
    await pageViewQueue.flush();
    await rollUpPageViews(new Date("2026-09-03T00:00:00Z"));
    const kept = async (dimension: string) =>
      Number(
        (
          await fresh.db
            .selectFrom("page_view_days")
            .select((eb) => eb.fn.countAll<number | string>().as("n"))
            .where("day", "=", day)
            .where("dimension", "=", dimension as "path")
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await kept("path")).toBe(MAX_VALUES_A_DAY);
    expect(await kept("source")).toBe(MAX_VALUES_A_DAY);
    const terms = await fresh.db
      .selectFrom("search_days")
      .select(["term", "searches"])
      .where("day", "=", day)
      .orderBy("searches", "desc")
      .execute();
    expect(terms).toHaveLength(MAX_VALUES_A_DAY);
    expect(terms[0]).toEqual({ term: "lisbon", searches: 5 });
    // The day's totals and devices still count every view; the most viewed pages are kept.
    await pageViewQueue.flush();
    const stats = await pageViewStats({ from: day, to: day }, new Date("2026-09-03T00:00:00Z"));
    expect(stats.pageviews).toBe(flood + 10);
    expect(stats.devices).toEqual([
      { device: "desktop", pageviews: flood + 10, visitors: flood + 5 },
    ]);
    expect(stats.pages.slice(0, 2)).toEqual([
      { path: "/about", pageviews: 5, visitors: 5 },
      { path: "/search?q=lisbon", pageviews: 5, visitors: 5 },
    ]);
    expect(stats.searches[0]).toEqual({ term: "lisbon", count: 5, results: 4 });
  });
});
