import { beforeAll, describe, expect, it, vi } from "vitest";
import {
  resubscribeTokenMatches,
  resubscribeUrl,
  tokenId,
  tokenMatches,
  unsubscribeUrl,
} from "./newsletter-token.server.ts";

const MAC = "A".repeat(43);

describe("tokenId", () => {
  it("reads the id of a well-formed token, up to the id column's largest (2^31 - 1)", () => {
    expect(tokenId(`1.${MAC}`)).toBe(1);
    expect(tokenId(`2147483647.${MAC}`)).toBe(2_147_483_647);
  });

  it("names no subscription past it, at 0, or when malformed", () => {
    for (const token of [
      `2147483648.${MAC}`,
      `999999999999999.${MAC}`,
      `0.${MAC}`,
      `01x.${MAC}`,
      `1.${MAC.slice(1)}`,
      `-1.${MAC}`,
      "",
    ]) {
      expect(tokenId(token), token).toBeUndefined();
    }
  });
});

describe("unsubscribe and resubscribe tokens", () => {
  beforeAll(() => {
    // Read once by env() and the secret's cache: before any token is made in this file.
    vi.stubEnv("SITE_SECRET", "a-test-secret-of-enough-length");
    vi.stubEnv("SITE_URL", "https://wanderlust.example");
  });
  const tokenOf = (url: string) => url.slice(url.lastIndexOf("/") + 1);

  it("ties a resubscribe token to its confirmation, subscription and address", () => {
    const token = tokenOf(resubscribeUrl(3, 7, "a@example.com"));
    expect(resubscribeUrl(3, 7, "a@example.com")).toBe(
      `https://wanderlust.example/resubscribe/${token}`,
    );
    expect(tokenId(token)).toBe(3);
    expect(resubscribeTokenMatches(token, 3, 7, "a@example.com")).toBe(true);
    expect(resubscribeTokenMatches(token, 4, 7, "a@example.com")).toBe(false);
    expect(resubscribeTokenMatches(token, 3, 8, "a@example.com")).toBe(false);
    expect(resubscribeTokenMatches(token, 3, 7, "b@example.com")).toBe(false);
  });

  it("never takes one kind of token for the other", () => {
    const unsubscribe = tokenOf(unsubscribeUrl(3, "a@example.com"));
    const resubscribe = tokenOf(resubscribeUrl(3, 3, "a@example.com"));
    expect(tokenMatches(unsubscribe, 3, "a@example.com")).toBe(true);
    expect(resubscribeTokenMatches(unsubscribe, 3, 3, "a@example.com")).toBe(false);
    expect(tokenMatches(resubscribe, 3, "a@example.com")).toBe(false);
  });
});
