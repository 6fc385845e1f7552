import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { copyContent } from "#tests/setup/content.ts";
import { postgresSchema } from "#tests/setup/database.ts";
import { servingPids, startServer } from "#tests/setup/server.ts";

const dirs: string[] = [];
/** Two posts are enough to start a server that takes subscriptions (each round imports them). */
const content = copyContent([
  "algarve-in-october-quiet-beaches",
  "alps-christmas-markets-train-video",
]);
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  content.remove();
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wanderlust-durable-"));
  dirs.push(dir);
  return dir;
}

describe("durability", () => {
  it("keeps every acknowledged write through 20 SIGKILLs at random moments", async () => {
    const dataDir = tempDir();
    const acknowledged: string[] = [];
    for (let round = 0; round < 20; round++) {
      const server = await startServer({
        DATA_DIR: dataDir,
        CONTENT_DIR: content.dir,
        RATE_LIMIT: "off",
      });
      const pid = Number(/pid (\d+)/.exec(server.logs())![1]);
      let stop = false;
      const writers = Array.from({ length: 8 }, async (_, w) => {
        for (let i = 0; !stop; i++) {
          const email = `r${round}-w${w}-${i}@example.com`;
          try {
            const response = await fetch(`${server.url}/api/CreateNewSubscription?email=${email}`, {
              method: "POST",
            });
            if (response.status === 201) acknowledged.push(email);
          } catch {
            return; // the server is gone
          }
        }
      });
      // Kill at a random moment once writes are flowing (a loaded machine may be slow to start).
      const deadline = Date.now() + 15_000;
      const before = acknowledged.length;
      while (acknowledged.length === before && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 10));
      }
      await new Promise((r) => setTimeout(r, Math.random() * 400));
      process.kill(pid, "SIGKILL");
      stop = true;
      await Promise.all(writers);
      await server.stop().catch(() => {});
    }
    expect(acknowledged.length).toBeGreaterThan(100);
    // The database opens after every kill (each round started), and every acknowledged row is there.
    const db = new Database(path.join(dataDir, "wanderlust.sqlite"));
    expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
    const stored = new Set(
      (db.prepare("select email from subscriptions").all() as { email: string }[]).map(
        (r) => r.email,
      ),
    );
    db.close();
    const lost = acknowledged.filter((email) => !stored.has(email));
    expect(lost).toEqual([]);
  }, 240_000);

  it("refuses a second server on the same data directory with a clear message", async () => {
    const dataDir = tempDir();
    // The first a cluster: its primary holds the lock for its workers, and for no one else.
    const first = await startServer({ DATA_DIR: dataDir, CONTENT_DIR: content.dir, WORKERS: "2" });
    try {
      await expect(startServer({ DATA_DIR: dataDir, CONTENT_DIR: content.dir })).rejects.toThrow(
        `Another Wanderlust server (pid ${first.pid}) is already using the data directory`,
      );
    } finally {
      await first.stop();
    }
  });
});

describe("graceful stop", () => {
  it("finishes requests in flight on SIGTERM under keep-alive load, refuses new ones, exits 0 within 10 s", async () => {
    const server = await startServer({ RATE_LIMIT: "off", PAGE_CACHE: "off" });
    const pid = Number(/pid (\d+)/.exec(server.logs())![1]);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
    let ok = 0;
    let refused = 0;
    const failures: string[] = [];
    let sigtermAt = 0;
    let gone = false;
    const exited = new Promise<number>((resolve) => {
      const check = setInterval(() => {
        try {
          process.kill(pid, 0);
        } catch {
          clearInterval(check);
          gone = true;
          resolve(Date.now());
        }
      }, 20);
    });
    const get = () =>
      new Promise<void>((resolve) => {
        const request = http.get(`${server.url}/`, { agent }, (response) => {
          response.resume();
          response.on("end", () => {
            if (response.statusCode === 200) ok++;
            else failures.push(`status ${response.statusCode}`);
            resolve();
          });
          response.on("error", (e) => {
            failures.push(`response ${e.message}`);
            resolve();
          });
        });
        request.on("error", (error: NodeJS.ErrnoException) => {
          // A connection the stopping server refused never became a request, nor did a new one
          // still in the kernel's accept queue when the server stopped listening (the kernel
          // resets those: ECONNRESET on a socket that was never reused). Anything else failed,
          // including a reset on a reused keep-alive socket.
          if (
            error.code === "ECONNREFUSED" ||
            (error.code === "ECONNRESET" && !request.reusedSocket)
          )
            refused++;
          else failures.push(`${error.code ?? ""} ${error.message}`);
          resolve();
        });
      });
    const clients = Array.from({ length: 16 }, async () => {
      // Keep asking for 1.5 s after SIGTERM, and on a loaded machine (where the in-flight
      // requests may take longer than that to finish) until a new connection was refused.
      while (!sigtermAt || Date.now() - sigtermAt < 1500 || (refused === 0 && !gone)) await get();
      if (refused === 0) await get();
    });
    await new Promise((r) => setTimeout(r, 1000));
    sigtermAt = Date.now();
    process.kill(pid, "SIGTERM");
    await Promise.all(clients);
    const exitAt = await exited;
    agent.destroy();
    expect(failures).toEqual([]);
    expect(ok).toBeGreaterThan(10);
    expect(refused).toBeGreaterThan(0);
    expect(exitAt - sigtermAt).toBeLessThan(10_000);
    expect(server.logs()).toContain("Stopped cleanly");
    await server.stop().catch(() => {});
  }, 60_000);
});

const PG = process.env.TEST_DATABASE_URL;
const DIALECTS = PG ? (["sqlite", "postgres"] as const) : (["sqlite"] as const);
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

/** The first column of `sql`'s rows, on the server's own database (`{schema}.` before a table). */
type Column = (sql: string, parameters?: unknown[]) => Promise<unknown[]>;

/** Two workers on `dialect` (SQLite: the server's data directory; PostgreSQL: a schema of its own). */
async function twoWorkers(dialect: "sqlite" | "postgres") {
  // Many requests at once on fresh connections from one address: more sockets than the
  // per-client cap (64 a worker) on a loaded machine, so no cap here (slow-client.test.ts tests it).
  const env = { WORKERS: "2", RATE_LIMIT: "off", MAX_SOCKETS_PER_CLIENT: "0" };
  if (dialect === "postgres") {
    const { schema, url, admin, drop } = await postgresSchema("workers");
    const server = await startServer({ ...env, DATABASE_URL: url });
    const column: Column = async (sql, parameters = []) => {
      const result = await admin.query(sql.replaceAll("{schema}.", `${schema}.`), parameters);
      return result.rows.map((row) => Object.values(row)[0]);
    };
    return { server, ...counting(column), close: () => server.stop().finally(drop) };
  }
  const server = await startServer(env);
  const file = new Database(path.join(server.dataDir, "wanderlust.sqlite"), { readonly: true });
  const column: Column = async (sql, parameters = []) =>
    file
      .prepare(sql.replaceAll("{schema}.", "").replace(/\$\d+/g, "?"))
      .pluck()
      .all(...parameters);
  return {
    server,
    ...counting(column),
    close: async () => {
      file.close();
      await server.stop();
    },
  };
}

function counting(column: Column) {
  const count = async (sql: string, parameters?: unknown[]) =>
    Number((await column(sql, parameters))[0]);
  return { column, count };
}

/** A request on a fresh connection: the primary hands connections to the workers in turn. */
function onNewConnection(url: string, init: RequestInit = {}): Promise<Response> {
  return fetch(url, { ...init, headers: { ...init.headers, Connection: "close" } });
}

describe.each(DIALECTS)("WORKERS=2 on %s", (dialect) => {
  it("keeps counters, sign-ups and page views exact under concurrent writes, never a 5xx, and loses no acknowledged sign-up to a kill -9 of a worker", async () => {
    const { server, count, column, close } = await twoWorkers(dialect);
    try {
      const base = server.url;
      expect(servingPids(server).size).toBe(2);
      const [post] = (await (await fetch(`${base}/api/GetPosts`)).json()) as {
        id: string;
        index: number;
        viewdCount: number;
      }[];
      const views = `${base}/api/IncreasePostViewedCount?itemId=${post!.id}&partitionKey=${post!.index}`;
      const statuses: number[] = [];
      // 8 clients at once, each a mix of the writes a reader causes, on both workers: a view,
      // a page-view beacon, a sign-up of its own and one of the same address as everyone.
      await Promise.all(
        Array.from({ length: 8 }, async (_, client) => {
          for (let i = 0; i < 10; i++) {
            const answers = await Promise.all([
              onNewConnection(views),
              onNewConnection(`${base}/api/page-views`, {
                method: "POST",
                headers: { Origin: base, "User-Agent": FIREFOX, "Content-Type": "text/plain" },
                body: JSON.stringify({ path: "/about", referrer: "" }),
              }),
              onNewConnection(
                `${base}/api/CreateNewSubscription?email=c${client}-${i}@example.com`,
                { method: "POST" },
              ),
              onNewConnection(
                `${base}/api/CreateNewSubscription?email=${i % 2 ? "Both@Example.com" : "both@example.com"}`,
                { method: "POST" },
              ),
            ]);
            for (const answer of answers) {
              statuses.push(answer.status);
              await answer.arrayBuffer();
            }
          }
        }),
      );
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      expect(statuses).toHaveLength(8 * 10 * 4);
      expect(await count("select viewd_count from {schema}.posts where id = $1", [post!.id])).toBe(
        post!.viewdCount + 80,
      );
      // 80 of their own, and the one address everyone signed up.
      expect(await count("select count(*) from {schema}.subscriptions")).toBe(81);
      // Each worker stores its views within 100 ms (app/services/page-view-queue.server.ts).
      await expect
        .poll(() => count("select count(*) from {schema}.page_views"), { timeout: 3000 })
        .toBe(80);

      // Sign-ups again, and one worker killed (kill -9) among them.
      const [victim] = servingPids(server);
      const acknowledged: string[] = [];
      const whileKilled: number[] = [];
      let stop = false;
      const writers = Array.from({ length: 8 }, async (_, w) => {
        for (let i = 0; !stop; i++) {
          const email = `k${w}-${i}@example.com`;
          try {
            // A connection handed to the worker as it died may never be answered: given up.
            const response = await onNewConnection(
              `${server.url}/api/CreateNewSubscription?email=${email}`,
              { method: "POST", signal: AbortSignal.timeout(3000) },
            );
            whileKilled.push(response.status);
            if (response.status === 201) acknowledged.push(email);
          } catch {
            // Lost with the killed worker, or never answered: not acknowledged.
          }
        }
      });
      while (acknowledged.length < 50) await new Promise((r) => setTimeout(r, 10));
      process.kill(Number(victim), "SIGKILL");
      // The writes go on through the other worker (the primary starts another meanwhile).
      const after = acknowledged.length;
      while (acknowledged.length < after + 50) await new Promise((r) => setTimeout(r, 10));
      stop = true;
      await Promise.all(writers);
      await expect
        .poll(() => server.logs())
        .toMatch(new RegExp(`Worker ${victim} exited \\(SIGKILL\\)`));
      expect(whileKilled.filter((s) => s >= 500)).toEqual([]);
      const stored = new Set(await column("select email from {schema}.subscriptions"));
      expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);
});
