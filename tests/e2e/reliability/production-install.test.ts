// A server install (docs/scaling.md#a-server-install): the project's files in a fresh folder, the
// build, `npm prune --omit=dev`, then `npm start` and every owner's script, with no development
// tool left to fall back on (docs/decisions/023-owners-scripts-from-the-build.md).
//
// To stay fast, two steps are stood in for: the folder gets the checkout's node_modules as hard
// links (instead of `npm ci`, which compiles better-sqlite3 for a minute), which the real
// `npm prune --omit=dev` then cuts down to the production tree of package.json and the lockfile;
// and it gets the checkout's build, made current first from the same files (scripts/ensure-build.js),
// instead of building again. What it proves: that pruned tree serves the site and runs the
// owners' scripts from that build. Not that `npm ci` installs (the lockfile), nor the build itself
// (every other browser test runs it).
import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import { builtinModules } from "node:module";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "#scripts/lib/production-server.ts";
import { OWNER_SCRIPTS } from "#scripts/owner-scripts.js";

const CHECKOUT = process.cwd();
const CHECKOUT_BUILD = path.resolve(process.env.BUILD_DIR ?? "build");
/** Not the default: the install's npm scripts must honour BUILD_DIR. */
const BUILD_DIR = "build-prod";
const DEV_TOOLS = ["tsx", "vite", "vitest", "esbuild", "@react-router/dev"];

let folder: string;
let dataDir: string;

/**
 * The environment of an owner's shell on the server: none of the test runner's (NODE_ENV=test,
 * npm_config_*), and a PATH without any node_modules/.bin, so that nothing can fall back on the
 * checkout's tsx.
 */
function ownerEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const PATH = (process.env.PATH ?? "")
    .split(path.delimiter)
    .filter((dir) => !dir.includes("node_modules"))
    .join(path.delimiter);
  return {
    PATH,
    HOME: process.env.HOME,
    BUILD_DIR,
    DATA_DIR: dataDir,
    IMAGE_CACHE_DIR: path.join(dataDir, "images"),
    ...extra,
  };
}

function npm(args: string[], extra: Record<string, string> = {}) {
  const run = spawnSync("npm", ["--silent", ...args], {
    cwd: folder,
    env: ownerEnv(extra),
    encoding: "utf8",
    timeout: 60_000,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** Copies `from` to `to` with its modification time (scripts/ensure-build.js compares them). */
function copyWithTime(from: string, to: string) {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  fs.copyFileSync(from, to);
  const { atime, mtime } = fs.statSync(from);
  fs.utimesSync(to, atime, mtime);
}

/** `pkg`, `@scope/pkg`, `pkg/sub/path` (not `node:fs`, nor a string that only looks like one). */
const PACKAGE_IMPORT = /^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(\/[\w./-]+)?$/i;

/** The npm packages a bundle imports (`pkg`, `@scope/pkg`), Node's own modules left out. */
function packagesImportedBy(dir: string): Set<string> {
  const builtins = new Set(builtinModules);
  const found = new Set<string>();
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith(".js")) continue;
    const text = fs.readFileSync(path.join(dir, file), "utf8");
    for (const [, specifier] of text.matchAll(
      /(?:\bfrom\s*|\bimport\s*\(\s*|^import\s*)"([^"./#][^"]*)"/gm,
    )) {
      if (!specifier || !PACKAGE_IMPORT.test(specifier) || builtins.has(specifier)) continue;
      const parts = specifier.split("/");
      found.add(parts.slice(0, specifier.startsWith("@") ? 2 : 1).join("/"));
    }
  }
  return found;
}

beforeAll(() => {
  // The checkout's build, current with its files (the browser tests' setup has made the site's).
  for (const args of [[], ["--scripts"]]) {
    execFileSync(process.execPath, ["scripts/ensure-build.js", ...args], { stdio: "inherit" });
  }
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "wanderlust-install-"));
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wanderlust-install-data-"));
  // The files a commit of this checkout would hold: tracked ones and new ones not ignored.
  const files = execFileSync(
    "git",
    ["ls-files", "-z", "--cached", "--others", "--exclude-standard"],
    {
      encoding: "utf8",
    },
  )
    .split("\0")
    .filter((file) => file && fs.existsSync(file));
  for (const file of files) copyWithTime(file, path.join(folder, file));
  // Directories too: a file deleted from a folder makes the folder newer (ensure-build counts it).
  const dirs = new Set(files.flatMap((file) => ancestors(file)));
  for (const dir of [...dirs].sort((a, b) => b.length - a.length)) {
    const { atime, mtime } = fs.statSync(dir);
    fs.utimesSync(path.join(folder, dir), atime, mtime);
  }
  fs.cpSync(CHECKOUT_BUILD, path.join(folder, BUILD_DIR), {
    recursive: true,
    preserveTimestamps: true,
  });
  // Hard links: seconds instead of a copy. npm rewrites its hidden lockfile in place, which would
  // write through a link into the checkout's: that one file is copied.
  // (A temporary folder on another file system than the checkout gets a copy: slower, the same.)
  try {
    execFileSync("cp", ["-al", "node_modules", path.join(folder, "node_modules")]);
  } catch {
    fs.rmSync(path.join(folder, "node_modules"), { recursive: true, force: true });
    execFileSync("cp", ["-a", "node_modules", path.join(folder, "node_modules")]);
  }
  const hidden = path.join(folder, "node_modules/.package-lock.json");
  fs.rmSync(hidden);
  fs.copyFileSync("node_modules/.package-lock.json", hidden);
  const pruned = npm(["prune", "--omit=dev"]);
  expect(pruned.status, pruned.stderr).toBe(0);
}, 120_000);

afterAll(() => {
  if (folder?.startsWith(os.tmpdir())) fs.rmSync(folder, { recursive: true, force: true });
  if (dataDir?.startsWith(os.tmpdir())) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** `a/b/c.ts` -> `a`, `a/b`. */
function ancestors(file: string): string[] {
  const parts = file.split("/").slice(0, -1);
  return parts.map((_, i) => parts.slice(0, i + 1).join("/"));
}

describe("a production install (npm prune --omit=dev)", () => {
  it("has no development tools, and everything the build imports is a dependency", () => {
    for (const tool of DEV_TOOLS) {
      expect(fs.existsSync(path.join(folder, "node_modules", tool)), tool).toBe(false);
    }
    expect(fs.existsSync(path.join(folder, "node_modules/.bin/tsx"))).toBe(false);
    // The project's Node stays: it is an optional dependency, not a development one.
    expect(fs.existsSync(path.join(folder, "node_modules/.bin/node"))).toBe(true);
    const { dependencies } = JSON.parse(
      fs.readFileSync(path.join(CHECKOUT, "package.json"), "utf8"),
    ) as { dependencies: Record<string, string> };
    for (const dir of ["server", "scripts"]) {
      const imported = packagesImportedBy(path.join(folder, BUILD_DIR, dir));
      expect(imported.size, dir).toBeGreaterThan(3);
      for (const name of imported) {
        expect(Object.keys(dependencies), `${BUILD_DIR}/${dir} imports ${name}`).toContain(name);
        expect(fs.existsSync(path.join(folder, "node_modules", name)), name).toBe(true);
      }
    }
  });

  it("npm start serves the site from the build, without building", async () => {
    const port = await freePort();
    // Its own process group: npm, its shell and the server stop together.
    const server: ChildProcess = spawn("npm", ["start"], {
      cwd: folder,
      env: ownerEnv({ PORT: String(port), HOST: "127.0.0.1" }),
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    let log = "";
    server.stdout?.on("data", (chunk) => {
      log += chunk;
    });
    server.stderr?.on("data", (chunk) => {
      log += chunk;
    });
    const exited = new Promise((resolve) => server.once("exit", resolve));
    try {
      await expect.poll(() => log, { timeout: 30_000 }).toMatch(/listening on|exited|Error/);
      expect(log).toContain("Wanderlust listening on");
      const home = await fetch(`http://127.0.0.1:${port}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain("<html");
      expect(log).toContain(`The build in ${BUILD_DIR}/ is up to date: no rebuild.`);
      expect(log).not.toMatch(/building|Warning/);
      expect(log).toMatch(/Wanderlust starting on Node v2[6-9]/);
    } finally {
      if (server.pid) process.kill(-server.pid, "SIGTERM");
      await exited;
    }
  }, 60_000);

  it("runs every owner's script from the build", () => {
    const check = npm(["run", "content:check"]);
    expect(check.stderr).toBe("");
    expect(check.status).toBe(0);
    expect(check.stdout).toMatch(/^content: no problems: \d+ posts .* taxonomies\.\n$/);

    const imported = npm(["run", "content:import"]);
    expect(imported.status, imported.stderr).toBe(0);
    expect(imported.stdout).toMatch(/^Imported .*content into sqlite .*wanderlust\.sqlite: /);

    const stats = npm(["run", "stats", "--", "--json"]);
    expect(stats.status, stats.stderr).toBe(0);
    const figures = JSON.parse(stats.stdout) as { pageviews: number; days: unknown[] };
    expect(figures.pageviews).toBeTypeOf("number");
    expect(figures.days).toHaveLength(30);

    const subscribers = npm(["run", "newsletter:subscribers"]);
    expect(subscribers.status, subscribers.stderr).toBe(0);
    expect(subscribers.stdout).toBe("0 subscribers\n");

    const digest = path.join(dataDir, "digest");
    const sent = npm(["run", "newsletter:send", "--", "--dry-run", digest]);
    expect(sent.status, sent.stderr).toBe(0);
    expect(sent.stdout).toContain("Dry run:");
    expect(fs.readFileSync(`${digest}.eml`, "utf8")).toContain("Subject:");
    expect(fs.readFileSync(`${digest}.html`, "utf8")).toContain("<html");

    // None of them built anything, or warned.
    for (const run of [check, imported, stats, subscribers, sent]) {
      expect(run.stderr).not.toMatch(/building|Warning/);
    }
  }, 60_000);

  it("without a build, says what to do instead of failing obscurely", () => {
    const stats = npm(["run", "stats"], { BUILD_DIR: "build-none" });
    expect(stats.status).not.toBe(0);
    expect(stats.stderr).toContain(
      `No build of the owners' scripts in build-none/ (build-none/scripts/${OWNER_SCRIPTS[0]}.js is missing), and the development tools that build are not installed`,
    );
    const start = npm(["start"], { BUILD_DIR: "build-none" });
    expect(start.status).not.toBe(0);
    expect(start.stderr).toContain("No build of the site in build-none/");
    expect(start.stderr).toContain("npm ci && npm run build, then npm prune --omit=dev");
  });
});
