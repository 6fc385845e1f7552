import { describe, expect, it } from "vitest";
import { dayOf, daysBetween, statsRange } from "./stats-range.ts";

describe("statsRange", () => {
  it("is the last 30 days by default, or 30 days from or to the one given", () => {
    expect(statsRange({}, "2026-11-28")).toEqual({
      ok: true,
      from: "2026-10-30",
      to: "2026-11-28",
    });
    expect(statsRange({ from: "2026-01-01" }, "2026-11-28")).toEqual({
      ok: true,
      from: "2026-01-01",
      to: "2026-01-30",
    });
    expect(statsRange({ to: "2026-03-01" }, "2026-11-28")).toEqual({
      ok: true,
      from: "2026-01-31",
      to: "2026-03-01",
    });
    expect(statsRange({ from: "2026-11-28", to: "2026-11-28" }, "2026-11-28")).toMatchObject({
      ok: true,
    });
  });

  it("refuses what is not a date, a range backwards and one too long, saying so", () => {
    expect(statsRange({ from: "2026-02-30" }, "2026-11-28")).toEqual({
      ok: false,
      message: 'from must be a date written YYYY-MM-DD, not "2026-02-30".',
    });
    expect(statsRange({ to: "yesterday" }, "2026-11-28")).toMatchObject({ ok: false });
    expect(statsRange({ from: "2026-13-01" }, "2026-11-28")).toMatchObject({ ok: false });
    expect(statsRange({ from: "2026-11-02", to: "2026-11-01" }, "2026-11-28")).toEqual({
      ok: false,
      message: "from (2026-11-02) is after to (2026-11-01).",
    });
    expect(statsRange({ from: "2000-01-01", to: "2026-11-01" }, "2026-11-28")).toMatchObject({
      ok: false,
    });
  });
});

describe("daysBetween", () => {
  it("lists every day of a range, across a month's end", () => {
    expect(daysBetween("2026-10-30", "2026-11-02")).toEqual([
      "2026-10-30",
      "2026-10-31",
      "2026-11-01",
      "2026-11-02",
    ]);
    expect(daysBetween("2026-11-02", "2026-11-01")).toEqual([]);
  });
});

describe("dayOf", () => {
  it("gives the UTC day", () => {
    expect(dayOf(new Date("2024-11-03T23:59:59Z"))).toBe("2024-11-03");
    expect(dayOf(new Date("2024-11-03T23:30:00-02:00"))).toBe("2024-11-04");
    expect(dayOf(new Date(Date.UTC(2024, 0, 1)))).toBe("2024-01-01");
  });
});
