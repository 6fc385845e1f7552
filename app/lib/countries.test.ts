import { describe, expect, it } from "vitest";
import { isCountryCode, numericToCountryCode } from "#app/lib/countries.ts";
import { countryName } from "#app/lib/country-display.ts";

describe("isCountryCode", () => {
  it("accepts assigned ISO 3166-1 alpha-2 codes in upper case", () => {
    for (const code of ["PT", "GB", "US", "IS", "MV", "CZ", "JP", "RE", "XK"]) {
      expect(isCountryCode(code), code).toBe(true);
    }
  });
  it("rejects unassigned, reserved and malformed codes", () => {
    for (const code of ["ZZ", "UK", "EU", "ZZZ", "PRT", "620", "pt", "Pt", "", " PT", "P"]) {
      expect(isCountryCode(code), JSON.stringify(code)).toBe(false);
    }
  });
});

describe("countryName", () => {
  it("gives the names readers expect", () => {
    expect(countryName("GB")).toBe("United Kingdom");
    expect(countryName("US")).toBe("United States");
    expect(countryName("CZ")).toBe("Czechia");
    expect(countryName("PT")).toBe("Portugal");
    expect(countryName("KR")).toBe("South Korea");
    expect(countryName("RU")).toBe("Russia");
    expect(countryName("VA")).toBe("Vatican City");
    expect(countryName("LA")).toBe("Laos");
    expect(countryName("MK")).toBe("North Macedonia");
  });
  it("spells '&' as 'and' and replaces CLDR's awkward names", () => {
    expect(countryName("BA")).toBe("Bosnia and Herzegovina");
    expect(countryName("TT")).toBe("Trinidad and Tobago");
    expect(countryName("CD")).toBe("DR Congo");
    expect(countryName("CG")).toBe("Republic of the Congo");
    expect(countryName("HK")).toBe("Hong Kong");
    expect(countryName("MM")).toBe("Myanmar");
  });
  it("names every code it accepts, and answers anything else unchanged", () => {
    for (let a = 65; a <= 90; a++) {
      for (let b = 65; b <= 90; b++) {
        const code = String.fromCharCode(a, b);
        if (!isCountryCode(code)) continue;
        const name = countryName(code);
        expect(name, code).not.toBe(code);
        expect(name, code).not.toMatch(/&| - |SAR/);
      }
    }
    expect(countryName("ZZ")).toBe("ZZ");
    expect(countryName("pt")).toBe("pt");
  });
});

describe("numericToCountryCode", () => {
  it("maps the numeric codes world-atlas uses", () => {
    expect(numericToCountryCode("620")).toBe("PT");
    expect(numericToCountryCode("826")).toBe("GB");
    expect(numericToCountryCode("840")).toBe("US");
    expect(numericToCountryCode("999")).toBeUndefined();
  });
});
