// wrk (https://github.com/wg/wrk, the Debian package) for the bench's throughput numbers: a C
// load generator with one event loop per thread, which on this 2-core machine leaves the server a
// core of its own. Autocannon (Node) topped out near 3,000 req/s here, for nginx too: it measured
// itself, not the server (docs/performance.md#method).
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** Is `command` on the PATH? */
function found(command: string): boolean {
  try {
    execFileSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/**
 * Installs a missing Debian package with apt-get (as .ci/run installs Chromium) when running as
 * root on Debian, else stops with the command to run.
 */
export function ensureCommand(command: string, pkg: string, { install }: { install: boolean }) {
  if (found(command)) return;
  const root = process.getuid?.() === 0;
  if (install && root && found("apt-get")) {
    console.log(`${command} is missing: installing the Debian package ${pkg}`);
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    execFileSync("apt-get", ["install", "-y", "-qq", pkg], { stdio: "inherit", env });
    if (found(command)) return;
  }
  throw new Error(
    `${command} is not installed and the bench needs it: run \`apt-get install -y ${pkg}\` (Debian) and try again.`,
  );
}

/**
 * Prints one JSON line after the run: wrk's own counts and latency percentiles (microseconds),
 * plus the answers whose status was not 2xx. wrk counts only statuses above 399 as errors, so a
 * `response()` hook counts every answer outside 200-299 (a redirect or a 304 too), per thread.
 */
const LUA = `
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args) non2xx = 0; seen = {} end
function response(status, headers, body)
  if status < 200 or status > 299 then
    non2xx = non2xx + 1
    seen[status] = (seen[status] or 0) + 1
  end
end
function done(summary, latency, requests)
  local bad, statuses = 0, {}
  for _, thread in ipairs(threads) do
    bad = bad + thread:get("non2xx")
    for status, count in pairs(thread:get("seen")) do
      table.insert(statuses, string.format('"%d":%d', status, count))
    end
  end
  local e = summary.errors
  io.write(string.format(
    'WRK_RESULT {"requests":%d,"durationUs":%d,"bytes":%d,"connectErrors":%d,"readErrors":%d,' ..
    '"writeErrors":%d,"status4xx5xx":%d,"timeouts":%d,"non2xx":%d,"statuses":{%s},' ..
    '"p50Us":%d,"p90Us":%d,"p99Us":%d,"maxUs":%d}\\n',
    summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.status,
    e.timeout, bad, table.concat(statuses, ","), latency:percentile(50), latency:percentile(90),
    latency:percentile(99), latency.max))
end
`;

export interface WrkOptions {
  threads: number;
  connections: number;
  /** Seconds. */
  duration: number;
  headers?: Record<string, string>;
  /** Another method than GET, with this body (the page-view beacon's POST). */
  post?: string;
}

export interface WrkResult {
  url: string;
  rps: number;
  requests: number;
  /**
   * Bytes read per answer, headers included (a little more when answers were in flight at the
   * end): an answer shorter than the page's body shows here.
   */
  bytesPerAnswer: number;
  /** Milliseconds. */
  p50: number;
  p99: number;
  /** Answers outside 2xx, plus socket errors and timeouts. */
  bad: number;
  /** What went wrong, when `bad` > 0. */
  problems: string;
  /** The command line, as one would type it. */
  command: string;
}

const scriptPaths = new Map<string, string>();

/** The Lua script (with a POST body, if any, set first), written once into `dir`. */
function luaScript(dir: string, post?: string): string {
  const key = post ?? "";
  let file = scriptPaths.get(key);
  if (!file) {
    file = path.join(dir, `report-${scriptPaths.size}.lua`);
    const prelude =
      post === undefined ? "" : `wrk.method = "POST"\nwrk.body = ${JSON.stringify(post)}\n`;
    fs.writeFileSync(file, prelude + LUA);
    scriptPaths.set(key, file);
  }
  return file;
}

export async function wrk(url: string, options: WrkOptions, scratch: string): Promise<WrkResult> {
  const args = [
    `-t${options.threads}`,
    `-c${options.connections}`,
    `-d${options.duration}s`,
    "--timeout",
    "10s",
    ...Object.entries(options.headers ?? {}).flatMap(([name, value]) => [
      "-H",
      `${name}: ${value}`,
    ]),
  ];
  const command = `wrk ${args.map((a) => (a.includes(" ") ? `'${a}'` : a)).join(" ")}${options.post === undefined ? "" : ` (POST ${options.post})`} ${url}`;
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn("wrk", [...args, "-s", luaScript(scratch, options.post), url], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let text = "";
    child.stdout.on("data", (chunk) => {
      text += chunk;
    });
    child.stderr.on("data", (chunk) => {
      text += chunk;
    });
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve(text) : reject(new Error(`${command} exited with ${code}:\n${text}`)),
    );
  });
  const line = output.split("\n").find((l) => l.startsWith("WRK_RESULT "));
  if (!line) throw new Error(`${command}: no result line in its output:\n${output}`);
  const r = JSON.parse(line.slice("WRK_RESULT ".length)) as {
    requests: number;
    durationUs: number;
    bytes: number;
    connectErrors: number;
    readErrors: number;
    writeErrors: number;
    status4xx5xx: number;
    timeouts: number;
    non2xx: number;
    statuses: Record<string, number>;
    p50Us: number;
    p99Us: number;
  };
  const socketErrors = r.connectErrors + r.readErrors + r.writeErrors + r.timeouts;
  const problems = [
    ...Object.entries(r.statuses).map(([status, count]) => `${count} x ${status}`),
    ...(socketErrors
      ? [
          `socket errors: connect ${r.connectErrors}, read ${r.readErrors}, write ${r.writeErrors}, timeout ${r.timeouts}`,
        ]
      : []),
    ...(r.requests === 0 ? ["no answer at all"] : []),
  ].join("; ");
  return {
    url,
    rps: r.requests / (r.durationUs / 1e6),
    requests: r.requests,
    bytesPerAnswer: r.bytes / Math.max(r.requests, 1),
    p50: r.p50Us / 1000,
    p99: r.p99Us / 1000,
    bad: r.non2xx + socketErrors + (r.requests === 0 ? 1 : 0),
    problems,
    command,
  };
}
