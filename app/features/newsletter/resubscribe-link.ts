/**
 * What the link of a confirmation mail (docs/newsletter.md) can still do, as pure logic: a sign-up
 * with an address that unsubscribed asks for one; only following it and confirming puts the
 * address back on the list.
 */

/** How long a confirmation mail's link confirms, from the sign-up that asked for it. */
export const RESUBSCRIBE_LINK_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * "confirm": it can put the address back; "subscribed": the address is on the list (confirmed
 * already); "stale": it confirms nothing any more, being older than RESUBSCRIBE_LINK_DAYS or asked
 * for before the address's latest unsubscribe (a reader who came back and left again is not put
 * back by an old mail). Times are ISO strings as stored.
 */
export function resubscribeLinkState(
  link: { requested_at: string; unsubscribed_at: string | null },
  now: number,
): "confirm" | "subscribed" | "stale" {
  if (link.unsubscribed_at === null) return "subscribed";
  if (link.requested_at < link.unsubscribed_at) return "stale";
  const asked = Date.parse(link.requested_at);
  if (!(asked <= now) || now - asked > RESUBSCRIBE_LINK_DAYS * DAY_MS) return "stale";
  return "confirm";
}
