import { describe, expect, it } from "vitest";
import { RESUBSCRIBE_LINK_DAYS, resubscribeLinkState } from "./resubscribe-link.ts";

const NOW = Date.parse("2025-03-10T12:00:00.000Z");
const iso = (ms: number) => new Date(ms).toISOString();
const DAY = 24 * 60 * 60 * 1000;

describe("resubscribeLinkState", () => {
  it("confirms a link asked for after the unsubscribe, within its days", () => {
    const link = { requested_at: iso(NOW - DAY), unsubscribed_at: iso(NOW - 30 * DAY) };
    expect(resubscribeLinkState(link, NOW)).toBe("confirm");
    // Asked for in the same millisecond as the unsubscribe: still after it.
    expect(resubscribeLinkState({ ...link, unsubscribed_at: link.requested_at }, NOW)).toBe(
      "confirm",
    );
    const last = { ...link, requested_at: iso(NOW - RESUBSCRIBE_LINK_DAYS * DAY) };
    expect(resubscribeLinkState(last, NOW)).toBe("confirm");
  });

  it("says subscribed when the address is on the list, whatever the link's age", () => {
    expect(resubscribeLinkState({ requested_at: iso(NOW - DAY), unsubscribed_at: null }, NOW)).toBe(
      "subscribed",
    );
    expect(
      resubscribeLinkState({ requested_at: iso(NOW - 90 * DAY), unsubscribed_at: null }, NOW),
    ).toBe("subscribed");
  });

  it("confirms nothing once too old, asked for before the latest unsubscribe, or unreadable", () => {
    const unsubscribed_at = iso(NOW - 30 * DAY);
    for (const requested_at of [
      iso(NOW - RESUBSCRIBE_LINK_DAYS * DAY - 1),
      iso(NOW - 31 * DAY),
      iso(NOW + DAY),
      "not a date",
    ]) {
      expect(resubscribeLinkState({ requested_at, unsubscribed_at }, NOW), requested_at).toBe(
        "stale",
      );
    }
  });
});
