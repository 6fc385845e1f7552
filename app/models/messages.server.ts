import { db } from "#app/db/client.server.ts";

export interface ContactMessageInput {
  from_name: string;
  reply_to: string;
  message: string;
}

/** Stores a contact message; returns its id. The message is kept whatever mail delivery does. */
export async function storeContactMessage(input: ContactMessageInput): Promise<number> {
  const k = await db();
  const row = await k
    .insertInto("contact_messages")
    .values({ ...input, created_at: new Date().toISOString() })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function markMessageMailed(id: number): Promise<void> {
  const k = await db();
  await k
    .updateTable("contact_messages")
    .set({ mailed_at: new Date().toISOString(), mail_error: null })
    .where("id", "=", id)
    .execute();
}

export async function markMessageMailFailed(id: number, error: string): Promise<void> {
  const k = await db();
  await k
    .updateTable("contact_messages")
    .set({ mail_error: error.slice(0, 1000) })
    .where("id", "=", id)
    .execute();
}

export async function findContactMessage(id: number) {
  const k = await db();
  return k.selectFrom("contact_messages").selectAll().where("id", "=", id).executeTakeFirst();
}
