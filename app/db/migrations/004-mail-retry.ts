import { type Kysely, sql } from "kysely";
import type { Dialect } from "#app/db/database.ts";

/**
 * Contact mail is retried (app/features/pages/contact.public.server.ts): each message counts its send attempts and
 * holds the time its next attempt is due (null: mailed, given up, or never to be mailed because
 * SMTP was not configured). A worker claims a due row by moving `next_mail_at` on, in one
 * UPDATE guarded by the old attempt count, so two workers never mail the same row.
 * Messages whose mail had failed before this migration are due at once.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable("contact_messages")
    .addColumn("mail_attempts", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("contact_messages").addColumn("next_mail_at", "text").execute();
  await db.schema
    .createIndex("contact_messages_next_mail")
    .on("contact_messages")
    .column("next_mail_at")
    .execute();
  await sql`update contact_messages
    set next_mail_at = ${new Date().toISOString()}, mail_attempts = 1
    where mailed_at is null and mail_error is not null`.execute(db);
}
