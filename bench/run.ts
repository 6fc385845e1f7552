// `npm run bench [-- --check] [-- --quick]`: one table from one run on this machine:
// first-load JS/CSS, throughput against nginx serving the same bytes, latency at 100/10k/100k
// posts, Lighthouse mobile scores. `--check` exits 1 when a budget of docs/design.md#budgets is
// missed.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import zlib from "node:zlib";
import autocannon from "autocannon";
import type { PostCard } from "#app/lib/types.ts";
import { freePort, type RunningServer, startServer } from "../tests/setup/server.ts";

const { values: flags } = parseArgs({
  options: {
    check: { type: "boolean", default: false },
    quick: { type: "boolean", default: false },
  },
});
const DURATION = flags.quick ? 2 : 5;
const lines: string[] = [];
const failures: string[] = [];
const say = (line = "") => {
  console.log(line);
  lines.push(line);
};
const budget = (ok: boolean, what: string) => {
  if (!ok) failures.push(what);
  return ok ? "ok" : "MISSED";
};

execFileSync("node", ["scripts/ensure-build.js"], { stdio: "inherit" });

// --- servers -------------------------------------------------------------------------------------
const cached = await startServer();
const uncached = await startServer({ PAGE_CACHE: "off" });
const posts = (await (await fetch(`${cached.url}/api/GetPosts`)).json()) as PostCard[];
const article = posts.find((p) => p.postType === "standard" && p.section === "blog")!.href;
const TARGETS = [
  { name: "home /", path: "/" },
  { name: "archive", path: "/archive/summary" },
  { name: "article", path: article },
  { name: "API GetPosts", path: "/api/GetPosts" },
];

// --- page weight ---------------------------------------------------------------------------------
say("## Page weight (first load, gzip)");
say("| page | JS KB | CSS KB | JS budget 150 | CSS budget 25 |");
say("|---|---|---|---|---|");
for (const [name, pagePath] of [
  ["/", "/"],
  ["archive", "/archive/summary"],
  ["article", article],
  ["search", "/search"],
] as const) {
  const html = await (await fetch(`${cached.url}${pagePath}`)).text();
  const js = new Set(
    [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!),
  );
  for (const m of html.matchAll(/import\("([^"]+\.js)"\)/g)) js.add(m[1]!);
  for (const m of html.matchAll(/<script[^>]*src="([^"]+)"/g)) js.add(m[1]!);
  const css = new Set(
    [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!),
  );
  const size = async (urls: Set<string>) => {
    let total = 0;
    for (const url of urls) {
      const body = Buffer.from(await (await fetch(`${cached.url}${url}`)).arrayBuffer());
      total += zlib.gzipSync(body, { level: 9 }).length;
    }
    return total / 1024;
  };
  const jsKb = await size(js);
  const cssKb = await size(css);
  say(
    `| ${name} | ${jsKb.toFixed(1)} | ${cssKb.toFixed(1)} | ${budget(jsKb <= 150, `JS of ${name}`)} | ${budget(cssKb <= 25, `CSS of ${name}`)} |`,
  );
}

// --- throughput against nginx --------------------------------------------------------------------
async function load(url: string, connections = 50, duration = DURATION) {
  const result = await autocannon({ url, connections, duration, pipelining: 1 });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const nginxDir = fs.mkdtempSync(path.join(os.tmpdir(), "wanderlust-nginx-"));
for (const [i, target] of TARGETS.entries()) {
  const body = Buffer.from(await (await fetch(`${cached.url}${target.path}`)).arrayBuffer());
  fs.writeFileSync(path.join(nginxDir, `t${i}.html`), body);
}
const nginxPort = await freePort();
fs.writeFileSync(
  path.join(nginxDir, "nginx.conf"),
  `worker_processes 1; daemon off; pid ${nginxDir}/nginx.pid; error_log ${nginxDir}/error.log;
events { worker_connections 1024; }
http { access_log off; sendfile on; keepalive_requests 100000; client_body_temp_path ${nginxDir}; proxy_temp_path ${nginxDir}; fastcgi_temp_path ${nginxDir}; uwsgi_temp_path ${nginxDir}; scgi_temp_path ${nginxDir};
  server { listen 127.0.0.1:${nginxPort}; root ${nginxDir}; default_type text/html; } }`,
);
const nginx: ChildProcess = spawn(
  "nginx",
  ["-c", path.join(nginxDir, "nginx.conf"), "-p", nginxDir],
  { stdio: "ignore" },
);
await new Promise((r) => setTimeout(r, 500));

say("");
say(
  `## Throughput (autocannon, 50 connections, ${DURATION} s each; nginx serves the same bytes as a static file)`,
);
say(
  "| target | nginx req/s | cached req/s | cached p50/p99 ms | ratio to nginx | uncached req/s | uncached p50/p99 ms |",
);
say("|---|---|---|---|---|---|---|");
for (const [i, target] of TARGETS.entries()) {
  const base = await load(`http://127.0.0.1:${nginxPort}/t${i}.html`);
  const hot = await load(`${cached.url}${target.path}`);
  const cold = await load(`${uncached.url}${target.path}`);
  const ratio = hot.rps / base.rps;
  const page = !target.path.startsWith("/api/");
  say(
    `| ${target.name} | ${base.rps.toFixed(0)} | ${hot.rps.toFixed(0)} | ${hot.p50}/${hot.p99} | ${ratio.toFixed(2)}x${page ? ` ${budget(ratio >= 0.5, `cached ${target.name} vs nginx >= 0.5x`)}` : ""} | ${cold.rps.toFixed(0)} | ${cold.p50}/${cold.p99} |`,
  );
  if (target.name === "article") {
    budget(cold.rps >= 400, `uncached article >= 400 req/s (got ${cold.rps.toFixed(0)})`);
    budget(cold.p99 <= 50, `uncached article p99 <= 50 ms (got ${cold.p99})`);
  }
}
nginx.kill("SIGTERM");

// --- scale ---------------------------------------------------------------------------------------
say("");
say("## Latency at scale (p50 ms, uncached, 1 connection)");
const SCALE_TARGETS = [
  { name: "home /", path: "/", page: true },
  { name: "archive", path: "/archive/summary", page: true },
  { name: "search", path: "/search?q=lisbon", page: true },
  { name: "article", path: article, page: true },
  { name: "author", path: "/author/Daniel", page: true },
  { name: "video archive", path: "/archive-2/summary", page: true },
  { name: "trip finder", path: "/trips?age=6&month=7", page: true },
  {
    name: "API GetPostsForGategoryId",
    path: "/api/GetPostsForGategoryId?categoryId=3",
    page: false,
  },
];
const sizes = flags.quick ? [100, 10_000] : [100, 10_000, 100_000];
const p50s = new Map<string, number[]>();
for (const size of sizes) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wanderlust-scale-"));
  execFileSync(
    "npx",
    ["tsx", "scripts/db-seed.ts", "--posts", String(Math.max(0, size - posts.length))],
    {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
      stdio: "ignore",
    },
  );
  const server: RunningServer = await startServer({ PAGE_CACHE: "off", DATA_DIR: dataDir });
  for (const target of SCALE_TARGETS) {
    await load(`${server.url}${target.path}`, 1, 1); // warm up
    const { p50 } = await load(`${server.url}${target.path}`, 1, flags.quick ? 2 : 3);
    p50s.set(target.name, [...(p50s.get(target.name) ?? []), p50]);
  }
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
say(
  `| target | ${sizes.map((s) => `${s.toLocaleString("en-US")} posts`).join(" | ")} | growth | budget 1.5x |`,
);
say(`|---|${sizes.map(() => "---|").join("")}---|---|`);
for (const target of SCALE_TARGETS) {
  const values = p50s.get(target.name)!;
  const growth = values[values.length - 1]! / Math.max(values[0]!, 1);
  const verdict = target.page
    ? budget(growth <= 1.5, `${target.name} at scale <= 1.5x (got ${growth.toFixed(2)}x)`)
    : "exception (lists every post of a category, as docs/spec.md#calls has it)";
  say(`| ${target.name} | ${values.join(" | ")} | ${growth.toFixed(2)}x | ${verdict} |`);
}

// --- Lighthouse ----------------------------------------------------------------------------------
if (!flags.quick) {
  say("");
  say("## Lighthouse 12, mobile (Debian Chromium; median of 3 runs after one not counted)");
  say("| page | performance | accessibility | best practices | SEO |");
  say("|---|---|---|---|---|");
  // Image variants are made on a page's first visit and kept on disk: visit each page once at
  // Lighthouse's phone size first, so the scores are those of a served page, not of sharp's work.
  const { launchBrowser } = await import("../tests/setup/browser.ts");
  const warm = await launchBrowser();
  const phone = await warm.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
  });
  for (const pagePath of ["/", "/archive/summary", article]) {
    const tab = await phone.newPage();
    await tab.goto(`${cached.url}${pagePath}`, { waitUntil: "networkidle" });
    await tab.close();
  }
  await warm.close();
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  // Lighthouse's own advice: scores vary run to run, report the median of several. A fresh
  // Chromium's first run of a page is slower still, so it is run once more first and not counted.
  const RUNS = 3;
  for (const [name, pagePath] of [
    ["home /", "/"],
    ["archive", "/archive/summary"],
    ["article", article],
  ] as const) {
    const runs: number[][] = [];
    for (let run = 0; run <= RUNS; run++) {
      const result = await lighthouse(`${cached.url}${pagePath}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      const c = result!.lhr.categories;
      const score = (key: string) => Math.round((c[key]?.score ?? 0) * 100);
      if (run > 0) {
        runs.push(["performance", "accessibility", "best-practices", "seo"].map(score));
      }
    }
    const median = (i: number) => runs.map((r) => r[i]!).sort((a, b) => a - b)[RUNS >> 1]!;
    const [perf, a11y, bp, seo] = [median(0), median(1), median(2), median(3)];
    budget(perf >= 95, `Lighthouse performance of ${name} >= 95 (got ${perf})`);
    budget(
      a11y === 100 && bp === 100 && seo === 100,
      `Lighthouse a11y/bp/SEO of ${name} = 100 (got ${a11y}/${bp}/${seo})`,
    );
    const spread = runs.map((r) => r[0]).join(", ");
    say(`| ${name} | ${perf} (runs: ${spread}) | ${a11y} | ${bp} | ${seo} |`);
  }
  await chrome.kill();
}

await cached.stop();
await uncached.stop();
fs.rmSync(nginxDir, { recursive: true, force: true });
say("");
say(
  failures.length
    ? `Budgets missed:\n${failures.map((f) => `- ${f}`).join("\n")}`
    : "All budgets hold.",
);
fs.mkdirSync("tmp", { recursive: true });
fs.writeFileSync("tmp/bench.md", `${lines.join("\n")}\n`);
if (flags.check && failures.length) process.exit(1);
