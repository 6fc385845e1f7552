import { describe, expect, it } from "vitest";
import { isHoneypotFilled } from "./honeypot.ts";

describe("honeypot", () => {
  it("is filled only by a non-blank string", () => {
    expect(isHoneypotFilled("http://spam.example")).toBe(true);
    expect(isHoneypotFilled("")).toBe(false);
    expect(isHoneypotFilled("   ")).toBe(false);
    expect(isHoneypotFilled(undefined)).toBe(false);
    expect(isHoneypotFilled(42)).toBe(false);
  });
});
