import { beforeAll, describe, expect, it, vi } from "vitest";
import {
  checkModerationToken,
  LINK_LIFETIME_MS,
  moderationToken,
  moderationUrl,
  stopTokenId,
  stopTokenMatches,
  stopUrl,
} from "./comment-links.server.ts";

beforeAll(() => {
  // Read once by env() and the secret's cache: before any token is made in this file.
  vi.stubEnv("SITE_SECRET", "a-test-secret-of-enough-length");
  vi.stubEnv("SITE_URL", "https://wanderlust.example");
});

const NOW = Date.UTC(2026, 4, 1, 12);
const DAY = 24 * 60 * 60 * 1000;

describe("moderation links", () => {
  it("names its comment, at the site's URL, for its action only", () => {
    const url = moderationUrl("approve", 42, NOW);
    expect(url).toMatch(
      /^https:\/\/wanderlust\.example\/comments\/approve\/42\.[0-9a-z]+\.[\w-]{43}$/,
    );
    const token = url.slice(url.lastIndexOf("/") + 1);
    expect(checkModerationToken("approve", token, NOW)).toEqual({
      state: "valid",
      id: 42,
      link: `approve:42:${token.split(".")[1]}`,
    });
    // The Approve link's token is no Reject or Reply link.
    expect(checkModerationToken("reject", token, NOW)).toEqual({ state: "invalid" });
    expect(checkModerationToken("reply", token, NOW)).toEqual({ state: "invalid" });
  });

  it("expires 30 days after it was made", () => {
    const token = moderationToken("reject", 7, NOW);
    expect(checkModerationToken("reject", token, NOW + LINK_LIFETIME_MS)).toMatchObject({
      state: "valid",
      id: 7,
    });
    expect(checkModerationToken("reject", token, NOW + 30 * DAY + 1000)).toEqual({
      state: "expired",
      id: 7,
    });
  });

  it("refuses a forged, altered or malformed token", () => {
    const token = moderationToken("approve", 5, NOW);
    const [, issued, mac] = token.split(".") as [string, string, string];
    const forged = [
      `6.${issued}.${mac}`, // another comment
      `5.${(Number.parseInt(issued, 36) + 3600 * 24 * 40).toString(36)}.${mac}`, // made younger
      `5.${issued}.${"A".repeat(43)}`,
      `5.${issued}.${mac.slice(1)}`,
      `0.${issued}.${mac}`,
      `2147483648.${issued}.${mac}`,
      "5",
      "",
      "../../etc",
    ];
    for (const bad of forged)
      expect(checkModerationToken("approve", bad, NOW), bad).toEqual({ state: "invalid" });
  });

  it("refuses a token dated ahead of the clock (never made here)", () => {
    const later = moderationToken("approve", 5, NOW + DAY);
    expect(checkModerationToken("approve", later, NOW)).toEqual({ state: "invalid" });
  });
});

describe("stop links", () => {
  it("are tied to the comment and its address, whatever its case", () => {
    const url = stopUrl(9, "Ada@Example.com");
    expect(url).toMatch(/^https:\/\/wanderlust\.example\/comments\/stop\/9\.[\w-]{43}$/);
    const token = url.slice(url.lastIndexOf("/") + 1);
    expect(stopTokenId(token)).toBe(9);
    expect(stopTokenMatches(token, 9, "ada@example.com")).toBe(true);
    expect(stopTokenMatches(token, 9, "eve@example.com")).toBe(false);
    expect(stopTokenMatches(token, 10, "ada@example.com")).toBe(false);
    expect(stopTokenId(`0.${"A".repeat(43)}`)).toBeUndefined();
    expect(stopTokenId("9.short")).toBeUndefined();
  });
});
