import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import isoCountries from "i18n-iso-countries";
import { describe, expect, it } from "vitest";
import { flagUrl } from "#app/lib/country-display.ts";

describe("flagUrl", () => {
  it("names flag-icons' SVG of the code, in lower case", () => {
    expect(flagUrl("PT")).toBe("/flags/pt.svg");
    expect(flagUrl("us")).toBe("/flags/us.svg");
  });
  it("gives nothing for what is not two letters", () => {
    for (const code of ["", "P", "PRT", "P1", "ÉT", "../x"]) expect(flagUrl(code)).toBeUndefined();
  });
  it("has a file for every country the site knows", () => {
    const dir = path.join(
      path.dirname(createRequire(import.meta.url).resolve("flag-icons/package.json")),
      "flags/4x3",
    );
    const codes = [...Object.keys(isoCountries.getAlpha2Codes()), "XK"];
    const missing = codes.filter(
      (code) => !fs.existsSync(path.join(dir, path.basename(flagUrl(code)!))),
    );
    expect(missing).toEqual([]);
  });
});
