import fs from "node:fs";
import http from "node:http";
import { expect, it } from "vitest";
import { setupApp } from "#tests/setup/app.ts";

/**
 * Issue 13, broken item 2: a flood of distinct URLs must not grow the server's memory past the
 * page cache's bound. Before the fix, 30,000 `/login.data?_routes=root&n={i}` took RSS from 165 MB
 * to 1,254 MB: each entry kept two 16 KiB zlib buffers alive while counting ~550 bytes, and the
 * unknown `n` made every URL a new entry.
 */
const CACHE_MB = 8;
/**
 * What RSS may grow by beyond the cache's bound, whatever the number of URLs. Rendering under load
 * takes the process to a working size: the V8 heap's headroom (~50 MB more committed than live)
 * and malloc's heap, where dead response buffers wait for a GC (V8 collects them after ~64 MB of
 * external memory) and zlib/Brotli work memory leaves holes (~50 MB); plus the route-match memo
 * (1 MB) and the render budget's buckets. Measured on the fixed server with this flood: +54 MB
 * on a loaded machine, +116 MB on a quiet one (more requests a second), flat after the first
 * ~10,000 requests (three more floods of 10,000: 273, 273, 258 MB). Before the fix each distinct
 * URL added ~48 KB (`/login.data?_routes=root&n={i}` kept two 16 KiB zlib buffers and counted
 * ~550 bytes): +128 MB after 2,634 requests, so the flood passes this margin within ~3,500.
 */
const MARGIN_MB = 160;
const WARM_UP = 400;
const REQUESTS = 10_000;
const CONCURRENCY = 8;
const TIME_LIMIT_MS = 40_000;

// No render limit here: the flood is from one address, and must render to fill the cache.
const app = setupApp({ PAGE_CACHE_MB: String(CACHE_MB), PAGE_RENDERS_PER_SECOND: "0" });

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

/**
 * The i-th URL of the flood: distinct parameters a page reads (real, distinct cache entries, one
 * request in eight and more: page numbers, which clamp to the last page but are each their own
 * key, search terms, HTML pages: ~20 MB of entries for an 8 MB cache), and distinct parameters no
 * page reads (which must make no entry, and no render after the first), data and HTML.
 */
function floodUrl(i: number): string {
  if (i % 200 === 0) return `/archive/summary?page=${i + 2}`;
  if (i % 200 === 100) return `/archive/summary?z=${i}`;
  if (i % 100 === 50) return `/search.data?q=w${i}&_routes=routes%2Fsearch%2Fsearch`;
  if (i % 8 === 1) return `/archive/summary.data?page=${i + 2}&_routes=archive-summary`;
  if (i % 8 === 5) return `/archive/summary.data?z=${i}&_routes=archive-summary`;
  return `/login.data?_routes=root&n=${i}`;
}

it(`keeps RSS within PAGE_CACHE_MB (${CACHE_MB}) + ${MARGIN_MB} MB under a flood of distinct URLs`, async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const statuses = new Map<number, number>();
  const get = (path: string) =>
    new Promise<void>((resolve, reject) => {
      const req = http.get(
        `${app.url}${path}`,
        { agent, headers: { "accept-encoding": "gzip, deflate, br" } },
        (res) => {
          res.resume();
          res.on("end", () => {
            statuses.set(res.statusCode ?? 0, (statuses.get(res.statusCode ?? 0) ?? 0) + 1);
            resolve();
          });
          res.on("error", reject);
        },
      );
      req.on("error", reject);
    });
  /** Requests floodUrl(from ...) CONCURRENCY at a time until `count` or `stop()`; how many. */
  const flood = async (from: number, count: number, stop: () => boolean) => {
    let next = 0;
    let done = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < count && !stop()) {
          await get(floodUrl(from + next++));
          done++;
        }
      }),
    );
    return done;
  };

  try {
    const started = rssMb(app.server.pid);
    // Warm up with other URLs of the same kinds: code loaded, heap at its working size.
    await flood(REQUESTS, WARM_UP, () => false);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const before = rssMb(app.server.pid);
    const limit = before + CACHE_MB + MARGIN_MB;

    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(app.server.pid));
    }, 200);
    const t0 = Date.now();
    const done = await flood(0, REQUESTS, () => peak > limit || Date.now() - t0 > TIME_LIMIT_MS);
    const seconds = (Date.now() - t0) / 1000;
    clearInterval(sampler);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const after = rssMb(app.server.pid);
    peak = Math.max(peak, after);
    console.log(
      `page-cache flood: RSS ${started.toFixed(0)} MB at start, ${before.toFixed(0)} MB after ${WARM_UP} warm-up requests; then ${done} requests in ${seconds.toFixed(1)} s: peak ${peak.toFixed(0)} MB, ${after.toFixed(0)} MB after (limit ${limit.toFixed(0)} MB); statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(peak, `RSS peaked at ${peak.toFixed(0)} MB after ${done} requests`).toBeLessThanOrEqual(
      limit,
    );
    // Enough of a flood to mean something: before the fix, 5,000 requests are ~240 MB.
    expect(done).toBeGreaterThanOrEqual(5_000);
    expect([...statuses.keys()]).toEqual([200]);
  } finally {
    agent.destroy();
  }
}, 90_000);
