import { describe, expect, it } from "vitest";
import { startServer } from "#tests/setup/server.ts";

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
  it("WORKERS > 1 on SQLite", async () => {
    const said = await refusal({ WORKERS: "2" });
    expect(said).toMatch(/server exited with 1/);
    expect(said).toContain(
      "Invalid environment:\n  WORKERS: more than 1 needs DATABASE_URL=postgres://... : a SQLite data directory belongs to one process",
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
