import { describe, expect, it } from "vitest";
import { spreadMarkers } from "#app/features/trips/map-markers.ts";

const box = { width: 960, height: 480, margin: 10 };

interface Point {
  x: number;
  y: number;
}

function minDistance(points: Point[]): number {
  let min = Number.POSITIVE_INFINITY;
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      min = Math.min(min, Math.hypot(points[i]!.x - points[j]!.x, points[i]!.y - points[j]!.y));
    }
  }
  return min;
}

describe("spreadMarkers", () => {
  it("leaves markers that are far enough apart where they are", () => {
    const points = [
      { x: 100, y: 100 },
      { x: 200, y: 100 },
      { x: 100, y: 300 },
    ];
    expect(spreadMarkers(points, 20, box)).toEqual(points);
  });

  it("keeps the first of two close markers in place and moves the second just clear of it", () => {
    const [a, b] = spreadMarkers(
      [
        { x: 100, y: 100 },
        { x: 105, y: 100 },
      ],
      20,
      box,
    );
    expect(a).toEqual({ x: 100, y: 100 });
    const distance = Math.hypot(b!.x - a!.x, b!.y - a!.y);
    expect(distance).toBeGreaterThanOrEqual(20);
    expect(distance).toBeLessThan(30);
  });

  it("untangles a crowd, markers on the very same spot too, the same way every time", () => {
    const crowd = Array.from({ length: 15 }, (_, i) => ({ x: 480 + (i % 4), y: 120 }));
    const spread = spreadMarkers(crowd, 18, box);
    expect(minDistance(spread)).toBeGreaterThanOrEqual(18);
    expect(spreadMarkers(crowd, 18, box)).toEqual(spread);
    for (const point of spread) expect(Math.hypot(point.x - 480, point.y - 120)).toBeLessThan(50);
  });

  it("draws no two lines from a marker's place to its spot across each other", () => {
    const crowd = Array.from({ length: 25 }, (_, i) => ({
      x: 400 + ((i * 37) % 60),
      y: 100 + ((i * 53) % 40),
    }));
    const spread = spreadMarkers(crowd, 18, box);
    expect(minDistance(spread)).toBeGreaterThanOrEqual(18);
    const crosses = (p1: Point, p2: Point, q1: Point, q2: Point): boolean => {
      const side = (a: Point, b: Point, c: Point) =>
        Math.sign((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x));
      return side(p1, p2, q1) * side(p1, p2, q2) < 0 && side(q1, q2, p1) * side(q1, q2, p2) < 0;
    };
    for (let i = 0; i < crowd.length; i++) {
      for (let j = i + 1; j < crowd.length; j++) {
        expect(crosses(crowd[i]!, spread[i]!, crowd[j]!, spread[j]!), `${i} ${j}`).toBe(false);
      }
    }
  });

  it("keeps markers inside the box", () => {
    const spread = spreadMarkers(
      [
        { x: 0, y: 0 },
        { x: 2, y: 1 },
        { x: 960, y: 480 },
      ],
      20,
      box,
    );
    for (const { x, y } of spread) {
      expect(x).toBeGreaterThanOrEqual(10);
      expect(x).toBeLessThanOrEqual(950);
      expect(y).toBeGreaterThanOrEqual(10);
      expect(y).toBeLessThanOrEqual(470);
    }
  });
});
