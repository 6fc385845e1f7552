import { domainToUnicode } from "node:url";

/**
 * Emails are stored normalised (trimmed, lower-cased, an internationalised domain in Unicode:
 * `user@XN--BCHER-KVA.de` is `user@bücher.de`, `user@ｅxample.com` is `user@example.com`) so one
 * address is one row; the sign-up limit per address keys on the same form. Server only:
 * node:url's domainToUnicode.
 */
export function normaliseEmail(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  const domain = at >= 0 ? domainToUnicode(lower.slice(at + 1)) : "";
  return domain ? `${lower.slice(0, at)}@${domain}` : lower;
}
