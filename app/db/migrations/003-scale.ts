import { type Kysely, sql } from "kysely";
import type { Dialect } from "#app/db/database.ts";

/**
 * Indexes for the list queries and the title rule of search, found by the scale benchmark
 * (docs/performance.md): at 100,000 posts each of these pages scanned or sorted every post.
 * - Every list is ordered by (sort column desc, date desc, idx desc): an index per reader sort,
 *   so a page reads its rows in order and stops after `limit`.
 * - Post type (video and podcast archives, the podcast feed) and author (article, author page)
 *   filters get indexes that carry the same orders.
 * - Search's "every post whose title contains the term": a trigram index (SQLite FTS5 `trigram`,
 *   PostgreSQL `pg_trgm`) instead of a substring test on every title.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const order = ["date desc", "idx desc"];
  await db.schema.dropIndex("posts_author_date").execute();
  await db.schema.dropIndex("posts_viewd").execute();
  const indexes: [string, string[]][] = [
    ["posts_author_order", ["author_id", ...order]],
    ["posts_type_order", ["post_type", ...order]],
    ["posts_type_idx", ["post_type", "idx"]],
    ["posts_liked_order", ["like_count desc", ...order]],
    ["posts_commented_order", ["comment_count desc", ...order]],
    ["posts_viewed_order", ["viewd_count desc", ...order]],
  ];
  // The author page and the video archive sort a filtered list by any of the reader sorts.
  for (const [prefix, column] of [
    ["author", "author_id"],
    ["type", "post_type"],
  ]) {
    for (const [sort, sortColumn] of [
      ["liked", "like_count"],
      ["commented", "comment_count"],
      ["viewed", "viewd_count"],
    ]) {
      indexes.push([`posts_${prefix}_${sort}_order`, [column!, `${sortColumn} desc`, ...order]]);
    }
  }
  for (const [name, columns] of indexes) {
    await db.schema.createIndex(name).on("posts").columns(columns).execute();
  }

  if (dialect === "postgres") {
    // In `public`, so every schema (the tests run one per file) finds the operator class.
    await createExtensionOnce(db);
    await sql`create index posts_title_trigram on posts
      using gin (lower(title) public.gin_trgm_ops)`.execute(db);
    return;
  }
  await sql`create virtual table posts_title_trigram using fts5(
    title, content='posts', content_rowid='idx', tokenize='trigram'
  )`.execute(db);
  await sql`create trigger posts_title_trigram_insert after insert on posts begin
    insert into posts_title_trigram(rowid, title) values (new.idx, new.title);
  end`.execute(db);
  await sql`create trigger posts_title_trigram_delete after delete on posts begin
    insert into posts_title_trigram(posts_title_trigram, rowid, title)
      values ('delete', old.idx, old.title);
  end`.execute(db);
  await sql`create trigger posts_title_trigram_update after update of idx, title on posts begin
    insert into posts_title_trigram(posts_title_trigram, rowid, title)
      values ('delete', old.idx, old.title);
    insert into posts_title_trigram(rowid, title) values (new.idx, new.title);
  end`.execute(db);
  await sql`insert into posts_title_trigram(posts_title_trigram) values ('rebuild')`.execute(db);
}

/**
 * `create extension if not exists` still collides when two migrations (the tests run one schema
 * per file, in parallel) create it at once: the migration's transaction takes a lock first.
 */
async function createExtensionOnce(db: Kysely<unknown>): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('wanderlust: create extension pg_trgm'))`.execute(
    db,
  );
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);
}
