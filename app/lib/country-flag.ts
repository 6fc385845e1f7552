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
