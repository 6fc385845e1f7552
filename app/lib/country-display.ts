/** Countries as readers see them: English names and flag emoji, with no dependency (client-safe). */

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
 * The flag emoji of an ISO 3166-1 alpha-2 code ("PT" -> 🇵🇹): the code's two letters as Unicode
 * regional indicator symbols, which platforms draw as the flag (or as the two letters where they
 * have no flag). No dependency and no table, so client components may import it. Lower-case
 * letters are accepted; anything that is not two letters A-Z gives "".
 */
export function countryFlag(code: string): string {
  if (!/^[A-Za-z]{2}$/.test(code)) return "";
  const REGIONAL_INDICATOR_A = 0x1f1e6;
  return String.fromCodePoint(
    ...[...code.toUpperCase()].map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65),
  );
}
