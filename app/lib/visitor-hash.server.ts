/**
 * The daily visitor hash of cookie-less analytics, on the server only (node:crypto): a view's
 * address and User-Agent, salted, so that views by one visitor can be counted once without
 * keeping who they were.
 */
import { hash } from "node:crypto";

/**
 * A visitor's anonymous identifier: the first 32 hex characters of the SHA-256 of salt, address
 * and User-Agent, one per line. With a salt that changes daily and is then forgotten, the same
 * visitor gets a new identifier each day and none can be traced back to an address.
 */
export function visitorHash(salt: string, address: string, userAgent: string): string {
  return hash("sha256", `${salt}\n${address}\n${userAgent}`, "hex").slice(0, 32);
}
