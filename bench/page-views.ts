// `npm run bench -- --only pageviews` (issue 25, item 5): the page-view endpoint's throughput
// (wrk, the beacon's POST), cached pages' throughput while the endpoint takes 2,000 records a
// second beside them, and `npm run stats` and /stats over 5 million recorded views.
import { spawnSync } from "node:child_process";
import http from "node:http";
import { type RunningServer, startServer } from "#scripts/lib/production-server.ts";
import type { WrkOptions, WrkResult } from "./wrk.ts";

const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const BEACON = JSON.stringify({ path: "/about", referrer: "https://www.example.org/" });
const PASSWORD = "bench-stats-password";
const VIEWS = 5_000_000;
/** The records a second the endpoint must take, and the load it gets beside the cached pages. */
const RECORDS_PER_SECOND = 2000;

interface Bench {
  say: (line?: string) => void;
  budget: (ok: boolean, what: string) => string;
  measure: (
    url: string,
    options: WrkOptions,
    pids: number[],
    what: string,
    minBytes?: number,
  ) => Promise<WrkResult & { cpuUs: number }>;
  int: (n: number) => string;
  ms: (n: number) => string;
  /** A page (its path) whose cached throughput is measured beside the endpoint, and how. */
  cached: { path: string; wrk: WrkOptions };
}

const beaconHeaders = (server: RunningServer) => ({
  Origin: server.url,
  "User-Agent": FIREFOX,
  "Content-Type": "text/plain;charset=UTF-8",
});

/**
 * Posts `perSecond` beacons a second to `server` until the returned stop() (keep-alive, in 20
 * batches a second); stop() says how many were answered 204.
 */
function steadyBeacons(server: RunningServer, perSecond: number): () => Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const url = new URL("/api/page-views", server.url);
  let accepted = 0;
  const post = () =>
    new Promise<void>((resolve) => {
      const request = http.request(
        url,
        { method: "POST", agent, headers: beaconHeaders(server) },
        (response) => {
          if (response.statusCode === 204) accepted++;
          response.resume().on("end", resolve);
        },
      );
      request.on("error", () => resolve());
      request.end(BEACON);
    });
  const inFlight = new Set<Promise<void>>();
  const timer = setInterval(() => {
    for (let i = 0; i < perSecond / 20; i++) {
      const sent = post();
      inFlight.add(sent);
      void sent.then(() => inFlight.delete(sent));
    }
  }, 50);
  return async () => {
    clearInterval(timer);
    await Promise.all(inFlight);
    agent.destroy();
    return accepted;
  };
}

export async function benchPageViews(bench: Bench): Promise<void> {
  const { say, budget, measure, int, ms } = bench;
  // No rate limit: one client (wrk) stands for many readers.
  const server = await startServer({ RATE_LIMIT: "off", STATS_PASSWORD: PASSWORD });
  try {
    say("");
    say("## Page views (docs/privacy.md)");
    say("| what | figure | budget |");
    say("|---|---|---|");
    const o: WrkOptions = {
      threads: 1,
      connections: 8,
      duration: 5,
      headers: beaconHeaders(server),
      post: BEACON,
    };
    const url = `${server.url}/api/page-views`;
    await measure(url, { ...o, duration: 1 }, [server.pid], "page-view endpoint, warm-up");
    const r = await measure(url, o, [server.pid], "page-view endpoint");
    say(
      `| endpoint, wrk -t1 -c8 -d5s POST | ${int(r.rps)} records/s (p50 ${ms(r.p50)} ms, p99 ${ms(r.p99)} ms), ${(r.cpuUs / 1000).toFixed(2)} ms CPU each | ${budget(r.rps >= RECORDS_PER_SECOND, `page-view endpoint >= ${RECORDS_PER_SECOND} records/s (got ${int(r.rps)})`)} |`,
    );

    // A cached page, alone and while the same server's endpoint takes 2,000 records a second.
    const { cached } = bench;
    const page = `${server.url}${cached.path}`;
    await fetch(page);
    const alone = await measure(page, cached.wrk, [server.pid], "cached page, alone");
    const stop = steadyBeacons(server, RECORDS_PER_SECOND);
    const beside = await measure(page, cached.wrk, [server.pid], "cached page, beside");
    const accepted = await stop();
    const ratio = beside.rps / alone.rps;
    say(
      `| cached ${cached.path} alone / while the endpoint takes ${int(RECORDS_PER_SECOND)} records/s (${int(accepted)} accepted in the run) | ${int(alone.rps)} / ${int(beside.rps)} req/s (${(ratio * 100).toFixed(0)}%) | ${budget(ratio >= 0.9, `cached pages keep >= 90% of their throughput beside the endpoint (got ${(ratio * 100).toFixed(0)}%)`)} |`,
    );

    // 5 million views over 60 days, rolled up as the server does, then the owners' figures.
    const env = { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: "" };
    const seeded = spawnSync(
      process.execPath,
      ["--import", "tsx", "scripts/db-seed.ts", "--views", String(VIEWS)],
      { env, encoding: "utf8" },
    );
    if (seeded.status !== 0) throw new Error(`db:seed failed: ${seeded.stderr}`);
    say(`| seeding ${int(VIEWS)} views | ${seeded.stdout.trim().split("\n").at(-1)} | |`);
    const started = performance.now();
    const stats = spawnSync(process.execPath, ["--import", "tsx", "scripts/stats.ts", "--json"], {
      env,
      encoding: "utf8",
    });
    const cli = performance.now() - started;
    const figures = JSON.parse(stats.stdout) as { pageviews: number };
    say(
      `| \`npm run stats -- --json\` over ${int(VIEWS)} views (process start included; ${int(figures.pageviews)} in its 30 days) | ${int(cli)} ms | ${budget(cli <= 2000, `npm run stats at ${int(VIEWS)} views <= 2 s (got ${int(cli)} ms)`)} |`,
    );
    const asked = performance.now();
    const owners = await fetch(`${server.url}/stats`, {
      headers: { Authorization: `Basic ${Buffer.from(`owner:${PASSWORD}`).toString("base64")}` },
    });
    await owners.text();
    const shown = performance.now() - asked;
    say(
      `| /stats over ${int(VIEWS)} views (status ${owners.status}) | ${int(shown)} ms | ${budget(owners.status === 200 && shown <= 2000, `/stats at ${int(VIEWS)} views <= 2 s (got ${int(shown)} ms, status ${owners.status})`)} |`,
    );
  } finally {
    await server.stop();
  }
}
