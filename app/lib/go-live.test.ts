import { describe, expect, it } from "vitest";
import { goLiveAt, isTimeZone, isZonedDateTime, midnightIn, publishState } from "./go-live.ts";

describe("isZonedDateTime", () => {
  it("takes ISO 8601 date-times with a zone", () => {
    for (const value of [
      "2026-12-04T08:00+01:00",
      "2026-12-04T08:00:00+01:00",
      "2026-12-04T07:00:00.250Z",
      "2024-02-29T23:59:59-05:30",
    ])
      expect(isZonedDateTime(value), value).toBe(true);
  });
  it("refuses a date alone, no zone, or a moment that does not exist", () => {
    for (const value of [
      "2026-12-04",
      "2026-12-04T08:00:00",
      "2026-12-04 08:00Z",
      "2026-02-30T08:00Z",
      "2026-12-04T24:00Z",
      "2026-12-04T08:60Z",
      "2026-12-04T08:00+15:00",
      "tomorrow",
    ])
      expect(isZonedDateTime(value), value).toBe(false);
  });
});

describe("midnightIn and goLiveAt", () => {
  it("is 00:00 of the date in the zone, summer and winter", () => {
    expect(midnightIn("2026-12-04", "UTC").toISOString()).toBe("2026-12-04T00:00:00.000Z");
    expect(midnightIn("2026-07-04", "Europe/Lisbon").toISOString()).toBe(
      "2026-07-03T23:00:00.000Z",
    );
    expect(midnightIn("2026-12-04", "Europe/Lisbon").toISOString()).toBe(
      "2026-12-04T00:00:00.000Z",
    );
    expect(midnightIn("2026-12-04", "America/New_York").toISOString()).toBe(
      "2026-12-04T05:00:00.000Z",
    );
    expect(midnightIn("2026-12-04", "Asia/Kolkata").toISOString()).toBe("2026-12-03T18:30:00.000Z");
  });
  it("is right on the days the clocks change", () => {
    // Europe/Berlin: +01:00 until 2026-03-29 02:00, then +02:00 (midnight itself is +01:00).
    expect(midnightIn("2026-03-29", "Europe/Berlin").toISOString()).toBe(
      "2026-03-28T23:00:00.000Z",
    );
    expect(midnightIn("2026-03-30", "Europe/Berlin").toISOString()).toBe(
      "2026-03-29T22:00:00.000Z",
    );
    expect(midnightIn("2026-10-25", "Europe/Berlin").toISOString()).toBe(
      "2026-10-24T22:00:00.000Z",
    );
  });
  it("takes publishAt over the date", () => {
    expect(
      goLiveAt({ date: "2026-12-01", publishAt: "2026-12-04T08:00+01:00" }, "UTC").toISOString(),
    ).toBe("2026-12-04T07:00:00.000Z");
    expect(goLiveAt({ date: "2026-12-01" }, "Europe/Lisbon").toISOString()).toBe(
      "2026-12-01T00:00:00.000Z",
    );
  });
});

describe("publishState", () => {
  const now = new Date("2026-11-28T12:00:00Z");
  it("is a draft whatever its dates, scheduled before its time, live from it", () => {
    expect(publishState({ draft: true, date: "2020-01-01" }, "UTC", now)).toBe("draft");
    expect(publishState({ draft: false, date: "2026-11-29" }, "UTC", now)).toBe("scheduled");
    expect(publishState({ draft: false, date: "2026-11-28" }, "UTC", now)).toBe("live");
    // 00:00 on the 29th in Auckland (+13:00) is 11:00 UTC on the 28th: live already.
    expect(publishState({ draft: false, date: "2026-11-29" }, "Pacific/Auckland", now)).toBe(
      "live",
    );
    expect(
      publishState(
        { draft: false, date: "2026-11-01", publishAt: "2026-11-28T12:00:01Z" },
        "UTC",
        now,
      ),
    ).toBe("scheduled");
    expect(
      publishState(
        { draft: false, date: "2026-11-01", publishAt: "2026-11-28T12:00Z" },
        "UTC",
        now,
      ),
    ).toBe("live");
  });
  it("knows time zones", () => {
    expect(isTimeZone("Europe/Lisbon")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
  });
});
