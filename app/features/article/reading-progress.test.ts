import { describe, expect, it } from "vitest";
import { readingProgress, showFloatingBar } from "./reading-progress.ts";

describe("readingProgress", () => {
  it("is 0 before the body reaches the top of the viewport", () => {
    expect(readingProgress(400, 3000, 800)).toBe(0);
    expect(readingProgress(0, 3000, 800)).toBe(0);
  });
  it("grows with the scrolled share of the body", () => {
    // 2200 px can scroll; 1100 px scrolled is half.
    expect(readingProgress(-1100, 3000, 800)).toBe(50);
    expect(readingProgress(-550, 3000, 800)).toBe(25);
  });
  it("is 100 once the body's end reaches the bottom of the viewport, and stays there", () => {
    expect(readingProgress(-2200, 3000, 800)).toBe(100);
    expect(readingProgress(-5000, 3000, 800)).toBe(100);
  });
  it("handles a body shorter than the viewport", () => {
    expect(readingProgress(100, 500, 800)).toBe(0);
    expect(readingProgress(-1, 500, 800)).toBe(100);
  });
  it("is 0 for nonsense input", () => {
    expect(readingProgress(Number.NaN, 3000, 800)).toBe(0);
  });
});

describe("showFloatingBar", () => {
  it("shows once the body is in the upper quarter of the viewport or above", () => {
    expect(showFloatingBar(700, 800)).toBe(false);
    expect(showFloatingBar(150, 800)).toBe(true);
    expect(showFloatingBar(-2000, 800)).toBe(true);
  });
});
