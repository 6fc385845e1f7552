import type { Kysely, Selectable } from "kysely";
import { db } from "#app/db/client.server.ts";
import type { DB, PendingPostsTable } from "#app/db/schema.ts";
import type { Post } from "#app/lib/types.ts";
import { bumpContentVersion } from "#app/models/content-version.server.ts";
import { invalidateModelCaches } from "#app/models/memo.server.ts";
import { bodyOf, cardOfInput } from "#app/models/post-cards.server.ts";
import { type PostInput, upsertPost } from "#app/models/post-writes.server.ts";
import { refreshTripSummary } from "#app/models/trips.server.ts";

/**
 * Drafts and scheduled posts (migration 013): kept apart from `posts` until they go live, so no
 * public query can show them; a scheduled post moves into `posts` at its time.
 */

export type PendingPost = Selectable<PendingPostsTable>;

/** What the importer keeps of a draft or a scheduled post. */
export interface NewPendingPost {
  slug: string;
  state: "draft" | "scheduled";
  liveAt: Date | null;
  previewToken: string;
  file: string;
  input: PostInput;
  taxonomyIds: number[];
}

/**
 * The importer's drafts and scheduled posts, in place of the last import's (in its transaction);
 * those of the slugs in `keep` (files the import left as they were) stay as they are.
 */
export async function replacePendingPosts(
  k: Kysely<DB>,
  posts: NewPendingPost[],
  keep: ReadonlySet<string> = new Set(),
): Promise<void> {
  let stale = k.deleteFrom("pending_posts");
  if (keep.size > 0) stale = stale.where("slug", "not in", [...keep]);
  await stale.execute();
  for (const post of posts) {
    await k
      .insertInto("pending_posts")
      .values({
        slug: post.slug,
        state: post.state,
        live_at: post.liveAt?.toISOString() ?? null,
        preview_token: post.previewToken,
        file: post.file,
        input: JSON.stringify(post.input),
        taxonomy_ids: JSON.stringify(post.taxonomyIds),
      })
      .execute();
  }
}

/** Every draft and scheduled post: scheduled first, soonest first, then drafts by file. */
export async function listPendingPosts(k?: Kysely<DB>): Promise<PendingPost[]> {
  const rows = await (k ?? (await db())).selectFrom("pending_posts").selectAll().execute();
  const key = (post: PendingPost) => `${post.live_at ?? "draft"} ${post.file}`;
  // ISO times (digits) sort before "draft", in code-point order.
  return rows.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/** When the next scheduled post goes live, if any is scheduled. */
export async function nextGoLive(): Promise<Date | undefined> {
  const k = await db();
  const row = await k
    .selectFrom("pending_posts")
    .select((eb) => eb.fn.min("live_at").as("next"))
    .where("state", "=", "scheduled")
    .executeTakeFirst();
  return row?.next ? new Date(row.next) : undefined;
}

/**
 * Moves the scheduled posts whose time has come into `posts` (with `published_at` their time),
 * in one transaction that also recounts the trips and bumps the content version, so every
 * process serving drops what it rendered before (server/lifecycle.ts). Any number of processes
 * may call it at once: each post is claimed by deleting its pending row, which only one can do.
 * Returns the slugs published here.
 */
export async function publishDuePosts(now = new Date()): Promise<string[]> {
  const k = await db();
  const published = await k.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom("pending_posts")
      .selectAll()
      .where("state", "=", "scheduled")
      .where("live_at", "<=", now.toISOString())
      .orderBy("live_at")
      .execute();
    const slugs: string[] = [];
    for (const post of due) {
      const claimed = await trx
        .deleteFrom("pending_posts")
        .where("slug", "=", post.slug)
        .where("state", "=", "scheduled")
        .executeTakeFirst();
      if (Number(claimed.numDeletedRows) !== 1) continue;
      const input = JSON.parse(post.input) as PostInput;
      await upsertPost(
        trx,
        { ...input, published_at: post.live_at! },
        JSON.parse(post.taxonomy_ids) as number[],
      );
      slugs.push(post.slug);
    }
    if (slugs.length > 0) {
      await refreshTripSummary(trx);
      await bumpContentVersion(trx);
    }
    return slugs;
  });
  if (published.length > 0) invalidateModelCaches();
  return published;
}

/** The post a preview link shows, as its page will show it once live; undefined for no such link. */
export async function previewPost(
  token: string,
): Promise<{ post: Post; pending: PendingPost } | undefined> {
  // A preview token is 43 base64url characters (app/features/content/preview-token.server.ts).
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const k = await db();
  const pending = await k
    .selectFrom("pending_posts")
    .selectAll()
    .where("preview_token", "=", token)
    .executeTakeFirst();
  if (!pending) return undefined;
  const input = JSON.parse(pending.input) as PostInput;
  const card = await cardOfInput(k, input, JSON.parse(pending.taxonomy_ids) as number[]);
  return {
    pending,
    post: { ...card, ...bodyOf(input) },
  };
}
