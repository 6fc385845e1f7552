import type { Kysely } from "kysely";
import type { Dialect } from "#app/db/database.ts";

/**
 * The newsletter sends mail (docs/newsletter.md):
 * - `subscriptions.unsubscribed_at`: set by the one-click unsubscribe; the row stays (its link
 *   keeps answering "already unsubscribed"), and a new sign-up with the address clears it.
 * - `newsletter_welcomes`: the welcome mail queue, one row per sign-up, with the same retry
 *   columns as `contact_messages` (migration 004), driven by the same retry loop.
 * - `newsletter_digests`: one row per digest (its posts, when made, when finished), and
 *   `newsletter_deliveries`: one row per subscriber of a digest, claimed (`sending`) before the
 *   mail goes out and marked `sent` after, so an interrupted run resumes without a second copy.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const serial = dialect === "postgres" ? "serial" : "integer";
  await db.schema.alterTable("subscriptions").addColumn("unsubscribed_at", "text").execute();

  await db.schema
    .createTable("newsletter_welcomes")
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
    .createIndex("newsletter_welcomes_next_mail")
    .on("newsletter_welcomes")
    .column("next_mail_at")
    .execute();

  await db.schema
    .createTable("newsletter_digests")
    .addColumn("id", serial, (c) => c.primaryKey())
    .addColumn("created_at", "text", (c) => c.notNull())
    /** JSON array of post ids, newest first. */
    .addColumn("post_ids", "text", (c) => c.notNull())
    /** The newest post date in it: the next digest takes posts from this date on. */
    .addColumn("newest_date", "text", (c) => c.notNull())
    .addColumn("finished_at", "text")
    /** The process sending it (host:pid), so a second run on the same machine waits its turn. */
    .addColumn("runner", "text")
    .execute();

  await db.schema
    .createTable("newsletter_deliveries")
    .addColumn("digest_id", "integer", (c) =>
      c.notNull().references("newsletter_digests.id").onDelete("cascade"),
    )
    .addColumn("subscription_id", "integer", (c) =>
      c.notNull().references("subscriptions.id").onDelete("cascade"),
    )
    /** pending, sending (claimed), sent, failed (refused for good), skipped (unsubscribed). */
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("sent_at", "text")
    .addColumn("error", "text")
    .addPrimaryKeyConstraint("newsletter_deliveries_pk", ["digest_id", "subscription_id"])
    .execute();
  await db.schema
    .createIndex("newsletter_deliveries_status")
    .on("newsletter_deliveries")
    .columns(["digest_id", "status"])
    .execute();
}
