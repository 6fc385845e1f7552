/** The days the page-view figures cover unless told otherwise: the last 30, today included. */
const DEFAULT_STATS_DAYS = 30;
/** The longest range the figures take, in days. */
const MAX_STATS_DAYS = 3660;

/** The UTC day of a moment, "YYYY-MM-DD": the day a view is counted on. */
export function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MS_PER_DAY = 86_400_000;

function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/**
 * The days from `from` to `to` (YYYY-MM-DD, UTC, inclusive) that `npm run stats` and `/stats`
 * show: by default the 30 days up to `today`; one of them given, the other 29 days from it; a
 * clear message for a date that is not one, a range backwards or one over MAX_STATS_DAYS.
 */
export function statsRange(
  asked: { from?: string | null; to?: string | null },
  today: string,
): { ok: true; from: string; to: string } | { ok: false; message: string } {
  for (const [name, value] of Object.entries(asked)) {
    if (value && !isDay(value)) {
      return { ok: false, message: `${name} must be a date written YYYY-MM-DD, not "${value}".` };
    }
  }
  const span = DEFAULT_STATS_DAYS - 1;
  const to = asked.to || (asked.from ? addDays(asked.from, span) : today);
  const from = asked.from || addDays(to, -span);
  if (from > to) return { ok: false, message: `from (${from}) is after to (${to}).` };
  const days = (Date.parse(to) - Date.parse(from)) / MS_PER_DAY + 1;
  if (days > MAX_STATS_DAYS) {
    return { ok: false, message: `A range of at most ${MAX_STATS_DAYS} days, not ${days}.` };
  }
  return { ok: true, from, to };
}

/** Every day from `from` to `to` (YYYY-MM-DD, inclusive), at most MAX_STATS_DAYS of them. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (
    let t = Date.parse(`${from}T00:00:00Z`);
    t <= Date.parse(`${to}T00:00:00Z`) && days.length < MAX_STATS_DAYS;
    t += 86_400_000
  ) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}
