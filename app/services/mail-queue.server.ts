import { mailPollIntervalMs, maxMailAttempts, nextMailAttemptAt } from "#app/lib/mail-retry.ts";
import type { ClaimedMail, MailQueueTable } from "#app/models/mail-queue.server.ts";

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

/** The rows' store: app/models/mail-queue.server.ts for the site, an array in a test. */
export interface MailQueueStore {
  claimDueMail(
    table: MailQueueTable,
    now: string,
    limit: number,
    leaseFor: (attempt: number) => string | null,
  ): Promise<ClaimedMail[]>;
  markMailed(table: MailQueueTable, id: number): Promise<void>;
  markMailFailed(
    table: MailQueueTable,
    id: number,
    attempt: number,
    error: string,
    retryAt: string | null,
  ): Promise<void>;
}

export interface MailQueues {
  /** When a row stored now, claimed by its first attempt, falls due again (store it with this). */
  firstAttemptLease(): string | null;
  /** Makes the first attempt of a row stored claimed by it (`firstAttemptLease`), in the background. */
  mailInBackground(queue: MailQueue, id: number): void;
  /**
   * Starts this process's retry loop over the queues that are configured (the server calls it
   * once it serves; a no-op when none is, or when running): at once, then every poll interval, it
   * claims the rows whose next attempt is due (failed ones, and those whose first attempt never
   * finished) and mails them one by one. Several processes may run it: a row is claimed by one
   * UPDATE, so no row is mailed twice. The timer is unref'd; `settleMail` stops it.
   */
  startMailRetries(queues: readonly MailQueue[]): void;
  /** Stops the retry loop and waits for mails in flight (graceful shutdown, tests). */
  settleMail(): Promise<void>;
}

interface RetryLoop {
  stopped: boolean;
  timer?: NodeJS.Timeout;
  running?: Promise<void>;
}

/** How many due rows one pass claims at a time, per queue. */
const BATCH = 10;

/**
 * The mail queues' machinery, built from what it uses: the rows' store, the clock, the retry
 * delays (read at each attempt, in ms), whether SMTP is configured (a queue's default) and its
 * log. app/services/wiring.server.ts builds the site's.
 */
export function createMailQueues(deps: {
  store: MailQueueStore;
  /** The clock, in ms (Date.now). */
  now: () => number;
  /** The delays between attempts, in ms (MAIL_RETRY_DELAYS). */
  retryDelays: () => readonly number[];
  /** Whether SMTP is configured: a queue's `configured` when it has none. */
  mailConfigured: () => boolean;
  /** Where failures are told (console.error when absent). */
  log?: (message: string) => void;
}): MailQueues {
  const { store, now, retryDelays, mailConfigured } = deps;
  const log = deps.log ?? console.error;
  const pending = new Set<Promise<void>>();
  let loop: RetryLoop | undefined;

  function firstAttemptLease(): string | null {
    return nextMailAttemptAt(1, retryDelays(), now());
  }

  function mailInBackground(queue: MailQueue, id: number): void {
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
      const delays = retryDelays();
      const retryAt = nextMailAttemptAt(attempt, delays, now());
      const next = retryAt
        ? `attempt ${attempt} of ${maxMailAttempts(delays)}, next at ${retryAt}`
        : `attempt ${attempt} of ${maxMailAttempts(delays)}: giving up`;
      log(`[mail] ${queue.label} ${id} not mailed (${next}): ${reason}`);
      await store.markMailFailed(queue.table, id, attempt, reason, retryAt).catch(() => {});
      return;
    }
    await store.markMailed(queue.table, id).catch((error: unknown) => {
      // Mailed but not recorded (database away): it will be mailed again, never lost.
      log(`[mail] ${queue.label} ${id} mailed, but not marked: ${String(error)}`);
    });
  }

  function startMailRetries(queues: readonly MailQueue[]): void {
    const active = queues.filter((queue) => (queue.configured ?? mailConfigured)());
    if (loop || active.length === 0) return;
    const state: RetryLoop = { stopped: false };
    loop = state;
    const interval = mailPollIntervalMs(retryDelays());
    const drain = async (queue: MailQueue) => {
      while (!state.stopped) {
        const delays = retryDelays();
        const claimed = await store.claimDueMail(
          queue.table,
          new Date(now()).toISOString(),
          BATCH,
          (n) => nextMailAttemptAt(n, delays, now()),
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
          log(
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

  async function settleMail(): Promise<void> {
    const current = loop;
    if (current) {
      current.stopped = true;
      clearTimeout(current.timer);
      await current.running;
      if (loop === current) loop = undefined;
    }
    await Promise.all([...pending]);
  }

  return { firstAttemptLease, mailInBackground, startMailRetries, settleMail };
}
