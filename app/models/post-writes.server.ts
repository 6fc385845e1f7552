import { createHash } from "node:crypto";
import type { Insertable, Kysely } from "kysely";
import { db } from "#app/db/client.server.ts";
import type { DB, PostsTable } from "#app/db/schema.ts";
import type { Trip } from "#app/lib/trips.ts";
import { shownCommentCount } from "#app/models/comment-decisions.server.ts";
import { bumpContentVersion } from "#app/models/content-version.server.ts";
import { invalidateModelCaches } from "#app/models/memo.server.ts";
import { refreshTripSummary, writeTrip } from "#app/models/trips.server.ts";

/**
 * The importer's writes to posts (app/features/content/importer.server.ts): upsert by slug, delete
 * the gone.
 */

export type PostInput = Omit<
  PostsTable,
  "idx" | "like_count" | "bookmark_count" | "comment_count" | "viewd_count" | "content_hash"
> & {
  /** The post's trip facts, or null; replaced on every import (they are content). */
  trip: Trip | null;
  /** Starting counters: used only when the post is new, never over live values. */
  counters: {
    like_count: number;
    bookmark_count: number;
    comment_count: number;
    viewd_count: number;
  };
};

/** The hash of what an import writes of a post (not its counters, nor when it went live). */
export function contentHashOf(input: PostInput, taxonomyIds: number[]): string {
  const { counters: _counters, trip, published_at: _published, ...written } = input;
  return createHash("sha256")
    .update(JSON.stringify([written, taxonomyIds, trip]))
    .digest("base64url");
}

/** A post's id and the hash of its content as the last import wrote it. */
export interface KnownPost {
  id: string;
  content_hash: string | null;
}

/**
 * Every post's id and content hash by slug, in one query: an import's upserts then ask nothing
 * each (100 round trips for 100 posts on PostgreSQL, which a busy machine stretched past 2 s).
 */
export async function postsBySlug(k: Kysely<DB>): Promise<Map<string, KnownPost>> {
  const rows = await k.selectFrom("posts").select(["slug", "id", "content_hash"]).execute();
  return new Map(rows.map((row) => [row.slug, { id: row.id, content_hash: row.content_hash }]));
}

/**
 * Insert a post or update its content by slug, keeping the live counters, index and
 * `published_at` of an existing post; a post whose content, links and trip are what the last
 * import wrote (its `content_hash`) is left as it is. Replaces its taxonomy links. Returns "created" or "updated".
 */
export async function upsertPost(
  k: Kysely<DB>,
  input: PostInput,
  taxonomyIds: number[],
  /** The posts as the database has them (postsBySlug), read once for a whole import. */
  known?: Map<string, KnownPost>,
  /** contentHashOf(input, taxonomyIds) when the caller has it (~40 ms of work at 2 MB). */
  contentHash = contentHashOf(input, taxonomyIds),
): Promise<"created" | "updated"> {
  const { counters, trip, ...content } = input;
  const { published_at: _published, ...written } = content;
  const existing = known
    ? known.get(input.slug)
    : await k
        .selectFrom("posts")
        .select(["id", "content_hash"])
        .where("slug", "=", input.slug)
        .executeTakeFirst();
  // Nothing to write: an import after a one-file edit rewrites one post, not all of them.
  if (existing?.content_hash === contentHash) return "updated";
  let postId: string;
  if (existing) {
    // A post keeps the moment it first went live (the newsletter's "new"): an edit is not news.
    const { id: _id, slug: _slug, ...changes } = written;
    await k
      .updateTable("posts")
      .set({ ...changes, content_hash: contentHash })
      .where("id", "=", existing.id)
      .execute();
    postId = existing.id;
  } else {
    const max = await k
      .selectFrom("posts")
      .select((eb) => eb.fn.max("idx").as("m"))
      .executeTakeFirst();
    // A post back from a draft (its id is its slug's) counts the comments approved before.
    const comment_count = counters.comment_count + (await shownCommentCount(k, content.id));
    await k
      .insertInto("posts")
      .values({
        ...content,
        ...counters,
        comment_count,
        content_hash: contentHash,
        idx: Number(max?.m ?? 0) + 1,
      })
      .execute();
    postId = content.id;
  }
  await k.deleteFrom("post_taxonomies").where("post_id", "=", postId).execute();
  if (taxonomyIds.length > 0) {
    await k
      .insertInto("post_taxonomies")
      .values(
        taxonomyIds.map((taxonomy_id, sort_order) => ({
          post_id: postId,
          taxonomy_id,
          sort_order,
        })),
      )
      .execute();
  }
  await writeTrip(k, postId, trip);
  return existing ? "updated" : "created";
}

/**
 * Deletes the posts the importer made whose file is gone (slug not in `keep`), with their taxonomy
 * links, and returns how many. Posts it did not make stay: `isImported(id, slug)` tells (the
 * importer derives a post's id from its slug), and the benchmark seeder's posts (ids starting
 * `synthetic-`) are not even read.
 */
export async function deleteImportedPostsExcept(
  k: Kysely<DB>,
  keep: ReadonlySet<string>,
  isImported: (id: string, slug: string) => boolean,
): Promise<number> {
  const rows = await k
    .selectFrom("posts")
    .select(["id", "slug"])
    .where("id", "not like", `${SYNTHETIC_ID_PREFIX}%`)
    .execute();
  const stale = rows.filter((r) => !keep.has(r.slug) && isImported(r.id, r.slug)).map((r) => r.id);
  for (let i = 0; i < stale.length; i += 500) {
    const ids = stale.slice(i, i + 500);
    await k.deleteFrom("post_taxonomies").where("post_id", "in", ids).execute();
    await k.deleteFrom("post_trips").where("post_id", "in", ids).execute();
    await k.deleteFrom("posts").where("id", "in", ids).execute();
  }
  return stale.length;
}

/** Synthetic posts' ids start with this (never an imported post's: those are UUID-shaped). */
export const SYNTHETIC_ID_PREFIX = "synthetic-";

/**
 * What the scale benchmarks' synthetic posts are made of (bench/synthetic-posts.ts): the authors,
 * the taxonomies, the highest post index, and the imported posts' trips.
 */
export async function syntheticPostSources() {
  const k = await db();
  const [authors, taxonomies, max, trips] = await Promise.all([
    k.selectFrom("authors").select("id").execute(),
    k.selectFrom("taxonomies").select(["id", "kind"]).execute(),
    k
      .selectFrom("posts")
      .select((eb) => eb.fn.max("idx").as("m"))
      .executeTakeFirst(),
    k
      .selectFrom("post_trips")
      .selectAll()
      .where("post_id", "not like", `${SYNTHETIC_ID_PREFIX}%`)
      .orderBy("post_id")
      .execute(),
  ]);
  return { authors, taxonomies, maxIdx: Number(max?.m ?? 0), trips };
}

/** One batch of generated posts with their taxonomy links and trips. */
export interface PostRowBatch {
  posts: Insertable<DB["posts"]>[];
  links: Insertable<DB["post_taxonomies"]>[];
  trips: Insertable<DB["post_trips"]>[];
}

/**
 * Inserts generated posts (bench/synthetic-posts.ts) batch by batch inside one transaction, then
 * refreshes the trip summary and the content version, and drops the models' caches.
 */
export async function insertPostBatches(batches: Iterable<PostRowBatch>): Promise<void> {
  const k = await db();
  await k.transaction().execute(async (trx) => {
    for (const batch of batches) {
      await trx.insertInto("posts").values(batch.posts).execute();
      await trx.insertInto("post_taxonomies").values(batch.links).execute();
      if (batch.trips.length) await trx.insertInto("post_trips").values(batch.trips).execute();
    }
    await refreshTripSummary(trx);
    await bumpContentVersion(trx);
  });
  invalidateModelCaches();
}
