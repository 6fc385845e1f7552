import { describe, expect, it } from "vitest";
import { RenderBudget } from "#app/lib/render-budget.ts";

describe("RenderBudget", () => {
  it("allows a burst, then perSecond, per client", () => {
    const budget = new RenderBudget({ perSecond: 2, burst: 3 });
    const t = 10_000;
    expect([0, 1, 2].map(() => budget.take("198.51.100.1", t))).toEqual([0, 0, 0]);
    expect(budget.take("198.51.100.1", t)).toBe(1); // wait 1 s (half a second, rounded up)
    expect(budget.take("198.51.100.2", t)).toBe(0); // another client has its own
    expect(budget.take("198.51.100.1", t + 500)).toBe(0); // one refilled after 0.5 s
    expect(budget.take("198.51.100.1", t + 500)).toBeGreaterThan(0);
    // Idle long enough, the bucket is full again (never more than the burst).
    const later = t + 60_000;
    expect([0, 1, 2].map(() => budget.take("198.51.100.1", later))).toEqual([0, 0, 0]);
    expect(budget.take("198.51.100.1", later)).toBeGreaterThan(0);
  });

  it("says how long to wait when the rate is slow", () => {
    const budget = new RenderBudget({ perSecond: 0.1, burst: 1 });
    expect(budget.take("a", 0)).toBe(0);
    expect(budget.take("a", 0)).toBe(10);
    expect(budget.take("a", 5_000)).toBe(5);
  });

  it("counts an IPv6 client per /56, so it cannot take a fresh address per request", () => {
    const budget = new RenderBudget({ perSecond: 1, burst: 2 });
    expect(budget.take("2001:db8:0:1::1", 0)).toBe(0);
    expect(budget.take("2001:db8:0:2::99", 0)).toBe(0);
    expect(budget.take("2001:db8:0:3::7", 0)).toBeGreaterThan(0);
  });

  it("is off at 0 a second", () => {
    const budget = new RenderBudget({ perSecond: 0, burst: 1 });
    expect(budget.enabled).toBe(false);
    for (let i = 0; i < 100; i++) expect(budget.take("a", 0)).toBe(0);
  });
});
