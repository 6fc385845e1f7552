/** Countries as readers see them: English names and flags, with no dependency (client-safe). */

/**
 * CLDR's English names, with the few that read oddly in running text replaced by the names
 * English-language travel writing uses ("Congo - Kinshasa", "Hong Kong SAR China").
 */
const NAME_OVERRIDES: Readonly<Record<string, string>> = {
  CD: "DR Congo",
  CG: "Republic of the Congo",
  HK: "Hong Kong",
  MM: "Myanmar",
  MO: "Macao",
  PS: "Palestine",
};

let displayNames: Intl.DisplayNames | undefined;

/**
 * The common English name of a country ("United Kingdom", "United States", "Czechia",
 * "Bosnia and Herzegovina"): CLDR's (`Intl.DisplayNames`), "&" spelt "and", and the overrides
 * above; anything else (not two capitals, or no name) is answered unchanged. The runtime's
 * names: in Node and every current browser alike for the countries we write about.
 */
export function countryName(code: string): string {
  if (!/^[A-Z]{2}$/.test(code)) return code;
  const override = NAME_OVERRIDES[code];
  if (override) return override;
  displayNames ??= new Intl.DisplayNames("en", { type: "region", fallback: "none" });
  const name = displayNames.of(code);
  // ZZ is CLDR's "Unknown Region": no country.
  return !name || code === "ZZ" ? code : name.replaceAll(" & ", " and ");
}

/**
 * The URL of a country's flag ("PT" -> "/flags/pt.svg"): flag-icons' SVG, which the server serves
 * (server/express-app.ts). Never an emoji: where no emoji font is installed those show as boxes,
 * and as two letters on Windows. Lower-case letters are accepted; anything that is not two
 * letters A-Z gives undefined.
 */
export function flagUrl(code: string): string | undefined {
  return /^[A-Za-z]{2}$/.test(code) ? `/flags/${code.toLowerCase()}.svg` : undefined;
}
