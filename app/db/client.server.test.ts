import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase } from "#app/db/client.server.ts";
import { DatabaseUnavailableError } from "#app/db/database-unavailable.ts";
import { TEST_DATABASE_URL } from "#tests/setup/database.ts";

async function failure(work: Promise<unknown>): Promise<unknown> {
  return work.then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe("SQLite shared by several processes (WORKERS)", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wanderlust-busy-"));
  const file = path.join(dir, "busy.sqlite");
  const opened = openDatabase({ url: file, busyTimeoutMs: 100 });
  // Another process's connection, as a worker's would be.
  const other = new SQLite(file);
  other.pragma("busy_timeout = 0");
  beforeAll(async () => {
    await sql`create table counts (n integer not null)`.execute(opened.db);
    await sql`insert into counts values (0)`.execute(opened.db);
  });
  afterAll(async () => {
    other.close();
    await opened.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("takes the write lock when a transaction begins, before it reads", async () => {
    await opened.db.transaction().execute(async (trx) => {
      await sql`select n from counts`.execute(trx);
      // Had it begun deferred, another writer could commit here and make its update fail.
      expect(() => other.exec("begin immediate")).toThrow(/database is locked/);
      await sql`update counts set n = n + 1`.execute(trx);
    });
    expect(other.prepare("select n from counts").pluck().get()).toBe(1);
  });

  it("answers a write still locked out after busy_timeout with DatabaseUnavailableError (503)", async () => {
    other.exec("begin immediate");
    try {
      const started = performance.now();
      const refused = await failure(sql`update counts set n = n + 1`.execute(opened.db));
      expect(refused).toBeInstanceOf(DatabaseUnavailableError);
      expect((refused as DatabaseUnavailableError).retryAfterSeconds).toBe(1);
      expect(performance.now() - started).toBeGreaterThanOrEqual(90);
      const inTransaction = await failure(
        opened.db.transaction().execute((trx) => sql`select 1`.execute(trx)),
      );
      expect(inTransaction).toBeInstanceOf(DatabaseUnavailableError);
      // Readers are never locked out (WAL).
      const { rows } = await sql<{ n: number }>`select n from counts`.execute(opened.db);
      expect(rows).toEqual([{ n: 1 }]);
    } finally {
      other.exec("rollback");
    }
    await sql`update counts set n = n + 1`.execute(opened.db);
    expect(other.prepare("select n from counts").pluck().get()).toBe(2);
  });
});

describe("PostgreSQL pool when the database is away", () => {
  it("fails at once with DatabaseUnavailableError after a refused connection", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    // Nothing listens on port 1: each connection attempt is refused.
    const opened = openDatabase({
      url: "postgres://nobody@127.0.0.1:1/none",
      connectTimeoutMs: 500,
    });
    try {
      const first = await failure(sql`select 1`.execute(opened.db));
      expect(first).toBeInstanceOf(DatabaseUnavailableError);
      expect((first as DatabaseUnavailableError).retryAfterSeconds).toBe(2);
      expect(errors).toHaveBeenCalledTimes(1);
      const started = performance.now();
      const second = await failure(sql`select 1`.execute(opened.db));
      expect(second).toBeInstanceOf(DatabaseUnavailableError);
      // At once: no new connection attempt (each waits up to connectTimeoutMs, 500 ms); the bound
      // leaves room for a loaded machine (228 ms seen in CI at load 12).
      expect(performance.now() - started).toBeLessThan(400);
    } finally {
      await opened.close();
      errors.mockRestore();
    }
  });
});

const PG = TEST_DATABASE_URL;

describe.runIf(PG)("PostgreSQL pool when its connections are terminated", () => {
  const admin = new pg.Client({ connectionString: PG });
  const name = `pool_${process.pid}_${Date.now()}`;
  // describe.runIf still runs this body without PG: open nothing then (else a SQLite file named
  // "undefined?application_name=..." appears in the working folder).
  const opened = PG
    ? openDatabase({ url: `${PG}?application_name=${name}`, queryTimeoutMs: 3000 })
    : (undefined as never);
  const errors = vi.fn();
  const terminate = () =>
    admin.query(
      "select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where application_name = $1",
      [name],
    );

  beforeAll(async () => {
    vi.spyOn(console, "error").mockImplementation(errors);
    await admin.connect();
  });

  afterAll(async () => {
    await opened.close();
    await admin.end();
    vi.restoreAllMocks();
  });

  it("survives the end of an idle connection (one log line) and reconnects", async () => {
    await sql`select 1`.execute(opened.db);
    expect((await terminate()).rows[0].n).toBe(1);
    await vi.waitFor(() =>
      expect(errors).toHaveBeenCalledWith(expect.stringMatching(/^\[db\] idle/)),
    );
    const { rows } = await sql<{ n: number }>`select 2 as n`.execute(opened.db);
    expect(rows).toEqual([{ n: 2 }]);
  });

  it("answers DatabaseUnavailableError when the connection ends mid-query, and reconnects", async () => {
    const running = failure(sql`select pg_sleep(10)`.execute(opened.db));
    await vi.waitFor(async () => expect((await terminate()).rows[0].n).toBe(1));
    const error = await running;
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect((error as Error).message).toMatch(/terminating connection/);
    const { rows } = await sql<{ n: number }>`select 3 as n`.execute(opened.db);
    expect(rows).toEqual([{ n: 3 }]);
  });

  it("cancels a statement after queryTimeoutMs with DatabaseUnavailableError", async () => {
    const started = performance.now();
    const error = await failure(sql`select pg_sleep(10)`.execute(opened.db));
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect((error as Error).message).toMatch(/statement timeout/);
    expect(performance.now() - started).toBeLessThan(6000);
  });
});
