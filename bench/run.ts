// `npm run bench [-- --check] [-- --quick] [-- --only weight,throughput,ssr,scale,lighthouse]`:
// one report from one run on this machine (docs/performance.md#method):
//   weight      HTML (identity), first-load JS and CSS (gzip) per page; script, stylesheet and font
//               requests started before the first paint (Chromium, a throttled phone)
//   throughput  wrk against nginx `gzip_static` and a bare Node server serving our exact gzip
//               bytes, and against our page cache (same run, same flags)
//   ssr         wrk -c8 against a server without the page cache: an article rendered per request
//   scale       uncached p50 latency at 100, 10,000 and 100,000 posts (autocannon, 1 connection)
//   lighthouse  Lighthouse 12 mobile, median of 5 runs after one not counted, once the load average
//               is under 1.5 (bench/lighthouse.ts)
// `--check` exits 1 when a budget of docs/design.md#budgets is missed. Any answer that was not 2xx
// in a wrk run voids the run: it exits 1 whatever the flags. The report is also written to
// tmp/bench.md.

import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import type { PostCard } from "#app/lib/types.ts";
import { type RunningServer, startServer } from "#scripts/lib/production-server.ts";
import { lighthouseScores } from "./lighthouse.ts";
import { median } from "./median.ts";
import { benchPageViews } from "./page-views.ts";
import { copyPages, type PageCopy, rawGet, startBareNode, startNginx } from "./static-servers.ts";
import { pageWeight } from "./weight.ts";
import { ensureCommand, type WrkOptions, type WrkResult, wrk } from "./wrk.ts";

const SECTIONS = ["weight", "throughput", "ssr", "pageviews", "scale", "lighthouse"] as const;
type Section = (typeof SECTIONS)[number];
const USAGE = `Usage: npm run bench -- [--check] [--quick] [--only ${SECTIONS.join(",")}]
  [--wrk-threads 1] [--wrk-connections 32] [--wrk-duration 5] [--ssr-connections 8] [--rounds 1]
  [--pages "home /,article"] (Lighthouse of these pages only, by name)
  [--baseline DIR [--baseline-node /usr/bin/node]] (ssr: also another checkout's build, with that Node)`;

const { values: flags } = (() => {
  try {
    return parseArgs({
      options: {
        check: { type: "boolean", default: false },
        quick: { type: "boolean", default: false },
        only: { type: "string" },
        "wrk-threads": { type: "string", default: "1" },
        "wrk-connections": { type: "string", default: "32" },
        "wrk-duration": { type: "string" },
        "ssr-connections": { type: "string", default: "8" },
        rounds: { type: "string", default: "1" },
        pages: { type: "string" },
        baseline: { type: "string" },
        "baseline-node": { type: "string", default: "/usr/bin/node" },
        help: { type: "boolean", default: false },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
})();
if (flags.help) {
  console.log(USAGE);
  process.exit(0);
}
const only = (flags.only ?? SECTIONS.join(",")).split(",").map((s) => s.trim());
const unknown = only.filter((s) => !SECTIONS.includes(s as Section));
if (unknown.length) {
  console.error(`Unknown section ${unknown.join(", ")}\n${USAGE}`);
  process.exit(2);
}
const runs = (section: Section) =>
  only.includes(section) && !(section === "lighthouse" && flags.quick && !flags.only);
const whole = (name: string, text: string | undefined, fallback: number) => {
  const n = Number(text ?? fallback);
  if (!Number.isInteger(n) || n < 1) {
    console.error(`--${name} must be a whole number above 0\n${USAGE}`);
    process.exit(2);
  }
  return n;
};
const THROUGHPUT: WrkOptions = {
  threads: whole("wrk-threads", flags["wrk-threads"], 1),
  connections: whole("wrk-connections", flags["wrk-connections"], 32),
  duration: whole("wrk-duration", flags["wrk-duration"], flags.quick ? 2 : 5),
  // What every browser sends; our cache and nginx answer gzip bytes to it.
  headers: { "Accept-Encoding": "gzip" },
};
/** Throughput rounds (medians reported): more than one on a machine shared with other work. */
const ROUNDS = whole("rounds", flags.rounds, 1);
const SSR: WrkOptions = {
  ...THROUGHPUT,
  connections: whole("ssr-connections", flags["ssr-connections"], 8),
};

/** The uncached server's settings: rendering only, nothing else limited. */
const SSR_ENV = { PAGE_CACHE: "off", RATE_LIMIT: "off", PAGE_RENDERS_PER_SECOND: "0" };
const SSR_SETTINGS = Object.entries(SSR_ENV)
  .map(([name, value]) => `${name}=${value}`)
  .join(" ");

type Other = { node: string; cwd: string };
/**
 * --baseline DIR: another checkout (e.g. the last commit on Node 20), installed and built there
 * with its own Node (--baseline-node), whose uncached article is measured beside this build's.
 */
const baseline = (() => {
  if (!flags.baseline) return undefined;
  const cwd = path.resolve(flags.baseline);
  const node = flags["baseline-node"]!;
  if (!fs.existsSync(path.join(cwd, "build/server/index.js"))) {
    console.error(
      `--baseline ${cwd}: no build there (its build/server/index.js). Make it with its own Node: cd ${cwd} && npm ci && npm run build`,
    );
    process.exit(2);
  }
  const version = execFileSync(node, ["--version"], { encoding: "utf8" }).trim();
  const commit = execFileSync("git", ["-C", cwd, "rev-parse", "--short", "HEAD"], {
    encoding: "utf8",
  }).trim();
  return { name: `baseline ${commit}, Node ${version}, WORKERS=1`, other: { node, cwd } };
})();

/** Resident memory of pid and its child processes (a cluster's workers), MB, from /proc. */
function rssMb(pid: number): number {
  let kb = 0;
  const visit = (id: number) => {
    try {
      const status = fs.readFileSync(`/proc/${id}/status`, "utf8");
      kb += Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      const children = fs.readFileSync(`/proc/${id}/task/${id}/children`, "utf8");
      for (const child of children.split(" ").filter(Boolean)) visit(Number(child));
    } catch {
      // gone
    }
  };
  visit(pid);
  return kb / 1024;
}

const lines: string[] = [];
const failures: string[] = [];
/** Why the run is void (an answer that was not 2xx under load). */
const voids: string[] = [];
const say = (line = "") => {
  console.log(line);
  lines.push(line);
};
const budget = (ok: boolean, what: string) => {
  if (!ok) failures.push(what);
  return ok ? "ok" : "MISSED";
};
const int = (n: number) => Math.round(n).toLocaleString("en-US");
const ms = (n: number) => (n < 10 ? n.toFixed(1) : n.toFixed(0));
const kb = (bytes: number) => bytes / 1024;

/** Process CPU seconds (user + system) of pids and their child processes, from /proc. */
function cpuSeconds(pids: number[]): number {
  let ticks = 0;
  const seen = new Set<number>();
  const visit = (pid: number) => {
    if (seen.has(pid)) return;
    seen.add(pid);
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15)
      const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8");
      for (const child of children.split(" ").filter(Boolean)) visit(Number(child));
    } catch {
      // gone, or no /proc: counted as 0
    }
  };
  for (const pid of pids) visit(pid);
  return ticks / 100; // USER_HZ
}

type Measured = WrkResult & { cpuUs: number };

/**
 * A wrk run, with the CPU time the serving processes spent per answer (microseconds). Any answer
 * outside 2xx, any socket error, or fewer bytes per answer than `minBytes` (the page's body: a
 * short answer that is not an error) voids the run.
 */
async function measure(
  url: string,
  options: WrkOptions,
  pids: number[],
  what: string,
  minBytes = 0,
): Promise<Measured> {
  const before = cpuSeconds(pids);
  const result = await wrk(url, options, scratch);
  const cpuUs = ((cpuSeconds(pids) - before) / Math.max(result.requests, 1)) * 1e6;
  if (result.bad > 0) {
    voids.push(
      `${what}: ${result.bad} answers not 2xx (${result.problems}) from ${result.command}`,
    );
  } else if (result.bytesPerAnswer < minBytes) {
    voids.push(
      `${what}: ${int(result.bytesPerAnswer)} bytes per answer, the page's body alone is ${int(minBytes)}, from ${result.command}`,
    );
  }
  return { ...result, cpuUs };
}
/** req/s (p50/p99 ms), medians over the rounds. */
const cell = (rs: Measured[]) =>
  `${int(median(rs.map((r) => r.rps)))} (${ms(median(rs.map((r) => r.p50)))}/${ms(median(rs.map((r) => r.p99)))})`;

const cleanups: (() => Promise<void>)[] = [];
let stopping = false;
async function cleanUp() {
  if (stopping) return;
  stopping = true;
  for (const stop of cleanups.reverse()) await stop().catch(() => {});
}
process.on("SIGINT", () => void cleanUp().then(() => process.exit(130)));

if (runs("throughput") || runs("ssr") || runs("pageviews")) {
  ensureCommand("wrk", "wrk", { install: true });
}
if (runs("throughput")) {
  // Not installed by the bench: on a Debian machine with systemd the package also starts and
  // enables a system nginx on port 80.
  ensureCommand("nginx", "nginx", { install: false });
}

execFileSync("node", ["scripts/ensure-build.js"], { stdio: "inherit" });
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "wanderlust-bench-"));
cleanups.push(async () => fs.rmSync(scratch, { recursive: true, force: true }));

const commit = (() => {
  try {
    const hash = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], {
      encoding: "utf8",
    }).trim();
    return dirty ? `${hash} (with uncommitted changes)` : hash;
  } catch {
    return "unknown";
  }
})();
say(
  `# npm run bench ${process.argv.slice(2).join(" ")}`.trimEnd() +
    `\n\n${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, commit ${commit}, Node ${process.version}, ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")} at the start`,
);

try {
  // --- servers -----------------------------------------------------------------------------------
  // Our server as `npm start` runs it, in one process (WORKERS=1: the comparison is per core,
  // against one nginx worker), the page cache on, production limits.
  const cached = await startServer({ WORKERS: "1" });
  cleanups.push(cached.stop);
  const posts = (await (await fetch(`${cached.url}/api/GetPosts`)).json()) as PostCard[];
  const article = posts.find((p) => p.postType === "standard" && p.section === "blog")!.href;
  /** The pages of the throughput table (and, with more, of the weight table and Lighthouse). */
  const MAIN = [
    { name: "home /", path: "/" },
    { name: "archive", path: "/archive/summary" },
    { name: "article", path: article },
    { name: "trips", path: "/trips" },
    { name: "destinations", path: "/destinations" },
  ];

  // --- page weight -------------------------------------------------------------------------------
  if (runs("weight")) {
    await pageWeight(
      cached.url,
      [
        ...MAIN,
        { name: "search", path: "/search?q=lisbon" },
        { name: "author", path: "/author/Daniel" },
        { name: "video archive", path: "/archive-2/summary" },
      ],
      { say, budget },
    );
  }

  // --- throughput against nginx and bare Node ----------------------------------------------------
  if (runs("throughput")) {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "wanderlust-static-"));
    cleanups.push(async () => fs.rmSync(folder, { recursive: true, force: true }));
    const copies: PageCopy[] = await copyPages(cached.url, MAIN, folder);
    const nginx = await startNginx(folder, copies);
    cleanups.push(nginx.stop);
    const bare = await startBareNode(folder, copies);
    cleanups.push(bare.stop);
    const o = THROUGHPUT;
    say("");
    say(
      `## Throughput (wrk -t${o.threads} -c${o.connections} -d${o.duration}s -H 'Accept-Encoding: gzip', after 1 s not counted${ROUNDS > 1 ? `; medians of ${ROUNDS} rounds` : ""}; req/s (p50/p99 ms))`,
    );
    say(
      "nginx (1 worker, `gzip_static`) and a bare Node `http` server answer our cache's exact gzip bytes and headers; ours is `npm start` with WORKERS=1 (one process; the default is one a core).",
    );
    say(
      "| page | gzip KB | nginx | bare node | cached | bare/nginx | cached/nginx | cached/bare | CPU µs/answer nginx, bare, cached | budget cached >= 0.5x nginx |",
    );
    say("|---|---|---|---|---|---|---|---|---|---|");
    const warm = { ...o, duration: 1 };
    /** Per page: the rounds' results of nginx, bare node and cached. */
    const results = new Map(copies.map((copy) => [copy, [[], [], []] as Measured[][]]));
    // Rounds interleave the three servers page by page, so a noisy minute on this shared machine
    // weighs on all three rather than on one.
    for (let round = 1; round <= ROUNDS; round++) {
      for (const copy of copies) {
        const servers: [string, string, number[]][] = [
          ["nginx", nginx.url(copy), [nginx.pid]],
          ["bare node", bare.url(copy), [bare.pid]],
          ["cached", `${cached.url}${copy.path}`, [cached.pid]],
        ];
        for (const [i, [name, url, pids]] of servers.entries()) {
          const what = `${name} ${copy.name}${ROUNDS > 1 ? ` (round ${round})` : ""}`;
          await measure(url, warm, pids, `${what}, warm-up`, copy.gzip.length);
          results.get(copy)![i]!.push(await measure(url, o, pids, what, copy.gzip.length));
        }
      }
    }
    const perRound: string[] = [];
    for (const copy of copies) {
      const [n, b, c] = results.get(copy)! as [Measured[], Measured[], Measured[]];
      const ratios = (x: Measured[], y: Measured[]) => x.map((r, i) => r.rps / y[i]!.rps);
      const ratio = median(ratios(c, n));
      const cpu = (rs: Measured[]) => int(median(rs.map((r) => r.cpuUs)));
      say(
        `| ${copy.name} | ${kb(copy.gzip.length).toFixed(1)} | ${cell(n)} | ${cell(b)} | ${cell(c)} | ${median(ratios(b, n)).toFixed(2)}x | ${ratio.toFixed(2)}x | ${median(ratios(c, b)).toFixed(2)}x | ${cpu(n)}, ${cpu(b)}, ${cpu(c)} | ${budget(ratio >= 0.5, `cached ${copy.name} >= 0.5x nginx (got ${ratio.toFixed(2)}x)`)} |`,
      );
      perRound.push(
        `${copy.name} ${ratios(c, n)
          .map((r) => r.toFixed(2))
          .join(", ")}`,
      );
    }
    if (ROUNDS > 1) say(`\ncached/nginx per round: ${perRound.join("; ")}`);
    await bare.stop();
    await nginx.stop();
  }

  // --- uncached SSR ------------------------------------------------------------------------------
  if (runs("ssr")) {
    // The issue's conditions (docs/performance.md#uncached-ssr): no page cache (with it off, the
    // render budget is never consulted either), no rate limits or view-count window, and no
    // render budget (0 = no limit), so that only rendering is measured. Side by side in one run:
    // with --baseline, another checkout (an earlier commit, built with another Node: Node 20) in
    // one process; this build in one process; and as `npm start` runs it, one worker a core.
    const o = SSR;
    const configs: { name: string; env: Record<string, string>; other?: Other }[] = [
      ...(baseline ? [{ name: baseline.name, env: { WORKERS: "1" }, other: baseline.other }] : []),
      { name: `this build, Node ${process.version}, WORKERS=1`, env: { WORKERS: "1" } },
      {
        name: `this build, Node ${process.version}, WORKERS=auto (${os.availableParallelism()})`,
        env: { WORKERS: "auto" },
      },
    ];
    say("");
    say(
      `## Uncached SSR (${SSR_SETTINGS}; wrk -t${o.threads} -c${o.connections} -d${o.duration}s -H 'Accept-Encoding: gzip', after 2 s not counted${ROUNDS > 1 ? `; medians of ${ROUNDS} rounds, the servers in turn` : ""})`,
    );
    say(
      "Start: from the spawn until every process listens (migrations and the import of content/ on a new data directory included). RSS: all the server's processes, after the start and after the run.",
    );
    say(
      "| server | start ms | RSS MB started | req/s | p50 ms | p99 ms | CPU ms/request | RSS MB after | budget >= 200 req/s | budget p99 <= 100 ms |",
    );
    say("|---|---|---|---|---|---|---|---|---|---|");
    const results = configs.map(() => [] as (Measured & { startMs: number; rss: number[] })[]);
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [i, config] of configs.entries()) {
        const server = await startServer({ ...SSR_ENV, ...config.env }, config.other);
        cleanups.push(server.stop);
        const started = rssMb(server.pid);
        const url = `${server.url}${article}`;
        const minBytes = (await rawGet(url, { "accept-encoding": "gzip" })).body.length * 0.9;
        const what = `uncached article, ${config.name}${ROUNDS > 1 ? ` (round ${round})` : ""}`;
        await measure(url, { ...o, duration: 2 }, [server.pid], `${what}, warm-up`);
        const r = await measure(url, o, [server.pid], what, minBytes);
        results[i]!.push({ ...r, startMs: server.startMs, rss: [started, rssMb(server.pid)] });
        await server.stop();
      }
    }
    for (const [i, config] of configs.entries()) {
      const rs = results[i]!;
      const m = (pick: (r: (typeof rs)[number]) => number) => median(rs.map(pick));
      // The target of record is for the server as `npm start` runs it (the last row); the others
      // are there to compare.
      const checked = i === configs.length - 1;
      const rps = m((r) => r.rps);
      const p99 = m((r) => r.p99);
      say(
        `| ${config.name} | ${int(m((r) => r.startMs))} | ${int(m((r) => r.rss[0]!))} | ${int(rps)} | ${ms(m((r) => r.p50))} | ${ms(p99)} | ${(m((r) => r.cpuUs) / 1000).toFixed(1)} | ${int(m((r) => r.rss[1]!))} | ${checked ? budget(rps >= 200, `uncached article >= 200 req/s (got ${int(rps)})`) : rps >= 200 ? "(ok)" : "(missed)"} | ${checked ? budget(p99 <= 100, `uncached article p99 <= 100 ms (got ${ms(p99)})`) : p99 <= 100 ? "(ok)" : "(missed)"} |`,
      );
    }
    say(
      `Load average after: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(" ")}`,
    );
  }

  // --- page views --------------------------------------------------------------------------------
  if (runs("pageviews")) {
    await benchPageViews({
      say,
      budget,
      measure,
      int,
      ms,
      cached: { path: article, wrk: THROUGHPUT },
    });
  }

  // --- scale -------------------------------------------------------------------------------------
  if (runs("scale")) {
    /** p50 latency with one connection (autocannon: percentiles only, not throughput). */
    const p50Of = async (url: string, duration: number) => {
      const result = await autocannon({ url, connections: 1, duration, pipelining: 1 });
      if (result.non2xx || result.errors) {
        voids.push(`${url}: ${result.non2xx} answers not 2xx, ${result.errors} errors`);
      }
      return result.latency.p50;
    };
    say("");
    say(
      "## Latency at scale (p50 ms, uncached, 1 connection; synthetic posts from `npm run db:seed`)",
    );
    const SCALE_TARGETS = [
      { name: "home /", path: "/", kind: "budget" },
      { name: "archive", path: "/archive/summary", kind: "budget" },
      { name: "search", path: "/search?q=lisbon", kind: "budget" },
      { name: "article", path: article, kind: "budget" },
      { name: "author", path: "/author/Daniel", kind: "budget" },
      { name: "video archive", path: "/archive-2/summary", kind: "budget" },
      // Two filters; the page counts the matches of every facet value too.
      { name: "trip finder", path: "/trips?age=6&month=7", kind: "budget" },
      { name: "destinations", path: "/destinations", kind: "informative" },
      {
        name: "API GetPostsForGategoryId",
        path: "/api/GetPostsForGategoryId?categoryId=3",
        kind: "exception",
      },
    ] as const;
    const sizes = flags.quick ? [100, 10_000] : [100, 10_000, 100_000];
    // One server per size, all running at once, and every target measured at each size in turn,
    // three rounds (medians): a busy minute on this shared machine then weighs on every size, not
    // on the one measured during it.
    const servers: RunningServer[] = [];
    const dataDirs: string[] = [];
    cleanups.push(async () => {
      for (const server of servers) await server.stop();
      for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    });
    for (const size of sizes) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wanderlust-scale-"));
      dataDirs.push(dataDir);
      execFileSync(
        "npx",
        ["tsx", "scripts/db-seed.ts", "--posts", String(Math.max(0, size - posts.length))],
        {
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
          stdio: "ignore",
        },
      );
      servers.push(await startServer({ PAGE_CACHE: "off", DATA_DIR: dataDir }));
    }
    const SCALE_ROUNDS = flags.quick ? 1 : 3;
    const samples = new Map(SCALE_TARGETS.map((t) => [t.name, sizes.map(() => [] as number[])]));
    for (const target of SCALE_TARGETS) {
      for (const server of servers) await p50Of(`${server.url}${target.path}`, 1); // warm up
    }
    for (let round = 0; round < SCALE_ROUNDS; round++) {
      for (const target of SCALE_TARGETS) {
        for (const [i, server] of servers.entries()) {
          const p50 = await p50Of(`${server.url}${target.path}`, flags.quick ? 2 : 1);
          samples.get(target.name)![i]!.push(p50);
        }
      }
    }
    const p50s = new Map(
      [...samples].map(([name, perSize]) => [name, perSize.map((values) => median(values))]),
    );
    say(
      `| target | ${sizes.map((s) => `${s.toLocaleString("en-US")} posts`).join(" | ")} | growth | budget 1.5x |`,
    );
    say(`|---|${sizes.map(() => "---|").join("")}---|---|`);
    for (const target of SCALE_TARGETS) {
      const values = p50s.get(target.name)!;
      const growth = values[values.length - 1]! / Math.max(values[0]!, 1);
      const verdict =
        target.kind === "budget"
          ? budget(growth <= 1.5, `${target.name} at scale <= 1.5x (got ${growth.toFixed(2)}x)`)
          : target.kind === "informative"
            ? "informative (no budget)"
            : "exception (lists every post of a category, as docs/spec.md#calls has it)";
      say(`| ${target.name} | ${values.join(" | ")} | ${growth.toFixed(2)}x | ${verdict} |`);
    }
  }

  // --- Lighthouse --------------------------------------------------------------------------------
  if (runs("lighthouse")) {
    const firstOf = (type: string) => posts.find((p) => p.postType === type)!.href;
    await lighthouseScores(
      cached.url,
      [
        ...MAIN.filter((page) => page.name !== "trips" && page.name !== "destinations"),
        { name: "video article", path: firstOf("video") },
        { name: "audio article", path: firstOf("audio") },
        ...MAIN.filter((page) => page.name === "trips" || page.name === "destinations"),
        { name: "search", path: "/search?q=lisbon" },
      ].filter((page) => !flags.pages || flags.pages.split(",").includes(page.name)),
      { say, budget },
    );
  }
} finally {
  await cleanUp();
}

say("");
if (voids.length) {
  say(`VOID RUN: answers that were not 2xx under load (the numbers above do not count):`);
  for (const v of voids) say(`- ${v}`);
}
say(
  failures.length
    ? `Budgets missed:\n${failures.map((f) => `- ${f}`).join("\n")}`
    : "All budgets measured hold.",
);
fs.mkdirSync("tmp", { recursive: true });
fs.writeFileSync("tmp/bench.md", `${lines.join("\n")}\n`);
if (voids.length || (flags.check && failures.length)) process.exit(1);
