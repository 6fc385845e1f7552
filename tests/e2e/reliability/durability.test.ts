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
    const first = await startServer({ DATA_DIR: dataDir, CONTENT_DIR: content.dir });
    try {
      await expect(startServer({ DATA_DIR: dataDir, CONTENT_DIR: content.dir })).rejects.toThrow(
        /already using the data directory/,
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

describe.runIf(PG)("WORKERS=2 on PostgreSQL", () => {
  it("serves from two processes with consistent counters and subscriptions", async () => {
    const { schema, url, admin, drop } = await postgresSchema("workers");
    // 200 views at once on fresh connections from one address: more sockets than the per-client
    // cap (64 a worker) on a loaded machine, so no cap here (slow-client.test.ts tests the cap).
    const server = await startServer({
      DATABASE_URL: url,
      WORKERS: "2",
      RATE_LIMIT: "off",
      MAX_SOCKETS_PER_CLIENT: "0",
    });
    try {
      const base = server.url;
      const [post] = (await (await fetch(`${base}/api/GetPosts`)).json()) as {
        id: string;
        index: number;
        viewdCount: number;
      }[];
      // Fresh connections each time, so the two workers share the load.
      const views = await Promise.all(
        Array.from({ length: 200 }, () =>
          fetch(
            `${base}/api/IncreasePostViewedCount?itemId=${post!.id}&partitionKey=${post!.index}`,
            { headers: { Connection: "close" } },
          ).then((r) => r.status),
        ),
      );
      expect(views.every((s) => s === 200)).toBe(true);
      const signups = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          fetch(
            `${base}/api/CreateNewSubscription?email=${i % 2 ? "Both@Example.com" : "both@example.com"}`,
            { method: "POST", headers: { Connection: "close" } },
          ).then((r) => r.status),
        ),
      );
      expect(signups.filter((s) => s === 201)).toHaveLength(1);
      const count = await admin.query(`select viewd_count from ${schema}.posts where id = $1`, [
        post!.id,
      ]);
      expect(Number(count.rows[0].viewd_count)).toBe(post!.viewdCount + 200);
      const rows = await admin.query(`select count(*)::int as n from ${schema}.subscriptions`);
      expect(rows.rows[0].n).toBe(1);
      expect(servingPids(server).size).toBe(2);
    } finally {
      await server.stop();
      await drop();
    }
  }, 120_000);
});
