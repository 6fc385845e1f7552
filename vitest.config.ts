import { defineConfig } from "vitest/config";

/**
 * Browser-test files that load the machine on purpose (floods, database outages, kill -9, two
 * workers) or measure it (RSS, timeouts): they run alone, one file at a time, after the others
 * (scripts/test.js), so that neither they nor the rest are slowed by what runs beside them.
 */
const STRESS = [
  "tests/e2e/reliability/page-cache-memory.test.ts",
  "tests/e2e/reliability/database-outage.test.ts",
  "tests/e2e/reliability/durability.test.ts",
  "tests/e2e/reliability/slow-client.test.ts",
];

const browserTests = {
  environment: "node" as const,
  globalSetup: ["tests/setup/e2e-global.ts"],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // A loaded 2-core machine (and a development React build, which the test build can be)
  // renders slower than a laptop: wait up to 15 s for what users see.
  expect: { poll: { timeout: 15_000, interval: 100 } },
};

// Three projects: fast unit/API tests (both dialects); browser tests against the real build, two
// files at a time (each file has a server of its own, all share one Chromium); and the stress
// files, alone.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "tests/api/**/*.test.ts"],
          environment: "node",
          // Most of their time is spent waiting (PostgreSQL, SMTP, child processes): four files
          // at a time on two cores finish in half the time of two.
          maxWorkers: 4,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          ...browserTests,
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          exclude: STRESS,
          maxWorkers: 2,
        },
      },
      {
        test: {
          ...browserTests,
          name: "stress",
          include: STRESS,
          fileParallelism: false,
        },
      },
    ],
  },
});
