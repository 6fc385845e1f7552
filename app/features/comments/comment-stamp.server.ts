import crypto from "node:crypto";
import { newsletterSecret } from "#app/features/newsletter/newsletter.public.server.ts";

/**
 * The comment form's time stamp (issue 40, item 3): `{ms}.{mac}`, the time the page was rendered
 * and HMAC-SHA256 over it and the post's id with the site's secret (the one that signs the
 * newsletter's and the previews' links), base64url. A form sent sooner than MIN_FILL_MS after it
 * was filled by a program; a stamp that does not verify was made up, or is another post's. It is
 * the render's time: a page served from the page cache (at most a minute old) carries an older
 * stamp, which only ever lets a person through sooner.
 */
export function commentStamp(postId: string, nowMs = Date.now()): string {
  return `${nowMs}.${mac(postId, nowMs)}`;
}

/** The time a stamp was issued for this post, or undefined when it is malformed or forged. */
export function stampTime(stamp: unknown, postId: string): number | undefined {
  if (typeof stamp !== "string") return undefined;
  const match = /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(stamp);
  if (!match) return undefined;
  const ms = Number(match[1]);
  const want = Buffer.from(mac(postId, ms));
  const given = Buffer.from(match[2]!);
  return given.length === want.length && crypto.timingSafeEqual(given, want) ? ms : undefined;
}

function mac(postId: string, ms: number): string {
  return crypto
    .createHmac("sha256", newsletterSecret())
    .update(`comment-form:${postId}:${ms}`)
    .digest("base64url");
}
