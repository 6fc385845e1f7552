import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action } from "#app/features/api/page-views.ts";
import { importContent } from "#app/features/content/importer.server.ts";
import { forgetSalt, pageViewStats } from "#app/models/page-views.server.ts";
import { pageViewQueue } from "#app/services/wiring.server.ts";
import { DIALECTS, freshDatabase } from "#tests/setup/database.ts";
import { serverReaderPages } from "#tests/setup/reader-pages.ts";

/**
 * Issue 44, item 4: 3,000 beacons with long distinct paths from 50 addresses were all stored
 * (+5 MB of SQLite) and /stats went from 15 ms to 80-160 ms. Now a view is stored only of a page
 * that exists: 10,000 beacons of distinct made-up paths (every kind the probe sent, up to 1,500
 * characters) from 200 addresses, each within its minute's budget so that every one is looked
 * up, are all refused (400), and the database's size and the time /stats takes stay where they
 * were.
 */
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const FLOOD = 10_000;
const ADDRESSES = 200;

/** The i-th made-up path: no page of the site, every one distinct. */
function madeUp(i: number): string {
  const long = "x".repeat(1_000 + (i % 500));
  switch (i % 10) {
    case 0:
      return `/single/totally-fake-post-${i}`;
    case 1:
      return `/author/Nobody${i}`;
    case 2:
      return `/archive/${900_000 + i}/nothing`;
    case 3:
      return `/city/2024/${long}-${i}`;
    case 4:
      return `/page404?x=${i}`;
    case 5:
      return `/Preview/${long}${i}`;
    case 6:
      return `/feeds/category/${i}.xml`;
    case 7:
      return `/nowhere/${long}/${i}`;
    case 8:
      return `/single-gallery/${long}-${i}`;
    default:
      return `/hotels/beach/2024/not-a-hotel-${i}`;
  }
}

describe.each(DIALECTS)("a flood of made-up page views on %s", (dialect) => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    fresh = await freshDatabase(dialect);
    forgetSalt();
    await importContent(fresh.db, path.resolve("content"));
  });
  afterAll(async () => {
    await pageViewQueue.flush();
    await fresh.drop();
  });

  /**
   * The database's size in bytes: SQLite's pages; PostgreSQL's tables and indexes but the rate
   * limiter's counters (`rate_limits`: a row per client and budget, each beacon's update leaving
   * a dead row version until autovacuum; SQLite keeps them in memory).
   */
  async function databaseBytes(): Promise<number> {
    await pageViewQueue.flush();
    if (dialect === "sqlite") {
      const count = await sql<{ page_count: number }>`pragma page_count`.execute(fresh.db);
      const size = await sql<{ page_size: number }>`pragma page_size`.execute(fresh.db);
      return Number(count.rows[0]!.page_count) * Number(size.rows[0]!.page_size);
    }
    const { rows } = await sql<{ bytes: string }>`
      select coalesce(sum(pg_total_relation_size(c.oid)), 0) as bytes from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = current_schema() and c.relkind = 'r' and c.relname <> 'rate_limits'
    `.execute(fresh.db);
    return Number(rows[0]!.bytes);
  }

  /** The median time of the figures /stats shows (its loader's query), in ms. */
  async function statsMs(): Promise<number> {
    const today = new Date().toISOString().slice(0, 10);
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      await pageViewQueue.flush();
      await pageViewStats({ from: "2026-01-01", to: today });
      times.push(performance.now() - started);
    }
    return times.sort((a, b) => a - b)[2]!;
  }

  it("stores none of 10,000 distinct made-up paths: the database and /stats stay as they were", async () => {
    const readerPage = await serverReaderPages();
    const beacon = async (pagePath: string, client: string) => {
      const request = new Request("http://localhost/api/page-views", {
        method: "POST",
        body: JSON.stringify({ path: pagePath, referrer: "https://flood.example/" }),
        headers: { "User-Agent": FIREFOX, "Content-Type": "text/plain" },
      });
      const context = { clientAddress: client, readerPage };
      return ((await action({ request, params: {}, context } as never)) as Response).status;
    };
    // A few real views first, so /stats has something to show.
    for (const page of ["/", "/about", "/trips?month=7", "/search?q=lisbon"]) {
      expect(await beacon(page, "192.0.2.1")).toBe(204);
    }
    const bytesBefore = await databaseBytes();
    const msBefore = await statsMs();

    const started = performance.now();
    const statuses = new Map<number, number>();
    for (let i = 0; i < FLOOD; i += 50) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, j) =>
          beacon(madeUp(i + j), `203.0.${Math.floor((i + j) % ADDRESSES)}.9`),
        ),
      );
      for (const status of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    const floodMs = performance.now() - started;

    const bytesAfter = await databaseBytes();
    const msAfter = await statsMs();
    console.log(
      `[flood] ${dialect}: ${FLOOD} beacons in ${Math.round(floodMs)} ms (${Math.round((FLOOD / floodMs) * 1000)}/s), answers ${JSON.stringify(Object.fromEntries(statuses))}; database ${bytesBefore} -> ${bytesAfter} bytes; /stats ${msBefore.toFixed(1)} -> ${msAfter.toFixed(1)} ms`,
    );
    expect(Object.fromEntries(statuses)).toEqual({ 400: FLOOD });
    const stored = await fresh.db.selectFrom("page_views").select("path").execute();
    expect(stored.map((r) => r.path).sort()).toEqual(
      ["/", "/about", "/search?q=lisbon", "/trips?month=7"].sort(),
    );
    expect(bytesAfter).toBe(bytesBefore);
    // Flat: the same few rows to count (a loaded machine's noise allowed for).
    expect(msAfter).toBeLessThan(msBefore * 3 + 25);
  }, 180_000);
});
