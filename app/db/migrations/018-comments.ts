import { type Kysely, sql } from "kysely";
import type { Dialect } from "#app/db/database.ts";

/**
 * Readers' questions and tips (issue 40; app/models/comments.server.ts).
 *
 * `comments` holds every comment, pending, approved or rejected, and the owners' replies
 * (`parent_id` the comment answered, `author_id` the replying author's `authors.id`, approved at
 * once). `post_id` is the post's stable id (postIdFor(slug)), with no foreign key: a post that
 * goes back to draft or is re-imported keeps its comments. A reply goes with the comment it answers
 * (cascade). `notify` is 0 or 1 (SQLite has no boolean; both dialects store an integer).
 * `text_hash` is a hash of the normalised text, for the "same text twice" rule. The owners'
 * moderation mail is queued and retried with the columns and loop of the contact mail
 * (migration 004); `created_at` is shared with them.
 *
 * Only approved comments and replies count, in `posts.comment_count` (the imported starting figure
 * plus them), changed in the same transaction as the status.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const serial = dialect === "postgres" ? "serial" : "integer";
  await db.schema
    .createTable("comments")
    .addColumn("id", serial, (c) => c.primaryKey())
    .addColumn("post_id", "text", (c) => c.notNull())
    .addColumn("parent_id", "integer", (c) => c.references("comments.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text")
    .addColumn("notify", "integer", (c) => c.notNull().defaultTo(0).check(sql`notify in (0, 1)`))
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("pending").check(sql`status in ('pending', 'approved', 'rejected')`),
    )
    .addColumn("author_id", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("decided_at", "text")
    .addColumn("text_hash", "text", (c) => c.notNull())
    .addColumn("mailed_at", "text")
    .addColumn("mail_error", "text")
    .addColumn("mail_attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_mail_at", "text")
    .execute();
  const indexes: [string, string[]][] = [
    // A post's approved comments, oldest first (ids grow with time), and their replies.
    ["comments_post_status", ["post_id", "status", "id"]],
    ["comments_parent", ["parent_id", "status", "id"]],
    // The owners' pending list; rejected ones past their retention.
    ["comments_status_created", ["status", "created_at"]],
    // A reader's comments erased on request.
    ["comments_email", ["email"]],
    // The same text twice on a post; a post's comments in the last minutes (its budget).
    ["comments_text_hash", ["text_hash", "post_id"]],
    ["comments_post_created", ["post_id", "created_at"]],
    ["comments_next_mail", ["next_mail_at"]],
  ];
  for (const [name, columns] of indexes) {
    await db.schema.createIndex(name).on("comments").columns(columns).execute();
  }
}
