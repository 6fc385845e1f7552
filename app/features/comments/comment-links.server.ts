import crypto from "node:crypto";
import { env } from "#app/env.server.ts";
import { newsletterSecret } from "#app/features/newsletter/newsletter.public.server.ts";

/**
 * The links of the owners' moderation mail (Approve, Reject, Reply) and of the reader's reply
 * notice (stop such mails), signed with the site's secret (the one that signs the newsletter's
 * links and the drafts' preview links): HMAC-SHA256, base64url.
 *
 * A moderation link is `/comments/{action}/{comment id}.{issued}.{mac}`, `issued` the second it
 * was made (base 36), the mac over the action, the id and that time: unguessable, tied to one
 * comment and one action, and dead 30 days after it was mailed. That it works once is the
 * database's part (app/models/comment-moderation.server.ts). A stop link is
 * `/comments/stop/{comment id}.{mac}`, the mac over the id and the address the reader gave: it
 * never expires (like an unsubscribe link), and dies when the address is erased.
 */

export type ModerationAction = "approve" | "reject" | "reply";

/** How long a moderation link works after it was mailed. */
export const LINK_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** The largest comment id: its column is a 32-bit integer on PostgreSQL. */
const MAX_ID = 2_147_483_647;

function mac(message: string): string {
  return crypto.createHmac("sha256", newsletterSecret()).update(message).digest("base64url");
}

/** Whether `given` is `expected`, compared in constant time. */
function same(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** The token of a moderation link made at `now` (ms). */
export function moderationToken(action: ModerationAction, id: number, now = Date.now()): string {
  const issued = Math.floor(now / 1000).toString(36);
  return `${id}.${issued}.${mac(`comment-${action}:${id}:${issued}`)}`;
}

export type CheckedToken =
  /** `link`: the key by which its one use is recorded (its action, comment and time made). */
  | { state: "valid"; id: number; link: string }
  | { state: "expired"; id: number }
  | { state: "invalid" };

/**
 * What a moderation token is worth at `now`: valid (names this comment), expired (genuine but
 * older than 30 days), or invalid (malformed, forged, or made for another action).
 */
export function checkModerationToken(
  action: ModerationAction,
  token: string,
  now = Date.now(),
): CheckedToken {
  const match = /^(\d{1,10})\.([0-9a-z]{1,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { state: "invalid" };
  const [, idText, issued, given] = match as unknown as [string, string, string, string];
  const id = Number(idText);
  if (id < 1 || id > MAX_ID) return { state: "invalid" };
  if (!same(given, mac(`comment-${action}:${id}:${issued}`))) return { state: "invalid" };
  const issuedMs = Number.parseInt(issued, 36) * 1000;
  // A time ahead of this clock by more than a minute was never made by this site's clock.
  if (issuedMs > now + 60_000) return { state: "invalid" };
  if (now - issuedMs > LINK_LIFETIME_MS) return { state: "expired", id };
  return { state: "valid", id, link: `${action}:${id}:${issued}` };
}

/** The absolute URL of a moderation link, from SITE_URL. */
export function moderationUrl(action: ModerationAction, id: number, now = Date.now()): string {
  return new URL(`/comments/${action}/${moderationToken(action, id, now)}`, env().SITE_URL).href;
}

/** The token of a reader's stop link: the comment that asked to be told, and its address. */
function stopToken(id: number, email: string): string {
  return `${id}.${mac(`comment-stop:${id}:${email.toLowerCase()}`)}`;
}

/** The comment a stop token names, if well formed (its mac is checked by `stopTokenMatches`). */
export function stopTokenId(token: string): number | undefined {
  const match = /^(\d{1,10})\.[A-Za-z0-9_-]{43}$/.exec(token);
  const id = match ? Number(match[1]) : Number.NaN;
  return id >= 1 && id <= MAX_ID ? id : undefined;
}

/** Whether a token is the stop token of this comment and address. */
export function stopTokenMatches(token: string, id: number, email: string): boolean {
  return same(token, stopToken(id, email));
}

/** The absolute URL of a reader's stop link, from SITE_URL. */
export function stopUrl(id: number, email: string): string {
  return new URL(`/comments/stop/${stopToken(id, email)}`, env().SITE_URL).href;
}
