import { type Kysely, sql } from "kysely";
import type { Dialect } from "#app/db/database.ts";

/**
 * Drafts and scheduled posts (issue 26; docs/writing-posts.md#drafts-and-scheduled-posts).
 *
 * `posts.published_at`: when the post went live (ISO 8601); the newsletter's "new posts" are
 * those that went live since the last digest, whatever their date. Posts already public went live
 * at 00:00 UTC of their date. `posts.content_hash`: a hash of what the importer wrote for the post
 * (its content, taxonomy links and trip), so that an import leaves an unchanged post alone (a
 * saved change imports within 2 s: app/models/post-writes.server.ts).
 *
 * `pending_posts`: drafts and scheduled posts, apart from `posts` so that no public query (lists,
 * counts, search, trips, feeds, sitemap, the API) can show them: a scheduled post moves into
 * `posts` at `live_at` (app/models/pending-posts.server.ts). `input` is what the importer would
 * write for it (JSON), `preview_token` its private preview link's token.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable("posts")
    .addColumn("published_at", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await sql`update posts set published_at = date || 'T00:00:00.000Z'`.execute(db);
  await db.schema
    .alterTable("posts")
    .addColumn("content_hash", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema.createIndex("posts_published_at").on("posts").column("published_at").execute();
  await db.schema
    .createTable("pending_posts")
    .addColumn("slug", "text", (c) => c.primaryKey())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("live_at", "text")
    .addColumn("preview_token", "text", (c) => c.notNull().unique())
    .addColumn("file", "text", (c) => c.notNull())
    .addColumn("input", "text", (c) => c.notNull())
    .addColumn("taxonomy_ids", "text", (c) => c.notNull())
    .execute();
}
