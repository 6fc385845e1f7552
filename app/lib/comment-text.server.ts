import { createHash } from "node:crypto";

/**
 * The hash by which "the same text twice" is recognised (app/models/comments.server.ts): the text
 * with case, spacing and line breaks set aside, so a resent copy with an extra space still matches.
 * Server only: node:crypto.
 */
export function commentTextHash(text: string): string {
  const normalised = text.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
  return createHash("sha256").update(normalised).digest("base64url");
}
