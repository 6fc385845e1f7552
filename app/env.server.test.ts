import express from "express";
import { describe, expect, it } from "vitest";
import { parseTrustProxy } from "./env.server.ts";

describe("TRUST_PROXY", () => {
  it("trusts nothing when unset, empty, false or 0", () => {
    for (const value of [undefined, "", "  ", "false", "0"]) {
      expect(parseTrustProxy(value)).toBe(false);
    }
  });

  it("takes a hop count", () => {
    expect(parseTrustProxy("1")).toBe(1);
    expect(parseTrustProxy("2")).toBe(2);
  });

  it("takes names, addresses and CIDR ranges, comma-separated, as Express does", () => {
    const list =
      "loopback, linklocal,uniquelocal, 10.0.0.1, 10.0.0.0/8, 10.0.0.0/255.0.0.0, ::1, fd00::/8";
    const parsed = parseTrustProxy(list);
    expect(parsed).toEqual([
      "loopback",
      "linklocal",
      "uniquelocal",
      "10.0.0.1",
      "10.0.0.0/8",
      "10.0.0.0/255.0.0.0",
      "::1",
      "fd00::/8",
    ]);
    // Express (proxy-addr) compiles every accepted value.
    expect(() => express().set("trust proxy", parsed)).not.toThrow();
  });

  it("refuses true (any client could forge its address) and anything unknown, with a message", () => {
    expect(parseTrustProxy("true")).toMatch(/forged|X-Forwarded-For/);
    for (const bad of ["yes", "10.0.0.300", "10.0.0.0/33", "::1/129", "loopback;1", "1.5", "-1"]) {
      expect(parseTrustProxy(bad), bad).toMatch(/is not a hop count/);
    }
  });
});
