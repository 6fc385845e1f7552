import { defineConfig } from "vitest/config";

// Two projects: fast unit/API tests (both dialects), and browser tests against the real build.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "tests/api/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/setup/e2e-global.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // A loaded 2-core machine (and a development React build, which the test build can be)
          // renders slower than a laptop: wait up to 15 s for what users see.
          expect: { poll: { timeout: 15_000, interval: 100 } },
        },
      },
    ],
  },
});
