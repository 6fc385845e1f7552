import type { Kysely } from "kysely";
import { db } from "#app/db/client.server.ts";
import type { AuthorsTable, DB } from "#app/db/schema.ts";
import type { Author } from "#app/lib/types.ts";
import { memoised } from "#app/models/memo.server.ts";

type AuthorRow = Omit<AuthorsTable, "id"> & { id: number };

export async function listAuthors(): Promise<Author[]> {
  return [...(await authorMap(await db())).values()];
}

/** Case-insensitive lookup by first name (the last segment of /author/{firstName}). */
export async function findAuthorByFirstName(firstName: string): Promise<Author | undefined> {
  const wanted = firstName.toLowerCase();
  const authors = await authorMap(await db());
  return [...authors.values()].find((a) => a.firstName.toLowerCase() === wanted);
}

export async function findAuthorById(authorId: string): Promise<Author | undefined> {
  const map = await authorMap(await db());
  return [...map.values()].find((a) => a.authorId === authorId);
}

/** Every author by internal id, with post counts; used to hydrate post cards (cached: memo.server.ts). */
export function authorMap(k: Kysely<DB>): Promise<Map<number, Author>> {
  return memoised(k, "authors", () => loadAuthorMap(k));
}

async function loadAuthorMap(k: Kysely<DB>): Promise<Map<number, Author>> {
  const [rows, counts] = await Promise.all([
    k.selectFrom("authors").selectAll().orderBy("id").execute(),
    k
      .selectFrom("posts")
      .select(["author_id", (eb) => eb.fn.countAll<number>().as("n")])
      .groupBy("author_id")
      .execute(),
  ]);
  const countOf = new Map(counts.map((c) => [c.author_id, Number(c.n)]));
  return new Map(rows.map((row) => [row.id, toAuthor(row, countOf.get(row.id) ?? 0)]));
}

function toAuthor(row: AuthorRow, count: number): Author {
  return {
    id: row.id,
    authorId: row.author_id,
    firstName: row.first_name,
    lastName: row.last_name,
    displayName: row.display_name,
    email: row.email,
    gender: row.gender,
    avatar: row.avatar,
    bgImage: row.bg_image,
    count,
    href: row.href,
    desc: row.description,
    jobName: row.job_name,
  };
}

export type AuthorInput = Omit<AuthorsTable, "id">;

/** Insert or update by author_id; returns the internal id. */
export async function upsertAuthor(k: Kysely<DB>, input: AuthorInput): Promise<number> {
  const { author_id: _, ...changes } = input;
  const row = await k
    .insertInto("authors")
    .values(input)
    .onConflict((oc) => oc.column("author_id").doUpdateSet(changes))
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Every author as stored, by key: what an import compares authors.json with. */
export async function storedAuthors(
  k: Kysely<DB>,
): Promise<Map<string, AuthorInput & { id: number }>> {
  const rows = await k.selectFrom("authors").selectAll().execute();
  return new Map(rows.map((row) => [row.author_id, { ...row, id: Number(row.id) }]));
}

/**
 * Deletes the authors no longer in the content (author_id not in `keep`) that no post names any
 * more; returns how many.
 */
export async function deleteAuthorsExcept(k: Kysely<DB>, keep: readonly string[]): Promise<number> {
  let query = k
    .deleteFrom("authors")
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom("posts").select("posts.id").whereRef("posts.author_id", "=", "authors.id"),
        ),
      ),
    );
  if (keep.length > 0) query = query.where("author_id", "not in", [...keep]);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
