import type { Kysely } from "kysely";
import { db } from "#app/db/client.server.ts";
import type { MailQueueColumns } from "#app/db/schema.ts";

/**
 * The tables of mail retried with back-off (app/services/mail-queue.server.ts): contact messages
 * (migration 004), newsletter welcomes (migration 008) and confirmations (migration 010), page
 * views to forward (migration 012) and the owners' comment moderation mails (migration 018). Each row
 * counts its send attempts and holds the time its next attempt is due (null: mailed, given up, or
 * never to be mailed).
 */
export type MailQueueTable =
  | "contact_messages"
  | "newsletter_welcomes"
  | "newsletter_confirmations"
  | "analytics_forwards"
  | "comments";

/** The queue columns alone, the same in every queue table. */
async function queue(): Promise<Kysely<Record<MailQueueTable, MailQueueColumns>>> {
  return (await db()) as unknown as Kysely<Record<MailQueueTable, MailQueueColumns>>;
}

export async function markMailed(table: MailQueueTable, id: number): Promise<void> {
  const k = await queue();
  await k
    .updateTable(table)
    .set({ mailed_at: new Date().toISOString(), mail_error: null, next_mail_at: null })
    .where("id", "=", id)
    .execute();
}

/**
 * Records a failed attempt and when the next one is due (null: none). Only while the row is still
 * on that attempt: a slow failure never overwrites a later attempt's outcome.
 */
export async function markMailFailed(
  table: MailQueueTable,
  id: number,
  attempt: number,
  error: string,
  retryAt: string | null,
): Promise<void> {
  const k = await queue();
  await k
    .updateTable(table)
    .set({ mail_error: error.slice(0, 1000), next_mail_at: retryAt })
    .where("id", "=", id)
    .where("mail_attempts", "=", attempt)
    .where("mailed_at", "is", null)
    .execute();
}

export interface ClaimedMail {
  id: number;
  /** The attempt this claim is (1-based). */
  attempt: number;
}

/**
 * Claims up to `limit` rows whose next mail attempt is due at `now`: each is moved to its next
 * attempt, due again at `leaseFor(attempt)` (null for the last attempt), by one UPDATE guarded by
 * the attempt count and due time read, so of several processes claiming at once exactly one
 * gets each row (PostgreSQL re-checks the guard after a concurrent update; SQLite writes one at a
 * time).
 */
export async function claimDueMail(
  table: MailQueueTable,
  now: string,
  limit: number,
  leaseFor: (attempt: number) => string | null,
): Promise<ClaimedMail[]> {
  const k = await queue();
  const due = await k
    .selectFrom(table)
    .select(["id", "mail_attempts", "next_mail_at"])
    .where("next_mail_at", "<=", now)
    .where("mailed_at", "is", null)
    .orderBy("next_mail_at")
    .limit(limit)
    .execute();
  const claimed: ClaimedMail[] = [];
  for (const row of due) {
    const attempt = row.mail_attempts + 1;
    const result = await k
      .updateTable(table)
      .set({ mail_attempts: attempt, next_mail_at: leaseFor(attempt) })
      .where("id", "=", row.id)
      .where("mail_attempts", "=", row.mail_attempts)
      .where("next_mail_at", "=", row.next_mail_at)
      .where("mailed_at", "is", null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) claimed.push({ id: Number(row.id), attempt });
  }
  return claimed;
}
