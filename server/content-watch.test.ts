import { afterEach, describe, expect, it } from "vitest";
import { watchContentVersion } from "./content-watch.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe("watchContentVersion", () => {
  it("calls onChange once per new version, not for the version it started with", async () => {
    let version = 7;
    const seen: number[] = [];
    stops.push(
      watchContentVersion({
        read: async () => version,
        onChange: async (v) => {
          seen.push(v);
        },
        intervalMs: 10,
      }).stop,
    );
    await sleep(40);
    expect(seen).toEqual([]);
    version = 8;
    await sleep(40);
    expect(seen).toEqual([8]);
  });

  it("survives a failed or skipped read and runs one change at a time", async () => {
    let version = 1;
    let failing = false;
    let away = false;
    let running = 0;
    let most = 0;
    const seen: number[] = [];
    stops.push(
      watchContentVersion({
        read: async () => {
          if (failing) throw new Error("database away");
          return away ? undefined : version;
        },
        onChange: async (v) => {
          running++;
          most = Math.max(most, running);
          await sleep(50);
          seen.push(v);
          running--;
        },
        intervalMs: 5,
      }).stop,
    );
    await sleep(20);
    failing = true;
    await sleep(20);
    failing = false;
    away = true;
    await sleep(20);
    away = false;
    version = 2;
    await sleep(120);
    expect(seen).toEqual([2]);
    expect(most).toBe(1);
  });
});
