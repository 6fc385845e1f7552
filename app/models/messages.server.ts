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

/** A stored message (the retry loop mails it by id). */
export async function getContactMessage(id: number): Promise<ContactMessageInput | undefined> {
  const k = await db();
  return k
    .selectFrom("contact_messages")
    .select(["from_name", "reply_to", "message"])
    .where("id", "=", id)
    .executeTakeFirst();
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
