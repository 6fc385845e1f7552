import { describe, expect, it } from "vitest";
import {
  DEFAULT_MAIL_RETRY_DELAYS,
  mailPollIntervalMs,
  maxMailAttempts,
  nextMailAttemptAt,
  parseRetryDelays,
} from "#app/lib/mail-retry.ts";

describe("contact mail back-off", () => {
  const delays = parseRetryDelays(DEFAULT_MAIL_RETRY_DELAYS)!;

  it("waits 1 min, 5 min, 30 min, 2 h, 6 h, 12 h, then gives up after 7 attempts", () => {
    expect(delays).toEqual([60_000, 300_000, 1_800_000, 7_200_000, 21_600_000, 43_200_000]);
    expect(maxMailAttempts(delays)).toBe(7);
    const now = Date.UTC(2025, 0, 1);
    expect(nextMailAttemptAt(1, delays, now)).toBe("2025-01-01T00:01:00.000Z");
    expect(nextMailAttemptAt(2, delays, now)).toBe("2025-01-01T00:05:00.000Z");
    expect(nextMailAttemptAt(6, delays, now)).toBe("2025-01-01T12:00:00.000Z");
    expect(nextMailAttemptAt(7, delays, now)).toBeNull();
  });

  it("looks for due messages as often as the shortest delay, at most every 30 s", () => {
    expect(mailPollIntervalMs(delays)).toBe(30_000);
    expect(mailPollIntervalMs([300, 5_000])).toBe(300);
    expect(mailPollIntervalMs([1])).toBe(10);
  });

  it("reads seconds separated by commas, and refuses anything else", () => {
    expect(parseRetryDelays("0.3, 2,10")).toEqual([300, 2_000, 10_000]);
    for (const bad of ["", "60,", "a", "-5", "0", "60;300", "1e3"])
      expect(parseRetryDelays(bad)).toBeUndefined();
  });
});
