import type { Kysely } from "kysely";
import type { Dialect } from "#app/db/database.ts";

/**
 * `analytics_forwards`: page views to forward to ANALYTICS_FORWARD_URL (a Plausible-compatible
 * events endpoint, app/features/analytics/forward.server.ts), queued and retried with back-off by
 * the same loop and columns as the mails (migration 004; the columns keep their mail names). The
 * payload holds what the page-view record holds (the page, the source, the device class, the
 * day's visitor hash): never an address or a User-Agent. Rows are deleted a day after their last
 * attempt (app/models/page-views.server.ts).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const serial = dialect === "postgres" ? "serial" : "integer";
  await db.schema
    .createTable("analytics_forwards")
    .addColumn("id", serial, (c) => c.primaryKey())
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("mailed_at", "text")
    .addColumn("mail_error", "text")
    .addColumn("mail_attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_mail_at", "text")
    .execute();
  await db.schema
    .createIndex("analytics_forwards_next_mail")
    .on("analytics_forwards")
    .column("next_mail_at")
    .execute();
}
