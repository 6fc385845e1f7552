import { describe, expect, it } from "vitest";
import { clientKey } from "#app/lib/client-key.ts";

describe("clientKey", () => {
  it("keys IPv4 by the address, IPv4-mapped IPv6 as IPv4, IPv6 by its /56", () => {
    expect(clientKey("198.51.100.7")).toBe("198.51.100.7");
    expect(clientKey("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(clientKey("::198.51.100.7")).toBe("198.51.100.7");
    expect(clientKey("2001:db8:1:200::1")).toBe(clientKey("2001:db8:1:2ff:ffff::9"));
    expect(clientKey("2001:db8:1:200::1")).toBe("2001:db8:1:200::/56");
    expect(clientKey("2001:db8:1:200::1")).not.toBe(clientKey("2001:db8:1:300::1"));
    expect(clientKey("::1")).toBe("::/56");
    expect(clientKey(undefined)).toBe("unknown");
  });
});
