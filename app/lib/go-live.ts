/**
 * When a post goes live (issue 26; docs/writing-posts.md#drafts-and-scheduled-posts): at its
 * `publishAt` (ISO 8601 with a time zone), else at 00:00 of its `date` in the site's time zone
 * (SITE_TIMEZONE). A draft never goes live by itself.
 */

/** ISO 8601 date and time with a zone: 2026-12-04T08:00+01:00, 2026-12-04T07:00:00Z. */
const ISO_WITH_ZONE =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Whether `value` is an ISO 8601 date and time with a zone that names a real moment. */
export function isZonedDateTime(value: string): boolean {
  const match = ISO_WITH_ZONE.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match
    .slice(1, 7)
    .map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const zone = match[7]!;
  const local = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  const zoneOk = zone === "Z" || (Number(zone.slice(1, 3)) <= 14 && Number(zone.slice(4)) < 60);
  return (
    zoneOk &&
    local.getUTCFullYear() === year &&
    local.getUTCMonth() === month - 1 &&
    local.getUTCDate() === day &&
    local.getUTCHours() === hour &&
    local.getUTCMinutes() === minute
  );
}

/** Whether `timeZone` is an IANA time zone this runtime knows (UTC, Europe/Lisbon...). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** How far the wall clock of `timeZone` is ahead of UTC at the moment `at` (ms since epoch), ms. */
function zoneOffset(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(new Date(at));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour"),
    part("minute"),
    part("second"),
  );
  return wall - Math.floor(at / 1000) * 1000;
}

/**
 * 00:00 of `date` (YYYY-MM-DD) in `timeZone`, as a moment (the offset read at a first guess,
 * then at the result: right on a day the clocks change). Where clocks skip midnight that day (a
 * few zones do), a moment within the hour skipped.
 */
export function midnightIn(date: string, timeZone: string): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day);
  // The offset at the guess, then again at the result: right across a change of offset.
  return new Date(wall - zoneOffset(wall - zoneOffset(wall, timeZone), timeZone));
}

/** When a post goes live: its `publishAt`, else 00:00 of its `date` in `timeZone`. */
export function goLiveAt(post: { date: string; publishAt?: string }, timeZone: string): Date {
  return post.publishAt ? new Date(post.publishAt) : midnightIn(post.date, timeZone);
}

/** What a post is now: a draft, scheduled (goes live later), or live. */
export type PublishState = "draft" | "scheduled" | "live";

export function publishState(
  post: { draft: boolean; date: string; publishAt?: string },
  timeZone: string,
  now: Date,
): PublishState {
  if (post.draft) return "draft";
  return goLiveAt(post, timeZone) > now ? "scheduled" : "live";
}
