import { describe, expect, it } from "vitest";
import { isHoneypotFilled } from "#app/lib/honeypot.ts";

describe("honeypot", () => {
  it("is filled by a non-blank string", () => {
    expect(isHoneypotFilled("http://spam.example")).toBe(true);
    expect(isHoneypotFilled("")).toBe(false);
    expect(isHoneypotFilled("   ")).toBe(false);
    expect(isHoneypotFilled(undefined)).toBe(false);
    expect(isHoneypotFilled(null)).toBe(false);
  });

  it("is filled by any other JSON value (our forms only send strings)", () => {
    for (const value of [["http://spam.example"], [], { url: "x" }, 42, 0, true, false])
      expect(isHoneypotFilled(value)).toBe(true);
  });
});
