import { describe, expect, it } from "vitest";
import { countryFlag } from "#app/lib/country-display.ts";

describe("countryFlag", () => {
  it("spells the code in regional indicator symbols", () => {
    expect(countryFlag("PT")).toBe("🇵🇹");
    expect(countryFlag("GB")).toBe("🇬🇧");
    expect(countryFlag("us")).toBe("🇺🇸");
    expect([...countryFlag("JP")].map((c) => c.codePointAt(0))).toEqual([0x1f1ef, 0x1f1f5]);
  });
  it("gives nothing for what is not two letters", () => {
    for (const code of ["", "P", "PRT", "P1", "ÉT"]) expect(countryFlag(code)).toBe("");
  });
});
