// `npm test`: everything. Side by side (the unit tests mostly wait on databases, mail servers
// and child processes): types, lint, the production build, and the unit + API tests (SQLite, and
// PostgreSQL when TEST_DATABASE_URL is set), each one's output printed when it is done; the
// browser tests against the build in Chromium start as soon as the build is there, their output
// live, and beside them the readers' journeys in Firefox and WebKit. Then, alone, the stress tests.
// Ends with one plain line "Tests: N passed, N failed" for CI.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

// The suite runs on the Node the project brings (node_modules/.bin/node, first on the PATH of npm
// scripts) or a system Node of that major or newer: never on an older one.
const REQUIRED_MAJOR = 26;
if (Number(process.versions.node.split(".")[0]) < REQUIRED_MAJOR) {
  console.error(
    `npm test needs Node ${REQUIRED_MAJOR} or newer, and runs on ${process.version} (${process.execPath}). Run npm ci first: it installs Node ${REQUIRED_MAJOR} from the npm registry into node_modules/.bin, which npm scripts use.`,
  );
  process.exit(1);
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
fs.mkdirSync("tmp", { recursive: true });
// A report left by an earlier run must not stand in for one this run failed to write.
for (const project of ["unit", "e2e", "stress", "engines"])
  fs.rmSync(`tmp/${project}.json`, { force: true });

function run(title, command, args) {
  console.log(`\n=== ${title}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  return result.status === 0;
}

/**
 * Starts a command with its output kept (or, `live`, printed as it comes); resolves with whether
 * it passed, its output, its time. `background`: at a lower CPU priority (nice 10), so that the
 * steps the browser tests wait for, and the browser tests, go first on a busy machine. `env`: added
 * to this process's environment.
 */
function start(title, command, args, { live = false, background = false, env = {} } = {}) {
  const started = Date.now();
  const childEnv = { ...process.env, ...env };
  if (live) console.log(`\n=== ${title}`);
  return new Promise((resolve) => {
    const stdio = live ? ["ignore", "inherit", "inherit"] : ["ignore", "pipe", "pipe"];
    const child = background
      ? spawn("nice", ["-n", "10", command, ...args], { env: childEnv, stdio })
      : spawn(command, args, { env: childEnv, stdio });
    let output = "";
    child.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    child.on("close", (code) =>
      resolve({ title, ok: code === 0, output, seconds: (Date.now() - started) / 1000 }),
    );
  });
}

/**
 * The browsers and what drives them, from Debian, each a file that shows it is installed: Chromium's
 * headless shell (scripts/lib/browser.ts, decision 018), Firefox ESR, WebKitGTK's WebDriver and
 * GObject bindings (for tests/engines/webkit-browser.py), and Xvfb for WebKitGTK's windows
 * (tests/setup/engines.ts, decision 025). .ci/run installs them beside npm ci; here, as root, what
 * is still missing.
 */
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
const PACKAGES = {
  "chromium-headless-shell": HEADLESS_SHELL,
  "firefox-esr": "/usr/bin/firefox-esr",
  "webkit2gtk-driver": "/usr/bin/WebKitWebDriver",
  "gir1.2-webkit2-4.1": "/usr/lib/x86_64-linux-gnu/girepository-1.0/WebKit2-4.1.typelib",
  "python3-gi": "/usr/lib/python3/dist-packages/gi/__init__.py",
  xvfb: "/usr/bin/Xvfb",
};

/** Installs the missing packages as root (apt-get); returns the names still missing. */
function ensureBrowsers() {
  let missing = Object.keys(PACKAGES).filter((name) => !fs.existsSync(PACKAGES[name]));
  if (process.env.CHROMIUM_PATH)
    missing = missing.filter((name) => name !== "chromium-headless-shell");
  if (missing.length && process.getuid?.() === 0) {
    console.log(`Installing from Debian: ${missing.join(" ")}`);
    spawnSync(
      "sh",
      [
        "-c",
        `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(" ")}`,
      ],
      { stdio: "inherit" },
    );
    missing = missing.filter((name) => !fs.existsSync(PACKAGES[name]));
  }
  if (missing.length)
    console.error(
      `Browser tests need Debian's ${missing.join(", ")}. Install them with: sudo apt-get install -y ${missing.join(" ")}`,
    );
  return missing;
}

function summarise(file) {
  if (!fs.existsSync(file))
    return { passed: 0, failed: 1, skipped: 0, byDialect: {}, failures: [`${file} not written`] };
  const report = JSON.parse(fs.readFileSync(file, "utf8"));
  const byDialect = {};
  /** What failed, a line each (file, test, the message's first line): the summary repeats them. */
  const failures = [];
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const suite of report.testResults) {
    const where = path.relative(process.cwd(), suite.name);
    // A file that failed outside its tests (it did not load, or a beforeAll or afterAll threw:
    // its tests are then skipped, not failed) counts as one failure.
    const testFailed = suite.assertionResults.some((test) => test.status === "failed");
    if (suite.status === "failed" && !testFailed) {
      failed++;
      const why = firstLine(suite.message) || "failed outside its tests (a hook: see its output)";
      failures.push(`${where}: ${why}`);
    }
    for (const test of suite.assertionResults) {
      if (test.status === "passed") passed++;
      else if (test.status === "failed") {
        failed++;
        failures.push(
          `${where} > ${test.fullName}: ${firstLine(test.failureMessages?.join("\n"))}`,
        );
      } else skipped++;
      const dialect = /on (sqlite|postgres)/.exec(test.ancestorTitles.join(" "))?.[1];
      if (dialect && test.status === "passed") byDialect[dialect] = (byDialect[dialect] ?? 0) + 1;
    }
  }
  return { passed, failed, skipped, byDialect, failures };
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes start with ESC.
const COLOURS = /\u001b\[[0-9;]*m/g;

/** The first line of a failure message (its assertion), without terminal colours. */
function firstLine(message = "") {
  return message.replace(COLOURS, "").split("\n")[0].slice(0, 300);
}

/** Two summaries as one. */
function combine(a, b) {
  const byDialect = { ...a.byDialect };
  for (const [dialect, count] of Object.entries(b.byDialect))
    byDialect[dialect] = (byDialect[dialect] ?? 0) + count;
  return {
    passed: a.passed + b.passed,
    failed: a.failed + b.failed,
    skipped: a.skipped + b.skipped,
    byDialect,
    failures: [...a.failures, ...b.failures],
  };
}

const vitest = (project) => [
  "vitest",
  "run",
  "--project",
  project,
  "--reporter=default",
  "--reporter=json",
  `--outputFile=tmp/${project}.json`,
];
// Installing the browsers (when missing) blocks this process: before anything runs beside it.
const missing = ensureBrowsers();
const haveBrowser = process.env.CHROMIUM_PATH
  ? fs.existsSync(CHROMIUM)
  : !missing.includes("chromium-headless-shell") || fs.existsSync(CHROMIUM);
const haveEngines = !missing.some((name) => name !== "chromium-headless-shell");
// better-sqlite3 compiles SQLite from source against this Node's headers (scripts/compile-sqlite.js).
// .ci/run installs without install scripts so that it compiles here, beside the type check, lint
// and build, which do not need it; the tests wait for it. At -O1 (CFLAGS come after the package's
// -O3): about half the time on one core, the same SQLite, its queries somewhat slower. `npm ci`
// with its install scripts (production, benchmarks) compiles it at -O3 as the package says.
const sqlite = start(
  "Compile better-sqlite3 for the tests when needed (CFLAGS=-O1 scripts/compile-sqlite.js)",
  "node",
  ["scripts/compile-sqlite.js"],
  { env: { CFLAGS: "-O1" } },
);
const build = start("Production build (scripts/ensure-build.js)", "node", [
  "scripts/ensure-build.js",
]);
// The browser tests take the longest and wait for the build and SQLite: the type check and the
// lint (CPU alone, no timing) run beside them at a lower priority. The unit tests keep theirs:
// some wait on timeouts.
const background = { background: true };
const typecheck = start("Type check (npm run typecheck)", "npm", ["run", "typecheck"], background);
const lint = start("Lint (Biome, knip: npm run lint)", "npm", ["run", "lint"], background);
const first = [
  typecheck,
  lint,
  build,
  sqlite.then((compiled) =>
    compiled.ok ? start("Unit and API tests", "npx", vitest("unit")) : compiled,
  ),
];
// The browser tests start as soon as the build (and SQLite) is there, beside the unit tests
// (which mostly wait) and the type check. Their output comes live; the others' is printed after
// them.
const browser = haveBrowser && (await build).ok && (await sqlite).ok;
// The Firefox and WebKit journeys beside them, one engine after the other (their output after),
// once the type check and the lint are done: started with them, at the run's busiest minute
// (a load of 14-16 on two cores), WebKit's first page waited over 20 s for its hydration.
const engines =
  browser && haveEngines
    ? Promise.all([typecheck, lint]).then(() =>
        start("Firefox and WebKit journeys (tests/engines)", "npx", vitest("engines")),
      )
    : undefined;
const browserTests = browser
  ? await start(
      "Browser tests (production build, Chromium, three files at a time)",
      "npx",
      vitest("e2e"),
      { live: true },
    )
  : undefined;
const done = await Promise.all(first);
const enginesRun = await engines;
for (const { title, ok, output, seconds } of [
  ...done,
  ...(enginesRun ? [enginesRun] : []),
  ...(browserTests ? [browserTests] : []),
]) {
  console.log(`\n=== ${title}: ${ok ? "passed" : "FAILED"} in ${seconds.toFixed(0)} s`);
  process.stdout.write(output);
}
const stressed =
  browser &&
  run("Stress tests (floods, outages, kill -9, two workers), alone", "npx", vitest("stress"));
const [types, linted, built, unitRun] = done;
// A test run that exits with an error (an unhandled error, a crash) fails even if its report
// counts no failed test.
const steps = [
  ["types", types.ok],
  ["lint", linted.ok],
  ["build", built.ok],
  ["unit tests", unitRun.ok],
  ...(browser
    ? [
        ["browser tests", browserTests?.ok ?? false],
        ["Firefox and WebKit journeys", enginesRun?.ok ?? false],
        ["stress tests", stressed],
      ]
    : []),
];

const unit = summarise("tmp/unit.json");
const e2e = browser
  ? [summarise("tmp/e2e.json"), summarise("tmp/stress.json"), summarise("tmp/engines.json")].reduce(
      combine,
    )
  : { passed: 0, failed: 1, skipped: 0, byDialect: {}, failures: ["browser tests not run"] };
const failedSteps = steps.filter(([, ok]) => !ok).map(([name]) => name);

console.log("\n=== Summary");
console.log(`unit/API: ${unit.passed} passed, ${unit.failed} failed, ${unit.skipped} skipped`);
for (const [dialect, count] of Object.entries(unit.byDialect)) {
  console.log(`  on ${dialect}: ${count} passed`);
}
if (!process.env.TEST_DATABASE_URL)
  console.log("  (PostgreSQL half skipped: TEST_DATABASE_URL is not set)");
console.log(
  `browser (Chromium, Firefox, WebKit) and stress: ${e2e.passed} passed, ${e2e.failed} failed, ${e2e.skipped} skipped`,
);
if (failedSteps.length) console.log(`failed checks: ${failedSteps.join(", ")}`);
for (const failure of [...unit.failures, ...e2e.failures]) console.log(`FAILED ${failure}`);
const passed = unit.passed + e2e.passed;
const failed = unit.failed + e2e.failed + failedSteps.length;
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
