import net from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { type RunningServer, servingPids, startServer } from "#tests/setup/server.ts";

const PG = process.env.TEST_DATABASE_URL;

/**
 * A TCP relay between the server and PostgreSQL that can go silent, as a network partition does:
 * nothing passes either way and nothing is closed, so only timeouts notice.
 */
async function startRelay(host: string, port: number) {
  const relay = { port: 0, silent: false, close: () => {} };
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(port, host);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(from);
      from.on("data", (chunk) => {
        if (!relay.silent) to.write(chunk);
      });
      from.on("error", () => {});
      from.on("close", () => {
        sockets.delete(from);
        to.destroy();
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  relay.port = (server.address() as net.AddressInfo).port;
  relay.close = () => {
    server.close();
    for (const socket of sockets) socket.destroy();
  };
  return relay;
}

interface Answer {
  status: number;
  ms: number;
  headers: Headers;
  body: string;
}

/**
 * The PostgreSQL server of the test database loses the site's connections: idle ones, one in the
 * middle of a request, then all of them while the database refuses new ones (an outage), and
 * gets them back. The server (WORKERS=2) runs on a database of this test's own, so terminating
 * "its" backends touches nothing else.
 */
describe.runIf(PG)("PostgreSQL outage with WORKERS=2", () => {
  const database = `wl_outage_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: PG });
  let server: RunningServer | undefined;
  const logs = () => server?.logs() ?? "";
  let base = "";
  let workers: number[] = [];
  let posts: { href: string; id: string; index: number }[] = [];
  let relay: Awaited<ReturnType<typeof startRelay>>;

  /** One request on a fresh connection (so the two workers take turns), never waiting forever. */
  async function get(url: string): Promise<Answer> {
    const started = performance.now();
    const response = await fetch(`${base}${url}`, {
      headers: { Connection: "close" },
      signal: AbortSignal.timeout(20_000),
    });
    const body = await response.text();
    return {
      status: response.status,
      ms: performance.now() - started,
      headers: response.headers,
      body,
    };
  }

  /** Ends the server's connections to its database (all but `keep`), as a failover would. */
  async function terminateServerBackends(keep: number[] = []): Promise<number> {
    const result = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = $1 and pid <> pg_backend_pid() and not (pid = any($2::int[]))`,
      [database, keep],
    );
    return result.rowCount ?? 0;
  }

  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const restarts = () => (logs().match(/exited/g) ?? []).length;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${database}`);
    // The server reaches PostgreSQL through the relay; the test's own connections go direct.
    const url = new URL(PG!);
    relay = await startRelay(url.hostname, Number(url.port || 5432));
    url.hostname = "127.0.0.1";
    url.port = String(relay.port);
    url.pathname = `/${database}`;
    server = await startServer({
      DATABASE_URL: url.href,
      WORKERS: "2",
      RATE_LIMIT: "off",
      DB_CONNECT_TIMEOUT_MS: "2000",
      DB_QUERY_TIMEOUT_MS: "4000",
    });
    base = server.url;
    workers = [...servingPids(server)].map(Number);
    posts = JSON.parse((await get("/api/GetPosts")).body);
    expect(posts.length).toBeGreaterThan(20);
  }, 120_000);

  afterAll(async () => {
    // SHOW_LOGS=1 prints the server's log (what it said during each outage).
    if (process.env.SHOW_LOGS) console.log(logs());
    await server?.stop();
    await admin.query(`alter database ${database} allow_connections true`).catch(() => {});
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
    relay?.close();
  });

  it("keeps both workers when PostgreSQL ends their idle connections, and reconnects", async () => {
    // Warm the page cache of both workers (connections alternate between them).
    for (let i = 0; i < 8; i++) expect((await get("/about")).status).toBe(200);
    const hits = await Promise.all(Array.from({ length: 6 }, () => get("/about")));
    expect(hits.map((h) => h.headers.get("x-cache"))).toEqual(Array(6).fill("HIT"));

    expect(await terminateServerBackends()).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 500));
    for (let i = 0; i < 6; i++) {
      const answer = await get("/api/GetPosts");
      expect(answer.status).toBe(200);
    }
    expect(workers.every(alive)).toBe(true);
    expect(restarts(), logs()).toBe(0);
  });

  it("answers 503 (never hangs, never crashes) when the connection dies mid-request", async () => {
    const locker = new pg.Client({ connectionString: new URL(`/${database}`, PG).href });
    await locker.connect();
    const lockerPid = (await locker.query("select pg_backend_pid() as pid")).rows[0].pid as number;
    try {
      // The requests below wait inside PostgreSQL for this lock...
      await locker.query("begin");
      await locker.query("lock table posts in access exclusive mode");
      const post = posts[0]!;
      const api = get(`/api/IncreasePostViewedCount?itemId=${post.id}&partitionKey=${post.index}`);
      const page = get(posts[1]!.href);
      // (Awaited below; a failure before that must not be an unhandled rejection.)
      api.catch(() => {});
      page.catch(() => {});
      await expect
        .poll(
          async () =>
            (
              await admin.query(
                `select count(*)::int as n from pg_stat_activity
                  where datname = $1 and wait_event_type = 'Lock'`,
                [database],
              )
            ).rows[0].n,
          { timeout: 15_000 },
        )
        .toBeGreaterThanOrEqual(2);
      // ...when their connections are terminated.
      const terminatedAt = performance.now();
      expect(await terminateServerBackends([lockerPid])).toBeGreaterThanOrEqual(2);
      const [apiAnswer, pageAnswer] = await Promise.all([api, page]);
      // Usually at once; a page whose other loader got a new connection and queued behind the
      // lock again answers when that statement times out (DB_QUERY_TIMEOUT_MS, 4 s).
      const waited = performance.now() - terminatedAt;
      expect(waited).toBeLessThan(4000 + 3000);
      expect(apiAnswer.status).toBe(503);
      expect(apiAnswer.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(JSON.parse(apiAnswer.body)).toEqual({ error: expect.stringMatching(/database/i) });
      expect(pageAnswer.status).toBe(503);
      expect(pageAnswer.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(pageAnswer.body).toContain("be right back");
    } finally {
      await locker.query("rollback").catch(() => {});
      await locker.end();
    }
    expect(workers.every(alive)).toBe(true);
    expect(restarts(), logs()).toBe(0);
    expect((await get(posts[1]!.href)).status).toBe(200);
  });

  it("answers 503 when a request waits inside PostgreSQL longer than DB_QUERY_TIMEOUT_MS", async () => {
    const locker = new pg.Client({ connectionString: new URL(`/${database}`, PG).href });
    await locker.connect();
    try {
      await locker.query("begin");
      await locker.query("lock table posts in access exclusive mode");
      const answer = await get("/api/GetPosts");
      expect(answer.status).toBe(503);
      expect(answer.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(answer.ms).toBeGreaterThan(3500);
      expect(answer.ms).toBeLessThan(9000);
    } finally {
      await locker.query("rollback").catch(() => {});
      await locker.end();
    }
    expect(restarts(), logs()).toBe(0);
    expect((await get("/api/GetPosts")).status).toBe(200);
  });

  it("serves cached pages and answers others 503 quickly while the database refuses connections, then recovers", {
    timeout: 90_000,
  }, async () => {
    for (let i = 0; i < 8; i++) expect((await get("/about")).status).toBe(200);
    await admin.query(`alter database ${database} allow_connections false`);
    onTestFinished(async () => {
      await admin.query(`alter database ${database} allow_connections true`);
    });
    await terminateServerBackends();

    const cached: Answer[] = [];
    const pages: Answer[] = [];
    const calls: Answer[] = [];
    for (let i = 0; i < 6; i++) {
      cached.push(await get("/about"));
      pages.push(await get(posts[2 + i]!.href));
      calls.push(await get("/api/GetPosts"));
    }
    expect(cached.map((a) => [a.status, a.headers.get("x-cache")])).toEqual(
      Array(6).fill([200, "HIT"]),
    );
    for (const answer of pages) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(answer.headers.get("content-type")).toMatch(/^text\/html/);
      expect(answer.body).toContain("be right back");
      expect(answer.body).not.toMatch(
        /at \w+ \(|node_modules|ECONNREFUSED|not currently accepting/,
      );
    }
    for (const answer of calls) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(JSON.parse(answer.body)).toEqual({ error: expect.stringMatching(/database/i) });
    }
    const slowest = Math.max(...[...pages, ...calls].map((a) => a.ms));
    console.log(
      `outage: cached ${Math.round(Math.max(...cached.map((a) => a.ms)))} ms, 503s at most ${Math.round(slowest)} ms`,
    );
    expect(slowest).toBeLessThan(2000);
    expect(workers.every(alive)).toBe(true);
    expect(restarts(), logs()).toBe(0);

    // A worker that dies now cannot start again (it needs the database at start): the primary
    // retries with back-off, not in a storm.
    process.kill(workers[0]!, "SIGKILL");
    const killedAt = performance.now();
    const delays = () =>
      [...logs().matchAll(/exited .* starting another in (\d+) ms/g)].map((m) => Number(m[1]));
    await expect.poll(() => delays().length, { timeout: 40_000 }).toBeGreaterThanOrEqual(3);
    const seconds = (performance.now() - killedAt) / 1000;
    console.log(`restarts in ${seconds.toFixed(1)} s of outage: ${delays().join(", ")} ms`);
    expect(delays()).toEqual(delays().map((_, i) => 100 * 2 ** i));
    expect(alive(workers[1]!)).toBe(true);

    // The database is back: pages and calls work again within a few seconds, nothing restarted.
    await admin.query(`alter database ${database} allow_connections true`);
    const backAt = performance.now();
    await expect
      .poll(async () => (await get(posts[8]!.href)).status, { timeout: 10_000, interval: 200 })
      .toBe(200);
    const recovered = performance.now() - backAt;
    console.log(`recovered in ${Math.round(recovered)} ms`);
    for (let i = 0; i < 4; i++) expect((await get("/api/GetPosts")).status).toBe(200);
    expect(alive(workers[1]!)).toBe(true);
    // The killed worker's replacement starts once its back-off delay has passed.
    await expect
      .poll(() => (logs().match(/listening on/g) ?? []).length, { timeout: 30_000 })
      .toBe(3);
  });

  it("answers 503 at once while PostgreSQL is silent (a partition), well under the connect timeout", {
    timeout: 60_000,
  }, async () => {
    await expect
      .poll(async () => (await get(posts[9]!.href)).status, { timeout: 15_000, interval: 200 })
      .toBe(200);
    const restartsBefore = restarts();
    relay.silent = true;
    // The first requests find out the hard way: a query or a new connection times out (bounded)...
    const first = await Promise.all(Array.from({ length: 24 }, () => get("/api/GetPosts")));
    expect(first.map((a) => a.status)).toEqual(Array(24).fill(503));
    const firstSlowest = Math.max(...first.map((a) => a.ms));
    expect(firstSlowest).toBeLessThan(4000 + 2000 + 3000);
    // ...then the outage is known and every answer is immediate (the connect timeout is 2 s).
    const known: Answer[] = [];
    for (let i = 0; i < 10; i++)
      known.push(await get(i % 2 ? "/api/GetPosts" : posts[10 + i]!.href));
    expect(known.map((a) => a.status)).toEqual(Array(10).fill(503));
    const knownSlowest = Math.max(...known.map((a) => a.ms));
    console.log(
      `partition: first answers within ${Math.round(firstSlowest)} ms, then at most ${Math.round(knownSlowest)} ms`,
    );
    expect(knownSlowest).toBeLessThan(1000);

    relay.silent = false;
    const backAt = performance.now();
    await expect
      .poll(async () => (await get(posts[20]!.href)).status, { timeout: 15_000, interval: 200 })
      .toBe(200);
    console.log(`partition healed: recovered in ${Math.round(performance.now() - backAt)} ms`);
    expect(restarts(), logs()).toBe(restartsBefore);
  });
});
