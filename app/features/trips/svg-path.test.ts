import { describe, expect, it } from "vitest";
import { CompactPath } from "./svg-path.ts";

function ring(path: CompactPath, points: [number, number][], close = true): void {
  for (const [i, [x, y]] of points.entries()) {
    if (i === 0) path.moveTo(x, y);
    else path.lineTo(x, y);
  }
  if (close) path.closePath();
}

describe("CompactPath", () => {
  it("writes a ring absolute first, then relative with implicit line-tos", () => {
    const path = new CompactPath();
    ring(path, [
      [10.2, 20.6],
      [30, 20.6],
      [30, 5],
    ]);
    expect(path.take()).toBe("M10 21l20 0 0-16z");
  });

  it("starts the next ring from the previous ring's start, and every take() afresh", () => {
    const path = new CompactPath();
    ring(path, [
      [0, 0],
      [10, 0],
      [10, 10],
    ]);
    ring(path, [
      [20, 20],
      [30, 20],
      [30, 30],
    ]);
    expect(path.take()).toBe("M0 0l10 0 0 10zm20 20 10 0 0 10z");
    ring(path, [
      [5, 5],
      [6, 5],
      [6, 6],
    ]);
    expect(path.take()).toBe("M5 5l1 0 0 1z");
  });

  it("drops repeated points, merges straight runs and drops the closing point", () => {
    const path = new CompactPath();
    ring(path, [
      [0, 0],
      [0.2, 0.1],
      [5, 0],
      [10, 0],
      [10, 10],
      [0, 0],
    ]);
    expect(path.take()).toBe("M0 0l10 0 0 10z");
  });

  it("drops rings smaller than the grid and keeps open lines of two points", () => {
    const path = new CompactPath();
    ring(path, [
      [1, 1],
      [1.2, 1.3],
      [0.9, 1.1],
    ]);
    expect(path.take()).toBe("");
    ring(
      path,
      [
        [0, 0],
        [3, 4],
      ],
      false,
    );
    expect(path.take()).toBe("M0 0l3 4");
  });

  it("keeps decimals when asked, without leading zeros", () => {
    const path = new CompactPath(1);
    ring(path, [
      [0.04, 0],
      [0.54, 0],
      [0.54, -0.26],
    ]);
    expect(path.take()).toBe("M0 0l.5 0 0-.3z");
  });
});
