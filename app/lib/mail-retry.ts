/**
 * The back-off of contact mail (app/features/pages/contact.public.server.ts): attempt 1 is made when the message
 * arrives; after attempt n fails, attempt n+1 is due `delays[n-1]` later; after the last delay's
 * attempt, it gives up. Pure logic: times are numbers of milliseconds.
 */

/** The default delays between attempts, in seconds: 1 min, 5 min, 30 min, 2 h, 6 h, 12 h. */
export const DEFAULT_MAIL_RETRY_DELAYS = "60,300,1800,7200,21600,43200";

/** The number of attempts a message gets. */
export function maxMailAttempts(delaysMs: readonly number[]): number {
  return delaysMs.length + 1;
}

/**
 * When the attempt after attempt `attempt` (1-based) is due, as stored in `next_mail_at`; null
 * when `attempt` is the last one. Also the lease of a claimed attempt: if the process mailing it
 * dies, the next attempt falls due at this time.
 */
export function nextMailAttemptAt(
  attempt: number,
  delaysMs: readonly number[],
  now: number,
): string | null {
  const delay = delaysMs[attempt - 1];
  return delay === undefined ? null : new Date(now + delay).toISOString();
}

/** How often a process looks for due messages: the shortest delay, at most every 30 s. */
export function mailPollIntervalMs(delaysMs: readonly number[]): number {
  return Math.min(30_000, Math.max(10, Math.min(...delaysMs)));
}

/** `60,300,1800` (seconds, decimals allowed) as milliseconds; undefined when malformed. */
export function parseRetryDelays(text: string): number[] | undefined {
  const parts = text.split(",").map((p) => p.trim());
  if (!parts.every((p) => /^\d+(\.\d+)?$/.test(p))) return undefined;
  const delays = parts.map((p) => Math.round(Number(p) * 1000));
  return delays.every((d) => d > 0) ? delays : undefined;
}
