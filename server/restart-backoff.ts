/**
 * How long the primary waits before replacing a worker that exited (server/start.js): a worker
 * that keeps dying at once (a database that refuses connections at start, a bad deploy) is
 * restarted after 100 ms, then 200 ms, 400 ms... up to 30 s, instead of hundreds of times a
 * minute; one that had run a while starts the sequence again.
 */
export interface RestartBackoff {
  initialMs: number;
  maxMs: number;
  /** A worker that lived at least this long died of something new: back to initialMs. */
  resetAfterMs: number;
}

export const RESTART_BACKOFF: RestartBackoff = {
  initialMs: 100,
  maxMs: 30_000,
  resetAfterMs: 60_000,
};

/**
 * The delay before starting the replacement of a worker that lived `livedMs` and was itself
 * started after `previousDelayMs` (0 for the first workers).
 */
export function restartDelay(
  previousDelayMs: number,
  livedMs: number,
  backoff: RestartBackoff = RESTART_BACKOFF,
): number {
  if (previousDelayMs <= 0 || livedMs >= backoff.resetAfterMs) return backoff.initialMs;
  return Math.min(backoff.maxMs, Math.max(backoff.initialMs, previousDelayMs * 2));
}
