import { describe, expect, it } from "vitest";
import { tokenSubscriptionId } from "#app/features/newsletter/newsletter-token.server.ts";

const MAC = "A".repeat(43);

describe("tokenSubscriptionId", () => {
  it("reads the id of a well-formed token, up to the id column's largest (2^31 - 1)", () => {
    expect(tokenSubscriptionId(`1.${MAC}`)).toBe(1);
    expect(tokenSubscriptionId(`2147483647.${MAC}`)).toBe(2_147_483_647);
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
      expect(tokenSubscriptionId(token), token).toBeUndefined();
    }
  });
});
