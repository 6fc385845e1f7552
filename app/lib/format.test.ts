import { describe, expect, it } from "vitest";
import { abbreviateCount, countOf, formatBytes, formatDate, waitingTime } from "#app/lib/format.ts";

describe("abbreviateCount", () => {
  it("keeps counts under a thousand as they are", () => {
    expect(abbreviateCount(0)).toBe("0");
    expect(abbreviateCount(999)).toBe("999");
  });
  it("abbreviates thousands with k and one decimal", () => {
    expect(abbreviateCount(1000)).toBe("1k");
    expect(abbreviateCount(1234)).toBe("1.2k");
    expect(abbreviateCount(1299)).toBe("1.2k");
    expect(abbreviateCount(15_500)).toBe("15.5k");
    expect(abbreviateCount(999_999)).toBe("999.9k");
  });
  it("abbreviates millions with M", () => {
    expect(abbreviateCount(2_500_000)).toBe("2.5M");
  });
});

describe("formatDate", () => {
  it("formats an ISO date for readers", () => {
    expect(formatDate("2023-05-14")).toBe("May 14, 2023");
  });
  it("returns a malformed date unchanged", () => {
    expect(formatDate("someday")).toBe("someday");
  });
});

describe("waitingTime", () => {
  it("says seconds under a minute, whole minutes (rounded up) above", () => {
    expect(waitingTime(1)).toBe("1 second");
    expect(waitingTime(45)).toBe("45 seconds");
    expect(waitingTime(60)).toBe("1 minute");
    expect(waitingTime(61)).toBe("2 minutes");
    expect(waitingTime(600)).toBe("10 minutes");
  });
  it("never says zero, and reads a missing Retry-After as a minute", () => {
    expect(waitingTime(0)).toBe("1 second");
    expect(waitingTime(0.2)).toBe("1 second");
    expect(waitingTime(Number.NaN)).toBe("1 minute");
  });
});

describe("countOf", () => {
  it("puts the noun in the plural unless the count is 1", () => {
    expect(countOf(1, "draft")).toBe("1 draft");
    expect(countOf(0, "draft")).toBe("0 drafts");
    expect(countOf(2, "problem")).toBe("2 problems");
  });
});

describe("formatBytes", () => {
  it("writes sizes as a reader reads them", () => {
    expect(formatBytes(0)).toBe("0 bytes");
    expect(formatBytes(512)).toBe("512 bytes");
    expect(formatBytes(187_400)).toBe("187 KB");
    expect(formatBytes(3_400_000)).toBe("3.4 MB");
    expect(formatBytes(999_999)).toBe("1.0 MB");
    expect(formatBytes(11_000_000_000)).toBe("11 GB");
  });
});
