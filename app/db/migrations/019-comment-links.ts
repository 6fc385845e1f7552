import type { Kysely } from "kysely";
import type { Dialect } from "#app/db/database.ts";

/**
 * The owners' moderation links that were used (issue 40; app/models/comment-moderation.server.ts):
 * each link (Approve, Reject or Reply of one comment, made at one time) works once, claimed by
 * inserting its key, which only one request can do. Rows older than a link's life (30 days) are
 * deleted with the rejected comments.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("comment_links_used")
    .addColumn("link", "text", (c) => c.primaryKey())
    .addColumn("comment_id", "integer", (c) => c.notNull())
    .addColumn("used_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("comment_links_used_at")
    .on("comment_links_used")
    .column("used_at")
    .execute();
}
