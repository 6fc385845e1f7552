import { type Kysely, sql } from "kysely";
import type { Dialect } from "#app/db/database.ts";
import { POSTS_TSVECTOR } from "#app/db/posts-tsvector.ts";

/**
 * Full-text search over posts' title, description and body (posts.search_text, the importer's
 * plain text of title + description + body), behind app/models/search.server.ts:
 * - SQLite: an FTS5 table over the posts table (external content, keyed by posts.idx, which is
 *   stable where SQLite's implicit rowid is not), kept in sync by triggers on insert, update of
 *   the indexed columns, and delete.
 * - PostgreSQL: a GIN index on the weighted tsvector expression POSTS_TSVECTOR (title A,
 *   description B, body D), which PostgreSQL keeps in sync by itself.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === "postgres") {
    await sql`create index posts_search on posts using gin ((${sql.raw(POSTS_TSVECTOR)}))`.execute(
      db,
    );
    return;
  }
  await sql`create virtual table posts_fts using fts5(
    title, description, search_text,
    content='posts', content_rowid='idx',
    tokenize='porter unicode61 remove_diacritics 2'
  )`.execute(db);
  await sql`create trigger posts_fts_insert after insert on posts begin
    insert into posts_fts(rowid, title, description, search_text)
      values (new.idx, new.title, new.description, new.search_text);
  end`.execute(db);
  await sql`create trigger posts_fts_delete after delete on posts begin
    insert into posts_fts(posts_fts, rowid, title, description, search_text)
      values ('delete', old.idx, old.title, old.description, old.search_text);
  end`.execute(db);
  // Only changes to the indexed text (or the key) touch the index: view counts do not.
  await sql`create trigger posts_fts_update after update of idx, title, description, search_text
    on posts begin
    insert into posts_fts(posts_fts, rowid, title, description, search_text)
      values ('delete', old.idx, old.title, old.description, old.search_text);
    insert into posts_fts(rowid, title, description, search_text)
      values (new.idx, new.title, new.description, new.search_text);
  end`.execute(db);
  await sql`insert into posts_fts(posts_fts) values ('rebuild')`.execute(db);
}
