import { describe, expect, it } from "vitest";
import { groupMarkers, placeMarkers, relaxMarkers, spreadMarkers } from "./map-markers.ts";

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

describe("spreadMarkers with square tap areas", () => {
  it("keeps markers apart along x or y, so their squares do not overlap", () => {
    const points = [
      { x: 100, y: 100 },
      { x: 110, y: 110 },
      { x: 95, y: 105 },
    ];
    const spots = spreadMarkers(points, 40, { ...box, square: true });
    for (let i = 0; i < spots.length; i++) {
      for (let j = i + 1; j < spots.length; j++) {
        const [a, b] = [spots[i]!, spots[j]!];
        expect(Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y))).toBeGreaterThanOrEqual(40);
      }
    }
  });
});

describe("groupMarkers", () => {
  it("groups a country's markers closer than the gap, directly or through each other", () => {
    const groups = groupMarkers(
      [
        { x: 100, y: 100, key: "pt" },
        { x: 130, y: 100, key: "pt" },
        { x: 160, y: 110, key: "pt" },
        { x: 400, y: 100, key: "pt" },
      ],
      40,
    );
    expect(groups.map((g) => g.members)).toEqual([[0, 1, 2], [3]]);
    expect(groups[0]!.x).toBeCloseTo(130);
    expect(groups[0]!.y).toBeCloseTo(103.33, 1);
    expect(groups[1]).toEqual({ members: [3], x: 400, y: 100 });
  });

  it("never groups markers of different countries, however close", () => {
    const groups = groupMarkers(
      [
        { x: 100, y: 100, key: "at" },
        { x: 101, y: 100, key: "ch" },
        { x: 102, y: 100, key: "at" },
      ],
      40,
    );
    expect(groups.map((g) => g.members)).toEqual([[0, 2], [1]]);
  });

  it("with an infinite gap, makes one group per country", () => {
    const groups = groupMarkers(
      [
        { x: 0, y: 0, key: "a" },
        { x: 900, y: 400, key: "b" },
        { x: 900, y: 0, key: "a" },
      ],
      Number.POSITIVE_INFINITY,
    );
    expect(groups.map((g) => g.members)).toEqual([[0, 2], [1]]);
  });
});

describe("relaxMarkers", () => {
  it("spreads a crowd evenly around its middle, inside the box", () => {
    const points = [
      { x: 500, y: 200 },
      { x: 505, y: 200 },
      { x: 500, y: 205 },
      { x: 505, y: 205 },
    ];
    const spots = relaxMarkers(points, 40, { ...box, margin: 10 });
    const far = Math.max(
      ...spots.map((s, i) => Math.hypot(s.x - points[i]!.x, s.y - points[i]!.y)),
    );
    // No marker sent far: each moves about half a gap, not several.
    expect(far).toBeLessThan(60);
    const mean = spots.reduce((m, s) => ({ x: m.x + s.x / 4, y: m.y + s.y / 4 }), { x: 0, y: 0 });
    expect(Math.hypot(mean.x - 502.5, mean.y - 202.5)).toBeLessThan(5);
    for (const s of spots) {
      expect(s.x).toBeGreaterThanOrEqual(10);
      expect(s.y).toBeGreaterThanOrEqual(10);
    }
  });

  it("leaves markers far enough apart where they are", () => {
    const points = [
      { x: 100, y: 100 },
      { x: 200, y: 100 },
    ];
    expect(relaxMarkers(points, 40, box)).toEqual(points);
  });
});

describe("an area to avoid (an inset)", () => {
  it("keeps every marker's square out of it, relaxed and spread", () => {
    const avoid = { x0: 700, y0: 0, x1: 960, y1: 150 };
    const points = [
      { x: 690, y: 60 },
      { x: 720, y: 80 },
      { x: 650, y: 100 },
    ];
    const frame = { ...box, square: true, avoid };
    const spots = spreadMarkers(relaxMarkers(points, 40, frame), 40, frame);
    for (const s of spots) {
      const clear = s.x <= 680 || s.y >= 170;
      expect(clear, `${s.x}, ${s.y}`).toBe(true);
    }
  });
});

describe("placeMarkers", () => {
  it("clears every overlap and moves the markers no more than relaxing and spreading them does", () => {
    const points = [
      { x: 300, y: 300 },
      { x: 320, y: 310 },
      { x: 310, y: 330 },
      { x: 340, y: 300 },
      { x: 290, y: 320 },
    ];
    const frame = { ...box, margin: 20 };
    const cost = (spots: Point[]) =>
      spots.reduce((sum, s, i) => sum + (s.x - points[i]!.x) ** 2 + (s.y - points[i]!.y) ** 2, 0);
    const spots = placeMarkers(points, 40, frame);
    for (let i = 0; i < spots.length; i++) {
      for (let j = i + 1; j < spots.length; j++) {
        const [a, b] = [spots[i]!, spots[j]!];
        expect(Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y))).toBeGreaterThanOrEqual(40);
      }
    }
    const plain = spreadMarkers(relaxMarkers(points, 40, frame), 40, { ...frame, square: true });
    expect(cost(spots)).toBeLessThanOrEqual(cost(plain));
    expect(placeMarkers(points, 40, frame)).toEqual(spots);
  });
});
