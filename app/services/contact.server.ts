import { env } from "#app/env.server.ts";
import { mailPollIntervalMs, maxMailAttempts, nextMailAttemptAt } from "#app/lib/mail-retry.ts";
import type { ContactInput } from "#app/lib/validation.ts";
import {
  type ClaimedMessage,
  claimDueMessages,
  markMessageMailed,
  markMessageMailFailed,
  storeContactMessage,
} from "#app/models/messages.server.ts";
import { mailConfigured, sendContactMail } from "./mail.server.ts";

const pending = new Set<Promise<void>>();

/**
 * Stores a contact message, then mails it in the background (a slow or failing SMTP server never
 * delays or loses the message). The row is stored as claimed by this first attempt; if it fails,
 * or never finishes because the process dies, the retry loop (`startContactMailRetries`, in some
 * process) mails it again with back-off. Returns the message id.
 */
export async function deliverContactMessage(input: ContactInput): Promise<number> {
  if (!mailConfigured()) return storeContactMessage(input);
  const delays = env().MAIL_RETRY_DELAYS;
  const id = await storeContactMessage(input, nextMailAttemptAt(1, delays, Date.now()));
  track(attemptMail({ ...input, id, attempt: 1 }));
  return id;
}

function track(job: Promise<void>): void {
  const tracked = job.finally(() => pending.delete(tracked));
  pending.add(tracked);
}

/** One send attempt of a claimed message; records the outcome on the row. Never throws. */
async function attemptMail(message: ClaimedMessage): Promise<void> {
  const { id, attempt } = message;
  try {
    if ((await sendContactMail(message)) === "skipped") return;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const delays = env().MAIL_RETRY_DELAYS;
    const retryAt = nextMailAttemptAt(attempt, delays, Date.now());
    const next = retryAt
      ? `attempt ${attempt} of ${maxMailAttempts(delays)}, next at ${retryAt}`
      : `attempt ${attempt} of ${maxMailAttempts(delays)}: giving up`;
    console.error(`[mail] contact message ${id} not mailed (${next}): ${reason}`);
    await markMessageMailFailed(id, attempt, reason, retryAt).catch(() => {});
    return;
  }
  await markMessageMailed(id).catch((error: unknown) => {
    // Mailed but not recorded (database away): it will be mailed again, never lost.
    console.error(`[mail] contact message ${id} mailed, but not marked: ${String(error)}`);
  });
}

interface RetryLoop {
  stopped: boolean;
  timer?: NodeJS.Timeout;
  running?: Promise<void>;
}

let loop: RetryLoop | undefined;

/** How many due messages one pass claims at a time. */
const BATCH = 10;

/**
 * Starts this process's retry loop (the server calls it once it serves; a no-op without SMTP_URL
 * or when running): at once, then every poll interval, it claims the messages whose next attempt
 * is due (failed ones, and those whose first attempt never finished) and mails them one by one.
 * Several processes may run it: a row is claimed by one UPDATE, so no message is mailed twice.
 * The timer is unref'd; `settleContactMail` stops it.
 */
export function startContactMailRetries(): void {
  if (loop || !mailConfigured()) return;
  const state: RetryLoop = { stopped: false };
  loop = state;
  const interval = mailPollIntervalMs(env().MAIL_RETRY_DELAYS);
  const pass = async () => {
    while (!state.stopped) {
      const delays = env().MAIL_RETRY_DELAYS;
      const claimed = await claimDueMessages(new Date().toISOString(), BATCH, (attempt) =>
        nextMailAttemptAt(attempt, delays, Date.now()),
      );
      for (const message of claimed) {
        // Stopping: the rest fall due again when their claim runs out, as if this process died.
        if (state.stopped) return;
        const job = attemptMail(message);
        track(job);
        await job;
      }
      if (claimed.length < BATCH) return;
    }
  };
  const tick = () => {
    state.running = pass()
      .catch((error: unknown) => {
        console.error(
          `[mail] retry pass failed: ${error instanceof Error ? error.message : error}`,
        );
      })
      .finally(() => {
        state.running = undefined;
        if (state.stopped) return;
        state.timer = setTimeout(tick, interval);
        state.timer.unref();
      });
  };
  tick();
}

/** Stops the retry loop and waits for mails in flight (graceful shutdown, tests). */
export async function settleContactMail(): Promise<void> {
  const current = loop;
  if (current) {
    current.stopped = true;
    clearTimeout(current.timer);
    await current.running;
    if (loop === current) loop = undefined;
  }
  await Promise.all([...pending]);
}
