import { type Kysely, sql } from "kysely";
import type { Dialect } from "#app/db/database.ts";

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const serial = dialect === "postgres" ? "serial" : "integer";

  await db.schema
    .createTable("authors")
    .addColumn("id", serial, (c) => c.primaryKey())
    .addColumn("author_id", "text", (c) => c.notNull().unique())
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("display_name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("gender", "text", (c) => c.notNull())
    .addColumn("avatar", "text", (c) => c.notNull())
    .addColumn("bg_image", "text", (c) => c.notNull())
    .addColumn("href", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("job_name", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("authors_first_name_lower")
    .on("authors")
    .expression(sqlLower("first_name"))
    .unique()
    .execute();

  await db.schema
    .createTable("taxonomies")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull().check(sqlIn("kind", ["category", "tag"])))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("href", "text", (c) => c.notNull())
    .addColumn("thumbnail", "text", (c) => c.notNull())
    .addColumn("color", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("posts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("idx", "integer", (c) => c.notNull().unique())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("href", "text", (c) => c.notNull().unique())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("featured_image", "text", (c) => c.notNull())
    .addColumn("reading_time", "integer", (c) => c.notNull().defaultTo(3))
    .addColumn("post_type", "text", (c) =>
      c.notNull().check(sqlIn("post_type", ["standard", "gallery", "video", "audio"])),
    )
    .addColumn("section", "text", (c) => c.notNull().check(sqlIn("section", ["blog", "hotels"])))
    .addColumn("author_id", "integer", (c) => c.notNull().references("authors.id"))
    .addColumn("like_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("bookmark_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("comment_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("viewd_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("gallery_imgs", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("video_url", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("video_thumbnail", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("audio_url", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("intro_paragraphs", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("content_pairs", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("conclusion", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("search_text", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .createIndex("posts_date")
    .on("posts")
    .columns(["date desc", "idx desc"])
    .execute();
  await db.schema
    .createIndex("posts_section_date")
    .on("posts")
    .columns(["section", "date desc", "idx desc"])
    .execute();
  await db.schema
    .createIndex("posts_author_date")
    .on("posts")
    .columns(["author_id", "date desc"])
    .execute();
  await db.schema.createIndex("posts_viewd").on("posts").columns(["viewd_count desc"]).execute();

  await db.schema
    .createTable("post_taxonomies")
    .addColumn("post_id", "text", (c) => c.notNull().references("posts.id").onDelete("cascade"))
    .addColumn("taxonomy_id", "integer", (c) => c.notNull().references("taxonomies.id"))
    .addColumn("sort_order", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("post_taxonomies_pk", ["post_id", "taxonomy_id"])
    .execute();
  await db.schema
    .createIndex("post_taxonomies_taxonomy")
    .on("post_taxonomies")
    .columns(["taxonomy_id", "post_id"])
    .execute();

  await db.schema
    .createTable("subscriptions")
    .addColumn("id", serial, (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("contact_messages")
    .addColumn("id", serial, (c) => c.primaryKey())
    .addColumn("from_name", "text", (c) => c.notNull())
    .addColumn("reply_to", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("mailed_at", "text")
    .addColumn("mail_error", "text")
    .execute();
}

function sqlLower(column: string) {
  return sql`lower(${sql.ref(column)})`;
}

function sqlIn(column: string, values: string[]) {
  return sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;
}
