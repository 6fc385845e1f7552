import type { Kysely } from "kysely";
import type { Dialect } from "#app/db/database.ts";

/**
 * An address that unsubscribed is not put back on the list by a sign-up; it is mailed a link to
 * confirm it (docs/newsletter.md). `newsletter_confirmations`: one row per such sign-up, the mail
 * queue of those mails (the retry columns of `contact_messages`, migration 004), and what the
 * link names: the row's `created_at` is when it was asked for, so a link asked for before the
 * address's latest unsubscribe, or too long ago, confirms nothing.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const serial = dialect === "postgres" ? "serial" : "integer";
  await db.schema
    .createTable("newsletter_confirmations")
    .addColumn("id", serial, (c) => c.primaryKey())
    .addColumn("subscription_id", "integer", (c) =>
      c.notNull().references("subscriptions.id").onDelete("cascade"),
    )
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("mailed_at", "text")
    .addColumn("mail_error", "text")
    .addColumn("mail_attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_mail_at", "text")
    .execute();
  await db.schema
    .createIndex("newsletter_confirmations_next_mail")
    .on("newsletter_confirmations")
    .column("next_mail_at")
    .execute();
}
