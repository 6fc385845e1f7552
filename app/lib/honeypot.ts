/**
 * A field hidden from people (off-screen, aria-hidden, tabindex -1, autocomplete off) that form-
 * filling bots complete. A request that fills it gets the normal success answer and nothing is
 * stored (DESIGN.md section 10).
 */
export const HONEYPOT_FIELD = "website";

export function isHoneypotFilled(value: unknown): boolean {
  return typeof value === "string" && value.trim() !== "";
}
