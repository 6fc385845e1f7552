import { describe, expect, it } from "vitest";
import { RESTART_BACKOFF, restartDelay } from "./restart-backoff.ts";

describe("restartDelay", () => {
  it("doubles from 100 ms to a 30 s cap while workers keep dying at once", () => {
    const delays: number[] = [];
    let delay = 0;
    for (let i = 0; i < 12; i++) {
      delay = restartDelay(delay, 500);
      delays.push(delay);
    }
    expect(delays).toEqual([
      100, 200, 400, 800, 1600, 3200, 6400, 12_800, 25_600, 30_000, 30_000, 30_000,
    ]);
  });

  it("starts again at 100 ms after a worker has lived a while", () => {
    expect(restartDelay(30_000, RESTART_BACKOFF.resetAfterMs)).toBe(100);
    expect(restartDelay(30_000, RESTART_BACKOFF.resetAfterMs - 1)).toBe(30_000);
    expect(restartDelay(0, 10)).toBe(100);
  });

  it("takes other limits", () => {
    const backoff = { initialMs: 10, maxMs: 50, resetAfterMs: 1000 };
    expect([10, 20, 40].map((d) => restartDelay(d, 0, backoff))).toEqual([20, 40, 50]);
  });
});
