import { db } from "#app/db/client.server.ts";
import type { DigestPost } from "#app/lib/types.ts";

/**
 * The newsletter digest's records (migration 008; app/features/newsletter/newsletter-digest.server.ts):
 * digests (their posts). Their deliveries, one per subscriber, claimed before the mail goes out
 * and marked sent after: app/models/newsletter-deliveries.server.ts.
 */

export interface Digest {
  id: number;
  created_at: string;
  postIds: string[];
  newest_date: string;
  runner: string | null;
  /** When the run sending it last renewed its lease. */
  runner_seen_at: string | null;
}

function toDigest(row: {
  id: number;
  created_at: string;
  post_ids: string;
  newest_date: string;
  runner: string | null;
  runner_seen_at: string | null;
}): Digest {
  const { post_ids, ...rest } = row;
  return { ...rest, id: Number(row.id), postIds: JSON.parse(post_ids) as string[] };
}

/** The digest a run left unfinished (the oldest, if ever several). */
export async function unfinishedDigest(): Promise<Digest | undefined> {
  const k = await db();
  const row = await k
    .selectFrom("newsletter_digests")
    .select(["id", "created_at", "post_ids", "newest_date", "runner", "runner_seen_at"])
    .where("finished_at", "is", null)
    .orderBy("id")
    .executeTakeFirst();
  return row && toDigest(row);
}

/** The latest digest made. */
export async function latestDigest(): Promise<Digest | undefined> {
  const k = await db();
  const row = await k
    .selectFrom("newsletter_digests")
    .select(["id", "created_at", "post_ids", "newest_date", "runner", "runner_seen_at"])
    .orderBy("id", "desc")
    .executeTakeFirst();
  return row && toDigest(row);
}

export interface DigestCandidate extends DigestPost {
  id: string;
  /** When it went live (ISO 8601): a post is new from then, not from its date. */
  publishedAt: string;
}

const POST_COLUMNS = [
  "posts.id",
  "posts.title",
  "posts.description",
  "posts.href",
  "posts.date",
  "posts.featured_image",
  "posts.published_at",
  "authors.display_name",
] as const;

type PostRow = {
  id: string;
  title: string;
  description: string;
  href: string;
  date: string;
  featured_image: string;
  published_at: string;
  display_name: string | null;
};

function toCandidate(row: PostRow): DigestCandidate {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    href: row.href,
    date: row.date,
    featuredImage: row.featured_image,
    publishedAt: row.published_at,
    author: row.display_name ?? undefined,
  };
}

/**
 * The posts that went live since a digest (at or after the newest `published_at` of its posts,
 * and not in it), whatever their dates (a post scheduled with `publishAt` is new when it goes
 * live), newest first; with no digest before, the latest ones. At most `limit`. Digests made
 * before migration 013 hold their newest post's date, which compares as its day's first moment.
 */
export async function postsSince(
  previous: Pick<Digest, "newest_date" | "postIds"> | undefined,
  limit: number,
): Promise<DigestCandidate[]> {
  const k = await db();
  let query = k
    .selectFrom("posts")
    .leftJoin("authors", "authors.id", "posts.author_id")
    .select(POST_COLUMNS);
  if (previous) {
    query = query.where("posts.published_at", ">=", previous.newest_date);
    if (previous.postIds.length > 0) query = query.where("posts.id", "not in", previous.postIds);
  }
  const rows = await query
    .orderBy("posts.published_at", "desc")
    .orderBy("posts.date", "desc")
    .orderBy("posts.idx", "desc")
    .limit(limit)
    .execute();
  return rows.map(toCandidate);
}

/** A digest's posts, in its order (a post deleted since is left out). */
export async function digestPosts(digest: Digest): Promise<DigestCandidate[]> {
  if (digest.postIds.length === 0) return [];
  const k = await db();
  const rows = await k
    .selectFrom("posts")
    .leftJoin("authors", "authors.id", "posts.author_id")
    .select(POST_COLUMNS)
    .where("posts.id", "in", digest.postIds)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, toCandidate(r)]));
  return digest.postIds.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Makes a digest of these posts with a pending delivery for every current subscriber, in one
 * transaction. Returns its id and the number of deliveries.
 */
export async function createDigest(
  posts: readonly DigestCandidate[],
  runner: string,
): Promise<{ id: number; recipients: number }> {
  const k = await db();
  return k.transaction().execute(async (tx) => {
    const newest =
      posts
        .map((p) => p.publishedAt)
        .sort()
        .at(-1) ?? "";
    const digest = await tx
      .insertInto("newsletter_digests")
      .values({
        created_at: new Date().toISOString(),
        post_ids: JSON.stringify(posts.map((p) => p.id)),
        newest_date: newest,
        runner,
        runner_seen_at: new Date().toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const id = Number(digest.id);
    const result = await tx
      .insertInto("newsletter_deliveries")
      .columns(["digest_id", "subscription_id"])
      .expression((eb) =>
        eb
          .selectFrom("subscriptions")
          .select((s) => [s.val(id).as("digest_id"), "subscriptions.id"])
          .where("subscriptions.unsubscribed_at", "is", null),
      )
      .executeTakeFirst();
    return { id, recipients: Number(result.numInsertedOrUpdatedRows ?? 0) };
  });
}

/**
 * Takes an unfinished digest for `runner` (docs/newsletter.md#resuming), in one statement so two
 * runs cannot both get it: when no run holds it, `runner` holds it already, its holder's lease was
 * last renewed before `staleBefore`, or its holder is `gone` (a process of this machine that no
 * longer exists, as the caller found). Returns whether `runner` holds it now.
 */
export async function takeDigest(
  id: number,
  runner: string,
  staleBefore: Date,
  gone?: string,
): Promise<boolean> {
  const k = await db();
  const result = await k
    .updateTable("newsletter_digests")
    .set({ runner, runner_seen_at: new Date().toISOString() })
    .where("id", "=", id)
    .where("finished_at", "is", null)
    .where((eb) =>
      eb.or([
        eb("runner", "is", null),
        eb("runner", "=", runner),
        eb("runner_seen_at", "is", null),
        eb("runner_seen_at", "<", staleBefore.toISOString()),
        ...(gone ? [eb("runner", "=", gone)] : []),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Renews `runner`'s lease on the digest; false if another run has taken it over meanwhile. */
export async function renewDigest(id: number, runner: string): Promise<boolean> {
  const k = await db();
  const result = await k
    .updateTable("newsletter_digests")
    .set({ runner_seen_at: new Date().toISOString() })
    .where("id", "=", id)
    .where("runner", "=", runner)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives the digest up (a run that stops): the next run takes it at once. */
export async function releaseDigest(id: number, runner: string): Promise<void> {
  const k = await db();
  await k
    .updateTable("newsletter_digests")
    .set({ runner: null, runner_seen_at: null })
    .where("id", "=", id)
    .where("runner", "=", runner)
    .execute();
}

export async function finishDigest(id: number): Promise<void> {
  const k = await db();
  await k
    .updateTable("newsletter_digests")
    .set({ finished_at: new Date().toISOString(), runner: null, runner_seen_at: null })
    .where("id", "=", id)
    .execute();
}
