import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type Database, openDatabase } from "#app/db/client.server.ts";
import { migrate } from "#app/db/migrate.server.ts";
import { type Action, BUDGETS, type Budget } from "#app/lib/rate-limit.server.ts";
import { createRateLimiting, RateLimits } from "#app/services/rate-limits.server.ts";
import { TEST_DATABASE_URL } from "#tests/setup/database.ts";

/** Every budget small and short, so a test spends one in a few calls. */
function small(points: number, seconds: number): Record<Action, Budget> {
  const all = {} as Record<Action, Budget>;
  for (const action of Object.keys(BUDGETS) as Action[]) all[action] = { points, seconds };
  return all;
}

async function spendAll(limits: RateLimits, action: Action, key: string, times: number) {
  const verdicts = [];
  for (let i = 0; i < times; i++) verdicts.push(await limits.consume(action, key));
  return verdicts;
}

describe("RateLimits in memory (SQLite)", () => {
  it("refuses past the budget, with a Retry-After within the window", async () => {
    const limits = new RateLimits({}, small(3, 60));
    const verdicts = await spendAll(limits, "contact", "203.0.113.1", 5);
    expect(verdicts.map((v) => v.ok)).toEqual([true, true, true, false, false]);
    const refused = verdicts[4]!;
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
  });

  it("keeps one budget per action and per client", async () => {
    const limits = new RateLimits({}, small(2, 60));
    await spendAll(limits, "subscribe", "203.0.113.1", 3);
    expect((await limits.consume("subscribe", "203.0.113.1")).ok).toBe(false);
    expect((await limits.consume("contact", "203.0.113.1")).ok).toBe(true);
    expect((await limits.consume("demoForm", "203.0.113.1")).ok).toBe(true);
    expect((await limits.consume("subscribe", "203.0.113.2")).ok).toBe(true);
  });

  it("says when a key has spent its whole budget, spending nothing", async () => {
    const limits = new RateLimits({}, small(3, 60));
    expect(await limits.spent("statsLogin", "203.0.113.1")).toEqual({ ok: true });
    await spendAll(limits, "statsLogin", "203.0.113.1", 2);
    for (let i = 0; i < 5; i++) {
      expect(await limits.spent("statsLogin", "203.0.113.1")).toEqual({ ok: true });
    }
    await limits.consume("statsLogin", "203.0.113.1");
    const spent = await limits.spent("statsLogin", "203.0.113.1");
    expect(spent.ok).toBe(false);
    expect(!spent.ok && spent.retryAfterSeconds).toBeGreaterThan(50);
    expect(await limits.spent("statsLogin", "203.0.113.2")).toEqual({ ok: true });
  });

  it("opens again when the window ends, and giveBack gives a unit back", async () => {
    // Fake time: the window ends when the test says so, not after a wait.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    try {
      const limits = new RateLimits({}, small(1, 1));
      expect((await limits.consume("view", "a|post")).ok).toBe(true);
      expect((await limits.consume("view", "a|post")).ok).toBe(false);
      vi.advanceTimersByTime(900);
      expect((await limits.consume("view", "a|post")).ok).toBe(false);
      vi.advanceTimersByTime(200);
      expect((await limits.consume("view", "a|post")).ok).toBe(true);
      vi.advanceTimersByTime(1100);
      expect((await limits.consume("view", "a|post")).ok).toBe(true);
      await limits.giveBack("view", "a|post");
      expect((await limits.consume("view", "a|post")).ok).toBe(true);
      expect((await limits.consume("view", "a|post")).ok).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it("has the documented defaults", () => {
    expect(BUDGETS).toEqual({
      subscribe: { points: 10, seconds: 600 },
      subscribeEmail: { points: 5, seconds: 3600 },
      contact: { points: 5, seconds: 600 },
      comment: { points: 3, seconds: 60 },
      commentDay: { points: 30, seconds: 86_400 },
      lookup: { points: 20, seconds: 60 },
      demoForm: { points: 30, seconds: 60 },
      view: { points: 1, seconds: 1800 },
      pageView: { points: 60, seconds: 60 },
      pageViewDay: { points: 1000, seconds: 86_400 },
      statsLogin: { points: 10, seconds: 600 },
    });
  });
});

const PG = TEST_DATABASE_URL;

describe.runIf(PG)("RateLimits on PostgreSQL", () => {
  const schema = `rate_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  let first: Database;
  let second: Database;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: PG });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    // Two pools on one database: two processes (or machines) as far as the counters can tell.
    first = openDatabase({ url: PG, pgSchema: schema });
    await migrate(first);
    second = openDatabase({ url: PG, pgSchema: schema });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    const admin = new pg.Client({ connectionString: PG });
    await admin.connect();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  });

  it("creates the library's table in migration 004", async () => {
    const columns = await first.pgPool!.query(
      `select column_name, data_type from information_schema.columns
        where table_schema = $1 and table_name = 'rate_limits' order by ordinal_position`,
      [schema],
    );
    expect(columns.rows).toEqual([
      { column_name: "key", data_type: "text" },
      { column_name: "points", data_type: "integer" },
      { column_name: "expire", data_type: "bigint" },
    ]);
  });

  it("shares one budget between processes: N allowed in all, not N each", async () => {
    const a = new RateLimits({ pgPool: first.pgPool }, small(5, 60));
    const b = new RateLimits({ pgPool: second.pgPool }, small(5, 60));
    const verdicts = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).consume("contact", "203.0.113.9")),
    );
    expect(verdicts.filter((v) => v.ok)).toHaveLength(5);
    const refused = verdicts.find((v) => !v.ok);
    expect(refused && !refused.ok && refused.retryAfterSeconds).toBeGreaterThan(0);
    // Another client, another action: untouched.
    expect((await a.consume("contact", "203.0.113.10")).ok).toBe(true);
    expect((await b.consume("subscribe", "203.0.113.9")).ok).toBe(true);
  });

  it("says, in every process, when a key has spent its budget; giveBack gives one back", async () => {
    const a = new RateLimits({ pgPool: first.pgPool }, small(3, 60));
    const b = new RateLimits({ pgPool: second.pgPool }, small(3, 60));
    await spendAll(a, "statsLogin", "203.0.113.12", 2);
    expect(await b.spent("statsLogin", "203.0.113.12")).toEqual({ ok: true });
    await b.consume("statsLogin", "203.0.113.12");
    expect((await a.spent("statsLogin", "203.0.113.12")).ok).toBe(false);
    await a.giveBack("statsLogin", "203.0.113.12");
    expect(await b.spent("statsLogin", "203.0.113.12")).toEqual({ ok: true });
  });

  it("keeps deciding, in memory, while the database is unreachable", async () => {
    const unreachable = new pg.Pool({
      connectionString: "postgres://postgres@127.0.0.1:1/none",
      connectionTimeoutMillis: 2_000,
    });
    unreachable.on("error", () => {});
    try {
      const limits = new RateLimits({ pgPool: unreachable }, small(2, 60));
      const verdicts = await spendAll(limits, "lookup", "203.0.113.11", 3);
      expect(verdicts.map((v) => v.ok)).toEqual([true, true, false]);
    } finally {
      await unreachable.end();
    }
  });
});

describe("createRateLimiting", () => {
  it("spends the request client's budget on the counters given, and limits nothing without a client or counters", async () => {
    const limits = new RateLimits({}, small(2, 60));
    const limiting = createRateLimiting({ limits: async () => limits });
    const client = { clientAddress: "203.0.113.9" };
    expect(await limiting.spend(client, "contact")).toEqual({ ok: true });
    expect(await limiting.spend(client, "contact")).toEqual({ ok: true });
    expect((await limiting.spend(client, "contact")).ok).toBe(false);
    expect((await limiting.budgetSpent(client, "contact")).ok).toBe(false);
    expect(await limiting.spend(undefined, "contact")).toEqual({ ok: true });
    const off = createRateLimiting({ limits: async () => undefined });
    expect(await off.spend(client, "contact")).toEqual({ ok: true });
    // One address, however spelled, is one budget.
    expect((await limiting.spendForEmail(client, "a@XN--BCHER-KVA.de")).ok).toBe(true);
    expect((await limiting.spendForEmail(client, " A@bücher.de")).ok).toBe(true);
    expect((await limiting.spendForEmail(client, "a@bücher.de")).ok).toBe(false);
  });
});
