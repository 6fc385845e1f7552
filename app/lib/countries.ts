/**
 * Countries by ISO 3166-1 alpha-2 code (upper case, "PT"): validation, English names, and the
 * numeric codes the world map's data is keyed by.
 *
 * Where to call it: `isCountryCode` and `numericToCountryCode` read the code table of
 * `i18n-iso-countries` (about 12 KB, no locale data: that package's name lists are never loaded)
 * and `countryName` reads the runtime's CLDR names (`Intl.DisplayNames`, built into Node and
 * every browser, so no name list ships either). All three work in the browser, but call them in
 * loaders and hand the results to components: that keeps the table out of the client bundle, and
 * a browser whose CLDR is older than the server's could name a country differently than the
 * server-rendered HTML did. For the flag emoji use `country-flag.ts`, which has no dependency.
 */
import isoCountries from "i18n-iso-countries";

const CODES: ReadonlySet<string> = new Set(Object.keys(isoCountries.getAlpha2Codes()));

/**
 * True for an assigned ISO 3166-1 alpha-2 code in upper case ("PT", "GB", "US"); false for
 * lower case, reserved or unassigned codes ("pt", "UK", "ZZ", "EU") and anything not two letters.
 * One addition to the standard, as in CLDR and the EU's usage: "XK" (Kosovo, a user-assigned
 * code), so a trip to Kosovo has a country.
 */
export function isCountryCode(code: string): boolean {
  return /^[A-Z]{2}$/.test(code) && CODES.has(code);
}

/** The country code of an ISO 3166-1 numeric code ("620" -> "PT"), or undefined. */
export function numericToCountryCode(numeric: string): string | undefined {
  const code = isoCountries.numericToAlpha2(numeric);
  return code && isCountryCode(code) ? code : undefined;
}

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
 * above. A string `isCountryCode` rejects is answered unchanged.
 */
export function countryName(code: string): string {
  if (!isCountryCode(code)) return code;
  const override = NAME_OVERRIDES[code];
  if (override) return override;
  displayNames ??= new Intl.DisplayNames("en", { type: "region", fallback: "none" });
  return (displayNames.of(code) ?? code).replaceAll(" & ", " and ");
}
