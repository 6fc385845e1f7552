import { describe, expect, it } from "vitest";
import { createMailQueues, type MailQueue } from "#app/services/mail-queue.server.ts";

interface Row {
  id: number;
  attempts: number;
  next: string | null;
  mailed: boolean;
  error?: string;
}

/**
 * Mail queues on an in-memory store (the rows of one table, claimed as the model claims them), a
 * fake send that fails while `clock.failing`, and a fake clock.
 */
function fakeQueues() {
  const rows: Row[] = [];
  const clock = { ms: Date.parse("2026-05-01T10:00:00Z"), failing: false };
  const sent: number[] = [];
  const logged: string[] = [];
  const queues = createMailQueues({
    store: {
      async claimDueMail(_table, now, limit, leaseFor) {
        const due = rows
          .filter((row) => !row.mailed && row.next !== null && row.next <= now)
          .slice(0, limit);
        return due.map((row) => {
          row.attempts += 1;
          row.next = leaseFor(row.attempts);
          return { id: row.id, attempt: row.attempts };
        });
      },
      async markMailed(_table, id) {
        rows[id - 1]!.mailed = true;
      },
      async markMailFailed(_table, id, attempt, error, retryAt) {
        const row = rows[id - 1]!;
        if (row.attempts === attempt && !row.mailed) Object.assign(row, { error, next: retryAt });
      },
    },
    now: () => clock.ms,
    retryDelays: () => [60_000, 300_000],
    mailConfigured: () => true,
    log: (message) => logged.push(message),
  });
  const queue: MailQueue = {
    table: "contact_messages",
    label: "test mail",
    async send(id) {
      if (clock.failing) throw new Error("SMTP away");
      sent.push(id);
      return "sent";
    },
  };
  /** Stores a row as the features do: claimed by its first attempt, due again at the lease. */
  const store = () => {
    const id = rows.length + 1;
    rows.push({ id, attempts: 1, next: queues.firstAttemptLease(), mailed: false });
    return id;
  };
  /** Runs one retry pass (it starts at once) to its end, then stops the loop. */
  const retryPass = async () => {
    queues.startMailRetries([queue]);
    await new Promise((resolve) => setImmediate(resolve));
    await queues.settleMail();
  };
  return { queues, queue, rows, clock, sent, logged, store, retryPass };
}

describe("createMailQueues", () => {
  it("leases a row's first attempt for the first delay, by its clock", () => {
    const { queues } = fakeQueues();
    expect(queues.firstAttemptLease()).toBe("2026-05-01T10:01:00.000Z");
  });

  it("mails a stored row in the background and marks it mailed", async () => {
    const { queues, queue, rows, sent, store } = fakeQueues();
    const id = store();
    queues.mailInBackground(queue, id);
    await queues.settleMail();
    expect(sent).toEqual([id]);
    expect(rows[0]!.mailed).toBe(true);
  });

  it("records a failed attempt, retries it when due by the clock, and gives up after the last", async () => {
    const { queues, queue, rows, clock, sent, logged, store, retryPass } = fakeQueues();
    clock.failing = true;
    const id = store();
    queues.mailInBackground(queue, id);
    await queues.settleMail();
    expect(rows[0]).toMatchObject({ attempts: 1, next: "2026-05-01T10:01:00.000Z", mailed: false });
    expect(logged[0]).toBe(
      "[mail] test mail 1 not mailed (attempt 1 of 3, next at 2026-05-01T10:01:00.000Z): SMTP away",
    );

    // Not due yet: the retry pass claims nothing.
    await retryPass();
    expect(rows[0]!.attempts).toBe(1);

    // Due: attempt 2 fails too, and the next is due after the second delay.
    clock.ms += 60_000;
    await retryPass();
    expect(rows[0]).toMatchObject({ attempts: 2, next: "2026-05-01T10:06:00.000Z" });

    // Attempt 3 is the last: when it fails, nothing is due any more.
    clock.ms += 300_000;
    await retryPass();
    expect(rows[0]).toMatchObject({ attempts: 3, next: null, mailed: false, error: "SMTP away" });
    expect(logged.at(-1)).toContain("attempt 3 of 3: giving up");
    expect(sent).toEqual([]);
  });

  it("mails a due row on the retry pass once the send works again", async () => {
    const { queues, queue, rows, clock, sent, store, retryPass } = fakeQueues();
    clock.failing = true;
    queues.mailInBackground(queue, store());
    await queues.settleMail();
    clock.failing = false;
    clock.ms += 60_000;
    await retryPass();
    expect(sent).toEqual([1]);
    expect(rows[0]).toMatchObject({ attempts: 2, mailed: true });
  });

  it("starts no retry loop for a queue that cannot mail in this process", async () => {
    const { queues, queue, clock, store, sent } = fakeQueues();
    clock.failing = true;
    queues.mailInBackground(queue, store());
    await queues.settleMail();
    clock.failing = false;
    clock.ms += 60_000;
    queues.startMailRetries([{ ...queue, configured: () => false }]);
    await new Promise((resolve) => setImmediate(resolve));
    await queues.settleMail();
    expect(sent).toEqual([]);
  });
});
