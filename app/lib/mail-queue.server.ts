import { env } from "#app/env.server.ts";
import { mailConfigured } from "#app/lib/mail.server.ts";
import { mailPollIntervalMs, maxMailAttempts, nextMailAttemptAt } from "#app/lib/mail-retry.ts";
import {
  claimDueMail,
  type MailQueueTable,
  markMailed,
  markMailFailed,
} from "#app/models/mail-queue.server.ts";

/**
 * Mail retried with back-off, one machinery for every kind (contact messages, newsletter
 * welcomes): a row is stored claimed by its first attempt, which runs in the background (a slow
 * or failing SMTP server never delays or fails the request that stored it); if that attempt
 * fails, or never finishes because the process died, the retry loop (in some process) claims
 * the row when its next attempt is due and mails it again, after each of MAIL_RETRY_DELAYS in
 * turn (app/lib/mail-retry.ts), then gives up keeping the error on the row.
 */
export interface MailQueue {
  /** Its table (app/models/mail-queue.server.ts). */
  table: MailQueueTable;
  /** For the log: "contact message", "newsletter welcome". */
  label: string;
  /**
   * Sends the row's mail. "sent" or "skipped" (nothing to send any more, e.g. the reader left
   * the list, or SMTP is not configured) end its attempts; a throw is a failed attempt.
   */
  send(id: number): Promise<"sent" | "skipped">;
  /**
   * Whether its deliveries can be made in this process: SMTP is configured unless said otherwise
   * (the page-view forwards need their endpoint instead).
   */
  configured?: () => boolean;
}

const pending = new Set<Promise<void>>();

/** When a row stored now, claimed by its first attempt, falls due again (store it with this). */
export function firstAttemptLease(): string | null {
  return nextMailAttemptAt(1, env().MAIL_RETRY_DELAYS, Date.now());
}

/** Makes the first attempt of a row stored claimed by it (`firstAttemptLease`), in the background. */
export function mailInBackground(queue: MailQueue, id: number): void {
  track(attemptMail(queue, id, 1));
}

function track(job: Promise<void>): void {
  const tracked = job.finally(() => pending.delete(tracked));
  pending.add(tracked);
}

/** One send attempt of a claimed row; records the outcome on the row. Never throws. */
async function attemptMail(queue: MailQueue, id: number, attempt: number): Promise<void> {
  try {
    await queue.send(id);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const delays = env().MAIL_RETRY_DELAYS;
    const retryAt = nextMailAttemptAt(attempt, delays, Date.now());
    const next = retryAt
      ? `attempt ${attempt} of ${maxMailAttempts(delays)}, next at ${retryAt}`
      : `attempt ${attempt} of ${maxMailAttempts(delays)}: giving up`;
    console.error(`[mail] ${queue.label} ${id} not mailed (${next}): ${reason}`);
    await markMailFailed(queue.table, id, attempt, reason, retryAt).catch(() => {});
    return;
  }
  await markMailed(queue.table, id).catch((error: unknown) => {
    // Mailed but not recorded (database away): it will be mailed again, never lost.
    console.error(`[mail] ${queue.label} ${id} mailed, but not marked: ${String(error)}`);
  });
}

interface RetryLoop {
  stopped: boolean;
  timer?: NodeJS.Timeout;
  running?: Promise<void>;
}

let loop: RetryLoop | undefined;

/** How many due rows one pass claims at a time, per queue. */
const BATCH = 10;

/**
 * Starts this process's retry loop over the queues that are configured (the server calls it once it
 * serves; a no-op when none is, or when running): at once, then every poll interval, it claims the rows whose
 * next attempt is due (failed ones, and those whose first attempt never finished) and mails them
 * one by one. Several processes may run it: a row is claimed by one UPDATE, so no row is mailed
 * twice. The timer is unref'd; `settleMail` stops it.
 */
export function startMailRetries(queues: readonly MailQueue[]): void {
  const active = queues.filter((queue) => (queue.configured ?? mailConfigured)());
  if (loop || active.length === 0) return;
  const state: RetryLoop = { stopped: false };
  loop = state;
  const interval = mailPollIntervalMs(env().MAIL_RETRY_DELAYS);
  const drain = async (queue: MailQueue) => {
    while (!state.stopped) {
      const delays = env().MAIL_RETRY_DELAYS;
      const claimed = await claimDueMail(queue.table, new Date().toISOString(), BATCH, (n) =>
        nextMailAttemptAt(n, delays, Date.now()),
      );
      for (const { id, attempt } of claimed) {
        // Stopping: the rest fall due again when their claim runs out, as if this process died.
        if (state.stopped) return;
        const job = attemptMail(queue, id, attempt);
        track(job);
        await job;
      }
      if (claimed.length < BATCH) return;
    }
  };
  const pass = async () => {
    for (const queue of active) {
      await drain(queue).catch((error: unknown) => {
        console.error(
          `[mail] ${queue.label} retry pass failed: ${error instanceof Error ? error.message : error}`,
        );
      });
    }
  };
  const tick = () => {
    state.running = pass().finally(() => {
      state.running = undefined;
      if (state.stopped) return;
      state.timer = setTimeout(tick, interval);
      state.timer.unref();
    });
  };
  tick();
}

/** Stops the retry loop and waits for mails in flight (graceful shutdown, tests). */
export async function settleMail(): Promise<void> {
  const current = loop;
  if (current) {
    current.stopped = true;
    clearTimeout(current.timer);
    await current.running;
    if (loop === current) loop = undefined;
  }
  await Promise.all([...pending]);
}
