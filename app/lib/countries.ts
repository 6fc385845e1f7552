/** Placeholder until the map branch lands its ISO list (replaced at merge). */
const names = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });

export function isCountryCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code) || code === "ZZ" || code === "UK") return false;
  return names.of(code) !== undefined;
}

export function countryName(code: string): string {
  return names.of(code) ?? code;
}

export function countryFlag(code: string): string {
  return [...code.toUpperCase()]
    .map((c) => String.fromCodePoint(0x1f1e6 + c.charCodeAt(0) - 65))
    .join("");
}
