import { db } from "#app/db/client.server.ts";

export interface ContactMessageInput {
  from_name: string;
  reply_to: string;
  message: string;
}

/**
 * Stores a contact message; returns its id. The message is kept whatever mail delivery does.
 * `retryAt` (when mail is configured) stores it as claimed by the caller's first send attempt,
 * due again at that time should that attempt never finish (the process died).
 */
export async function storeContactMessage(
  input: ContactMessageInput,
  retryAt: string | null = null,
): Promise<number> {
  const k = await db();
  const row = await k
    .insertInto("contact_messages")
    .values({
      ...input,
      created_at: new Date().toISOString(),
      mail_attempts: retryAt ? 1 : 0,
      next_mail_at: retryAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function markMessageMailed(id: number): Promise<void> {
  const k = await db();
  await k
    .updateTable("contact_messages")
    .set({ mailed_at: new Date().toISOString(), mail_error: null, next_mail_at: null })
    .where("id", "=", id)
    .execute();
}

/**
 * Records a failed attempt and when the next one is due (null: none). Only while the row is still
 * on that attempt: a slow failure never overwrites a later attempt's outcome.
 */
export async function markMessageMailFailed(
  id: number,
  attempt: number,
  error: string,
  retryAt: string | null,
): Promise<void> {
  const k = await db();
  await k
    .updateTable("contact_messages")
    .set({ mail_error: error.slice(0, 1000), next_mail_at: retryAt })
    .where("id", "=", id)
    .where("mail_attempts", "=", attempt)
    .where("mailed_at", "is", null)
    .execute();
}

export interface ClaimedMessage extends ContactMessageInput {
  id: number;
  /** The attempt this claim is (1-based). */
  attempt: number;
}

/**
 * Claims up to `limit` messages whose next mail attempt is due at `now`: each is moved to its next
 * attempt, due again at `leaseFor(attempt)` (null for the last attempt), by one UPDATE guarded by
 * the attempt count and due time read, so of several processes claiming at once exactly one
 * gets each row (PostgreSQL re-checks the guard after a concurrent update; SQLite writes one at a
 * time).
 */
export async function claimDueMessages(
  now: string,
  limit: number,
  leaseFor: (attempt: number) => string | null,
): Promise<ClaimedMessage[]> {
  const k = await db();
  const due = await k
    .selectFrom("contact_messages")
    .select(["id", "from_name", "reply_to", "message", "mail_attempts", "next_mail_at"])
    .where("next_mail_at", "<=", now)
    .where("mailed_at", "is", null)
    .orderBy("next_mail_at")
    .limit(limit)
    .execute();
  const claimed: ClaimedMessage[] = [];
  for (const row of due) {
    const attempt = row.mail_attempts + 1;
    const result = await k
      .updateTable("contact_messages")
      .set({ mail_attempts: attempt, next_mail_at: leaseFor(attempt) })
      .where("id", "=", row.id)
      .where("mail_attempts", "=", row.mail_attempts)
      .where("next_mail_at", "=", row.next_mail_at)
      .where("mailed_at", "is", null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) {
      const { id, from_name, reply_to, message } = row;
      claimed.push({ id: Number(id), from_name, reply_to, message, attempt });
    }
  }
  return claimed;
}

/** The message whose text is `message` (tests: the API answer carries no id). */
export async function findContactMessageByText(message: string) {
  const k = await db();
  return k
    .selectFrom("contact_messages")
    .selectAll()
    .where("message", "=", message)
    .orderBy("id", "desc")
    .executeTakeFirst();
}

export async function countContactMessages(): Promise<number> {
  const k = await db();
  const row = await k
    .selectFrom("contact_messages")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
