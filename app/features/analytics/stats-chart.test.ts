import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type DayCounts,
  formatDayLabel,
  niceMax,
  type StatsChart,
  sparkline,
  statsChart,
  tickLabel,
  tickValues,
} from "./stats-chart.ts";

/** `n` consecutive days from 2024-11-03, counts from `pageviews(i)` (visitors half of them). */
function daysOf(n: number, pageviews: (i: number) => number = () => 0): DayCounts[] {
  return Array.from({ length: n }, (_, i) => ({
    day: new Date(Date.UTC(2024, 10, 3 + i)).toISOString().slice(0, 10),
    pageviews: pageviews(i),
    visitors: Math.floor(pageviews(i) / 2),
  }));
}

const box = { width: 400, height: 200, padding: { top: 0, right: 0, bottom: 0, left: 0 } };

/** Every number in a chart, the polyline's included. */
function numbersOf(chart: StatsChart): number[] {
  return [
    chart.width,
    chart.height,
    ...chart.bars.flatMap((b) => [b.x, b.y, b.width, b.height, b.pageviews]),
    ...chart.visitorsLine.split(/[ ,]/).filter(Boolean).map(Number),
    ...chart.yTicks.flatMap((t) => [t.value, t.y]),
    ...chart.xLabels.map((l) => l.x),
  ];
}

describe("niceMax and the y ticks", () => {
  it("rounds the top up to 1, 2 or 5 × 10^n", () => {
    expect([0, 1, 2, 3, 5, 6, 10, 11, 99, 100, 101, 420, 999, 1000, 1001].map(niceMax)).toEqual([
      1, 1, 2, 5, 5, 10, 10, 20, 100, 100, 200, 500, 1000, 1000, 2000,
    ]);
    expect(niceMax(Number.NaN)).toBe(1);
  });

  it("gives 3 to 5 round ticks from 0 to the top", () => {
    expect(tickValues(1)).toEqual([0, 0.5, 1]);
    expect(tickValues(2)).toEqual([0, 1, 2]);
    expect(tickValues(5)).toEqual([0, 2.5, 5]);
    expect(tickValues(10)).toEqual([0, 5, 10]);
    expect(tickValues(20)).toEqual([0, 5, 10, 15, 20]);
    expect(tickValues(50)).toEqual([0, 25, 50]);
    expect(tickValues(100)).toEqual([0, 25, 50, 75, 100]);
    expect(tickValues(500)).toEqual([0, 250, 500]);
    expect(tickValues(1000)).toEqual([0, 250, 500, 750, 1000]);
  });

  it("labels ticks briefly", () => {
    expect([0, 0.5, 2.5, 250, 1000, 1500, 2_000_000].map(tickLabel)).toEqual([
      "0",
      "0.5",
      "2.5",
      "250",
      "1k",
      "1.5k",
      "2M",
    ]);
  });
});

describe("statsChart", () => {
  it("draws bars in proportion to page views, up to the nice max", () => {
    const chart = statsChart(
      daysOf(4, (i) => [0, 10, 20, 15]![i]!),
      box,
    );
    expect(chart.yTicks.map((t) => t.value)).toEqual([0, 5, 10, 15, 20]);
    expect(chart.bars.map((b) => b.height)).toEqual([0, 100, 200, 150]);
    expect(chart.bars.map((b) => b.y)).toEqual([200, 100, 0, 50]);
    expect(chart.bars.map((b) => b.pageviews)).toEqual([0, 10, 20, 15]);
    // 100 units a day, 70 of them bar, centred.
    expect(chart.bars.map((b) => [b.x, b.width])).toEqual([
      [15, 70],
      [115, 70],
      [215, 70],
      [315, 70],
    ]);
    expect(chart.bars[0]!.day).toBe("2024-11-03");
  });

  it("draws the visitors line through the middle of each day on the same scale", () => {
    const chart = statsChart(
      daysOf(4, (i) => [0, 10, 20, 15]![i]!),
      box,
    );
    expect(chart.visitorsLine).toBe("50,200 150,150 250,100 350,130");
  });

  it("puts ticks on the y axis inside the padding", () => {
    const chart = statsChart(
      daysOf(3, () => 7),
      {
        width: 300,
        height: 130,
        padding: { top: 10, bottom: 20 },
      },
    );
    // Top 10 and 5 ticks over 100 units: 0 at y = 110, 10 at y = 10.
    expect(chart.yTicks).toEqual([
      { value: 0, y: 110, label: "0" },
      { value: 5, y: 60, label: "5" },
      { value: 10, y: 10, label: "10" },
    ]);
    // The default left padding of 40 stays.
    expect(chart.bars[0]!.x).toBeGreaterThan(40);
  });

  it("labels the first, the last and every 7th day, 'Nov 3' style", () => {
    const chart = statsChart(
      daysOf(30, () => 1),
      box,
    );
    expect(chart.xLabels.map((l) => l.label)).toEqual([
      "Nov 3",
      "Nov 10",
      "Nov 17",
      "Nov 24",
      "Dec 2",
    ]);
    expect(chart.xLabels[0]!.x).toBe(round(400 / 60));
    // Day 28 (Dec 1) would crowd the last label: left out.
    expect(chart.xLabels.map((l) => l.label)).not.toContain("Dec 1");
    expect(
      statsChart(
        daysOf(1, () => 1),
        box,
      ).xLabels,
    ).toEqual([{ x: 200, label: "Nov 3" }]);
  });

  it("scales a chart of no views to 1, with flat bars", () => {
    const chart = statsChart(daysOf(7), box);
    expect(chart.yTicks.map((t) => t.value)).toEqual([0, 0.5, 1]);
    expect(chart.bars.every((b) => b.height === 0 && b.y === 200)).toBe(true);
    expect(numbersOf(chart).every(Number.isFinite)).toBe(true);
  });

  it("draws nothing for no days, without NaN", () => {
    const chart = statsChart([], { width: 400, height: 200 });
    expect(chart).toMatchObject({
      width: 400,
      height: 200,
      bars: [],
      visitorsLine: "",
      xLabels: [],
    });
    expect(chart.yTicks.map((t) => t.value)).toEqual([0, 0.5, 1]);
    expect(numbersOf(chart).every(Number.isFinite)).toBe(true);
  });

  it("never gives NaN, whatever the counts and sizes", () => {
    const number = fc.oneof(fc.double(), fc.integer({ min: 0, max: 1e7 }));
    fc.assert(
      fc.property(
        fc.array(fc.record({ pageviews: number, visitors: number }), { maxLength: 40 }),
        number,
        number,
        (counts, width, height) => {
          const days = counts.map((c, i) => ({ ...c, day: `2024-01-${i + 1}` }));
          const chart = statsChart(days, { width, height, padding: { left: width / 3 } });
          expect(numbersOf(chart).every(Number.isFinite)).toBe(true);
          expect(chart.yTicks.length).toBeGreaterThanOrEqual(3);
          expect(chart.yTicks.length).toBeLessThanOrEqual(5);
          for (const bar of chart.bars) expect(bar.height).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it("shows a day that does not parse as it is", () => {
    expect(formatDayLabel("2024-11-03")).toBe("Nov 3");
    expect(formatDayLabel("someday")).toBe("someday");
  });
});

describe("sparkline", () => {
  it("scales each value to the largest", () => {
    expect(sparkline([0, 1, 2, 3, 4, 5, 6, 7])).toBe("▁▂▃▄▅▆▇█");
    expect(sparkline([10, 20])).toBe("▅█");
  });
  it("keeps zero at the bottom and any other value above it", () => {
    expect(sparkline([0, 1, 1000])).toBe("▁▂█");
    expect(sparkline([0, 0, 0])).toBe("▁▁▁");
    expect(sparkline([Number.NaN, -3])).toBe("▁▁");
    expect(sparkline([])).toBe("");
  });
});

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
