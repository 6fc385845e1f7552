import { describe, expect, it } from "vitest";
import { clampIndex, indexAfterSwipe, wrapIndex } from "#app/lib/swipe.ts";

describe("swipe", () => {
  it("ignores drags of 10 px or less", () => {
    expect(indexAfterSwipe(1, -10, 5)).toBe(1);
    expect(indexAfterSwipe(1, 10, 5)).toBe(1);
  });
  it("moves next on a swipe left and previous on a swipe right", () => {
    expect(indexAfterSwipe(1, -11, 5)).toBe(2);
    expect(indexAfterSwipe(1, 40, 5)).toBe(0);
  });
  it("is bounded at the first and last slide", () => {
    expect(indexAfterSwipe(0, 80, 5)).toBe(0);
    expect(indexAfterSwipe(4, -80, 5)).toBe(4);
    expect(clampIndex(9, 3)).toBe(2);
    expect(clampIndex(0, 0)).toBe(0);
  });
  it("wraps around for the hero slider", () => {
    expect(wrapIndex(1, 1)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(3, 3)).toBe(0);
  });
});
