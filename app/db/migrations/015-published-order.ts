import type { Kysely } from "kysely";
import type { Dialect } from "#app/db/database.ts";

/**
 * The feeds and the sitemap list posts in the order they went live (issue 44: a backdated post
 * published today is the feeds' newest): `published_at`, ties by `idx`, as `posts_date` orders
 * by date. The index replaces migration 013's `posts_published_at` (its first column, read either
 * way, serves the newsletter's "since" too).
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createIndex("posts_published")
    .on("posts")
    .columns(["published_at desc", "idx desc"])
    .execute();
  await db.schema.dropIndex("posts_published_at").execute();
}
