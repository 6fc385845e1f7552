import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { watchContentFiles } from "./content-files-watch.ts";

describe("watchContentFiles", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wanderlust-watch-"));
  fs.mkdirSync(path.join(dir, "posts"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("aborts the call under way when stopped, and resolves once it has ended", async () => {
    let started!: () => void;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    let ended = false;
    let calls = 0;
    const stop = watchContentFiles({
      dir,
      quietMs: 10,
      // An import that goes on until its signal aborts (a pacer throws then: pace.server.ts).
      onChange: async (signal) => {
        calls++;
        started();
        await new Promise((resolve) => signal.addEventListener("abort", resolve));
        ended = true;
        throw signal.reason;
      },
    });
    fs.writeFileSync(path.join(dir, "posts", "a.md"), "x");
    await running;
    await stop();
    expect(ended).toBe(true);
    // Stopped: a change calls nothing more.
    fs.writeFileSync(path.join(dir, "posts", "b.md"), "x");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toBe(1);
  });
});
