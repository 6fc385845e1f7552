import os from "node:os";
import { describe, expect, it } from "vitest";
import { servingPids, startServer } from "#tests/setup/server.ts";

/** What the server says when it refuses to start, or undefined when it started. */
async function refusal(env: Record<string, string>): Promise<string | undefined> {
  try {
    const server = await startServer(env);
    await server.stop();
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

// server/start.js takes every setting from env() (app/env.server.ts), as the server does.
describe("a bad setting stops the server before it listens, naming the variable", () => {
  it("WORKERS that is neither auto nor a count from 1 to 256", async () => {
    const said = await refusal({ WORKERS: "two" });
    expect(said).toMatch(/server exited with 1/);
    expect(said).toContain(
      "Invalid environment:\n  WORKERS: must be auto (one a core) or 1 to 256",
    );
    expect(said).not.toMatch(/listening on/);
  });

  it("PAGE_CACHE that is neither on nor off, and a PORT out of range", async () => {
    expect(await refusal({ PAGE_CACHE: "false" })).toContain(
      "Invalid environment:\n  PAGE_CACHE: must be on or off",
    );
    expect(await refusal({ PORT: "70000" })).toMatch(/Invalid environment:\n {2}PORT: /);
  });

  it("BUILD_DIR naming another build than the one started, NODE_ENV=development without --dev", async () => {
    expect(await refusal({ BUILD_DIR: "/tmp/another-build" })).toContain(
      "Invalid environment:\n  BUILD_DIR: is /tmp/another-build, but the server was started from",
    );
    expect(await refusal({ NODE_ENV: "development" })).toContain(
      "Invalid environment:\n  NODE_ENV: development is served through Vite: npm run dev (node server/start.js --dev)",
    );
  });
});

describe("WORKERS on the embedded SQLite", () => {
  it("auto (the default of npm start) runs one worker a core, the primary holding the data directory", async () => {
    const cores = os.availableParallelism();
    const server = await startServer({ WORKERS: "auto" });
    try {
      expect(server.logs()).toMatch(
        new RegExp(`Primary ${server.pid}: sqlite .*; starting ${cores} workers`),
      );
      expect(servingPids(server).size).toBe(cores);
      expect((await fetch(`${server.url}/api/GetTaxonomies`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});
