import { defineConfig } from "vitest/config";

/**
 * Browser-test files that load the machine on purpose (floods, database outages, kill -9, two
 * workers, a production install pruned of 400 packages) or measure it (RSS, timeouts): they run
 * after the others (scripts/test.js), two at a time, so that no browser test is slowed by them nor
 * they by a browser.
 */
const STRESS = [
  "tests/e2e/reliability/page-cache-memory.test.ts",
  "tests/e2e/reliability/memory-after-floods.test.ts",
  "tests/e2e/reliability/database-outage.test.ts",
  "tests/e2e/reliability/durability.test.ts",
  "tests/e2e/reliability/slow-client.test.ts",
  "tests/e2e/reliability/production-install.test.ts",
  "tests/e2e/reliability/import-under-load.test.ts",
];

const browserTests = {
  environment: "node" as const,
  globalSetup: ["tests/setup/e2e-global.ts"],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // A loaded 2-core machine (and a development React build, which the test build can be)
  // renders slower than a laptop: wait up to 15 s for what users see.
  expect: { poll: { timeout: 15_000, interval: 100 } },
  // One worker runs file after file without a fresh module graph for each (the files share no
  // state: each has a server and browser contexts of its own, tests/setup/app.ts): 32 s less
  // importing, and no worker start, per run (477 s instead of 535 for the e2e project alone).
  isolate: false,
};

// Three projects: fast unit/API tests (both dialects); browser tests against the real build, three
// files at a time (each file has a server of its own, all share one Chromium's headless shell:
// decision 018; with the full browser a third file made CI slower, 751 s against 683; with the
// shell it made it faster, 519 s against 594); and the stress files.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "server/**/*.test.ts",
            "tests/api/**/*.test.ts",
            "tests/setup/**/*.test.ts",
          ],
          environment: "node",
          // Most of their time is spent waiting (PostgreSQL, SMTP, child processes): four files
          // at a time on two cores finish in half the time of two.
          maxWorkers: 4,
          // Worker threads, not processes: 112 s of CPU instead of 127 for the project alone
          // (each thread still has its own modules and its own copy of process.env).
          pool: "threads",
          // A test's time limit, not what it checks (checks of speed carry their own bounds): on
          // a day this machine ran at half speed, a few tests that start servers or scripts
          // passed 30 s beside the browser tests.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          ...browserTests,
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          exclude: STRESS,
          maxWorkers: 3,
        },
      },
      {
        test: {
          ...browserTests,
          // The readers' journeys in Firefox and WebKit (tests/setup/engines.ts): their own
          // browsers, and an Xvfb for WebKitGTK's windows.
          name: "engines",
          include: ["tests/engines/**/*.test.ts"],
          globalSetup: ["tests/setup/engines-global.ts"],
          maxWorkers: 1,
          // A journey is several pages (offline: a save, then four pages without the server):
          // 33 s in Firefox beside the Chromium files at a load of 10.
          testTimeout: 120_000,
        },
      },
      {
        test: {
          ...browserTests,
          name: "stress",
          include: STRESS,
          // Two at a time: each has a server (or a cluster) of its own, and much of their time
          // is spent waiting for timeouts, restarts and outages to end.
          maxWorkers: 2,
        },
      },
    ],
  },
});
