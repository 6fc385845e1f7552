/**
 * Countries by ISO 3166-1 alpha-2 code (upper case, "PT"): validation, and the numeric codes the
 * world map's data is keyed by.
 *
 * `isCountryCode` and `numericToCountryCode` read the code table of `i18n-iso-countries` (about
 * 12 KB, no locale data: that package's name lists are never loaded): call them on the server.
 * Names and flags, which components need, are in `country-display.ts` (no dependency).
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
