import { setImmediate as nextTurn } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { pacer } from "./pace.server.ts";

/** Counts the event loop's turns while `work` runs (how often it let others in). */
async function turnsDuring(work: () => Promise<void>): Promise<number> {
  let turns = 0;
  let counting = true;
  const counter = (async () => {
    await nextTurn();
    while (counting) {
      turns++;
      await nextTurn();
    }
  })();
  await work();
  counting = false;
  await counter;
  return turns;
}

/** Keeps the thread busy for `ms` (work that never awaits). */
function busy(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe("pacer", () => {
  it("yields to the event loop once its slice of work has passed, not at every step", async () => {
    // 100 quick steps within a slice: the others wait, none is let in.
    const long = pacer({ sliceMs: 10_000 });
    expect(
      await turnsDuring(async () => {
        for (let i = 0; i < 100; i++) await long();
      }),
    ).toBe(0);
    // A slice passed at each step: a turn each time.
    const short = pacer({ sliceMs: 5 });
    expect(
      await turnsDuring(async () => {
        for (let i = 0; i < 3; i++) {
          busy(6);
          await short();
        }
      }),
    ).toBeGreaterThanOrEqual(3);
  });

  it("throws the abort's reason at the next step", async () => {
    const stop = new AbortController();
    const pace = pacer({ signal: stop.signal });
    await pace();
    stop.abort(new Error("stopping"));
    await expect(pace()).rejects.toThrowError("stopping");
  });
});
