/**
 * A field hidden from people (off-screen, aria-hidden, tabindex -1, autocomplete off) that form-
 * filling bots complete. A request that fills it gets the normal success answer and nothing is
 * stored (docs/design.md#security).
 */
export const HONEYPOT_FIELD = "website";

/**
 * Filled means any value but an absent one, null or a blank string: our forms only ever send a
 * string, so a number, `true`, an array or an object in the field (a JSON body) is a bot too.
 */
export function isHoneypotFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  return typeof value !== "string" || value.trim() !== "";
}
