import type { Kysely } from "kysely";
import { db } from "#app/db/client.server.ts";
import type { DB, PostsTable } from "#app/db/schema.ts";
import { chunk } from "#app/lib/chunk.ts";
import type { ListSort, Section, SortKey } from "#app/lib/enums.ts";
import type { TripFilters } from "#app/lib/trips.ts";
import type { Post, PostCard } from "#app/lib/types.ts";
import { KeyedMemo, memoised } from "#app/models/memo.server.ts";
import { bodyOf, CARD_COLUMNS, hydrateCards } from "#app/models/post-cards.server.ts";
import { countTrips, whereTrip } from "#app/models/trips.server.ts";

/**
 * What a post list keeps: every field set narrows it (AND). To add a filter, add a field here and
 * its condition in `filtered`: the list, its count and every page loader then take it.
 */
export interface PostFilter {
  section?: Section;
  taxonomyId?: number;
  /** Public author id. */
  authorId?: string;
  postType?: PostCard["postType"];
  /** Posts with a trip passing these filters (the trip finder); `{}`: every post with a trip. */
  trip?: TripFilters;
}

/** The column each reader sort orders by, most first (ties: newest first), here and in search. */
export const SORT_COLUMNS = {
  appreciated: "like_count",
  discussed: "comment_count",
  viewed: "viewd_count",
} as const satisfies Record<Exclude<SortKey, "recent">, keyof PostsTable>;

export interface PostListQuery {
  filter?: PostFilter;
  /** Newest first unless told. */
  sort?: ListSort;
  /** Posts at the most; absent or null: every post. */
  limit?: number | null;
  offset?: number;
}

/**
 * The one post list query (home, archives, author, feeds, API): the posts matching a filter,
 * sorted, paged in SQL so a page costs the same at 100 or 100,000 posts.
 */
export async function listPosts(options: PostListQuery = {}): Promise<PostCard[]> {
  const k = await db();
  const { filter = {}, sort = "recent", limit = null, offset = 0 } = options;
  const whole = limit === null;
  const tripsFirst =
    whole || (filter.trip !== undefined && (await fewTrips(filter.trip, offset + limit)));
  let query = filtered(k, filter, whole, tripsFirst).select(
    CARD_COLUMNS.map((c) => `posts.${c}` as const),
  );
  // Each order is an index's order (migration 003). Naming `date` twice (recent) would make
  // SQLite sort every matching post instead of reading the index.
  if (sort === "curated") query = query.orderBy("posts.idx", "asc");
  else if (sort === "published") {
    // A backdated post that went live today is the feeds' newest (migration 015's index).
    query = query.orderBy("posts.published_at", "desc").orderBy("posts.idx", "desc");
  } else {
    if (sort !== "recent") query = query.orderBy(`posts.${SORT_COLUMNS[sort]}`, "desc");
    query = query.orderBy("posts.date", "desc").orderBy("posts.idx", "desc");
  }
  if (limit !== null) query = query.limit(limit).offset(offset);
  return hydrateCards(k, await query.execute());
}

/**
 * Whether a page of trip-filtered posts is cheaper read from the matching trips (`in`) than by
 * walking the posts in order until the page is full (`exists`): the walk passes about
 * wanted × posts ÷ matches posts (~10 µs each in SQLite), the read every match (~20 µs each). At
 * 100,000 posts the walk took ~1 s for a filter matching no trip (the `in` form: 0.1 ms), and
 * 0.7 ms for one matching 5,700 (`in`: 100 ms). The count comes from trip_summary (a few rows).
 */
async function fewTrips(trip: TripFilters, wanted: number): Promise<boolean> {
  const [matches, posts] = await Promise.all([countTrips(trip), countPosts()]);
  return 2 * matches * matches < wanted * posts;
}

/** How many posts match a filter. Totals change only with content: counted once a minute. */
export async function countPosts(filter: PostFilter = {}): Promise<number> {
  const k = await db();
  return memoised(k, `count:${JSON.stringify(filter)}`, async () => {
    const count = await filtered(k, filter)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(count.n);
  });
}

/**
 * The posts table narrowed to a filter's posts: one condition per filter field. `whole`: every
 * match is read (no limit), so the taxonomy's links drive (`in`: its index, then posts by id)
 * instead of walking the date index past every post (`exists`, best when a page stops early):
 * ~30 vs ~240 ms of SQLite for a 10,000-post category at 100,000 posts (the API's whole list).
 * `tripsFirst`: the same choice for the trip filter (`fewTrips`), also for a page.
 */
function filtered(k: Kysely<DB>, filter: PostFilter, whole = false, tripsFirst = whole) {
  let query = k.selectFrom("posts");
  if (filter.section) query = query.where("posts.section", "=", filter.section);
  if (filter.postType) query = query.where("posts.post_type", "=", filter.postType);
  const { taxonomyId, authorId } = filter;
  if (taxonomyId !== undefined && whole) {
    query = query.where("posts.id", "in", (eb) =>
      eb
        .selectFrom("post_taxonomies")
        .select("post_taxonomies.post_id")
        .where("post_taxonomies.taxonomy_id", "=", taxonomyId),
    );
  } else if (taxonomyId !== undefined) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom("post_taxonomies")
          .select("post_taxonomies.post_id")
          .whereRef("post_taxonomies.post_id", "=", "posts.id")
          .where("post_taxonomies.taxonomy_id", "=", taxonomyId),
      ),
    );
  }
  if (filter.trip && tripsFirst) {
    const trip = filter.trip;
    query = query.where("posts.id", "in", (eb) =>
      eb
        .selectFrom("post_trips")
        .select("post_trips.post_id")
        .where((w) => whereTrip(w, trip)),
    );
  } else if (filter.trip) {
    const trip = filter.trip;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom("post_trips")
          .select("post_trips.post_id")
          .whereRef("post_trips.post_id", "=", "posts.id")
          .where((w) => whereTrip(w, trip)),
      ),
    );
  }
  if (authorId !== undefined) {
    // `=` a scalar subquery, not `in`: SQLite then reads the author's index in order.
    query = query.where("posts.author_id", "=", (eb) =>
      eb.selectFrom("authors").select("authors.id").where("authors.author_id", "=", authorId),
    );
  }
  return query;
}

/**
 * The post a page path shows: the post whose href is the path, else the post whose slug is the
 * path's last segment (so /single/{slug}, /single-2/{slug}... find any post).
 */
export async function findPostByPathname(pathname: string): Promise<Post | undefined> {
  const k = await db();
  const path = normalisePath(pathname);
  const byHref = await k
    .selectFrom("posts")
    .selectAll()
    .where("href", "=", path)
    .executeTakeFirst();
  const slug = path.split("/").filter(Boolean).pop();
  const row =
    byHref ??
    (slug
      ? await k.selectFrom("posts").selectAll().where("slug", "=", slug).executeTakeFirst()
      : undefined);
  if (!row) return undefined;
  const [card] = await hydrateCards(k, [row]);
  return { ...card!, ...bodyOf(row) };
}

/** What a feed item has of a post beyond its card: the whole article, and when it went live. */
export type FeedBody = Pick<Post, "introParagraphs" | "contentPairs" | "conclusion"> & {
  /** When the post went live (`published_at`, ISO 8601): the item's date in every feed. */
  publishedAt: string;
};

/**
 * Whether a live post has this href, or this slug: the page-view beacon asks it for every view of
 * an article (app/features/analytics/public-pages.server.ts), so each answer is kept (10,000 of
 * them, renewed with the content: memo.server.ts), and a miss is one look-up by a unique index.
 */
export async function livePostExists(key: { href: string } | { slug: string }): Promise<boolean> {
  const k = await db();
  const column = "href" in key ? "href" : "slug";
  const value = "href" in key ? key.href : key.slug;
  const found = await LIVE_POSTS.get(k, [`${column}:${value}`], async () => {
    const row = await k
      .selectFrom("posts")
      .select("id")
      .where(column, "=", value)
      .limit(1)
      .executeTakeFirst();
    return new Map([[`${column}:${value}`, row !== undefined]]);
  });
  return found.get(`${column}:${value}`) === true;
}

const LIVE_POSTS = new KeyedMemo<boolean>(10_000);

/** The feeds' whole articles and their times (FeedBody), by id; unknown ids are left out. */
export async function listPostBodies(ids: string[]): Promise<Map<string, FeedBody>> {
  const bodies = new Map<string, FeedBody>();
  if (ids.length === 0) return bodies;
  const k = await db();
  const rows = await Promise.all(
    chunk(ids, 500).map((part) =>
      k
        .selectFrom("posts")
        .select(["id", "intro_paragraphs", "content_pairs", "conclusion", "published_at"])
        .where("id", "in", part)
        .execute(),
    ),
  );
  for (const row of rows.flat()) {
    bodies.set(row.id, { ...bodyOf(row), publishedAt: row.published_at });
  }
  return bodies;
}

function normalisePath(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? "";
  const trimmed = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return trimmed.startsWith("/") ? trimmed : `/${trimmed}`;
}

/** Atomically adds one view; returns the new count, or undefined for an unknown id/index pair. */
export async function increasePostViewedCount(
  id: string,
  index: number,
): Promise<number | undefined> {
  const k = await db();
  const row = await k
    .updateTable("posts")
    .set((eb) => ({ viewd_count: eb("viewd_count", "+", 1) }))
    .where("id", "=", id)
    .where("idx", "=", index)
    .returning("viewd_count")
    .executeTakeFirst();
  return row ? Number(row.viewd_count) : undefined;
}

/** A post's view count, without counting a view; undefined for no such post. */
export async function postViewedCount(id: string, index: number): Promise<number | undefined> {
  const k = await db();
  const row = await k
    .selectFrom("posts")
    .select("viewd_count")
    .where("id", "=", id)
    .where("idx", "=", index)
    .executeTakeFirst();
  return row ? Number(row.viewd_count) : undefined;
}

/**
 * Posts' paths and when each went live (`published_at`, ISO 8601), `limit` of them from
 * `offset`, in the order they went live (the sitemaps: a new post, a backdated one too, goes at
 * the end, so the earlier sitemaps stay as they were): two columns, no hydration.
 */
export async function listPostLinks(
  offset: number,
  limit: number,
): Promise<{ href: string; publishedAt: string }[]> {
  if (limit <= 0) return [];
  const k = await db();
  return k
    .selectFrom("posts")
    .select(["href", "published_at as publishedAt"])
    .orderBy("published_at", "asc")
    .orderBy("idx", "asc")
    .limit(limit)
    .offset(offset)
    .execute();
}

/**
 * When the post at each offset of `listPostLinks`'s order went live: the newest post of a sitemap
 * that ends there. Undefined past the last post.
 */
export async function postTimesAt(offsets: number[]): Promise<(string | undefined)[]> {
  const k = await db();
  return Promise.all(
    offsets.map(async (offset) => {
      const row = await k
        .selectFrom("posts")
        .select("published_at")
        .orderBy("published_at", "asc")
        .orderBy("idx", "asc")
        .limit(1)
        .offset(offset)
        .executeTakeFirst();
      return row?.published_at;
    }),
  );
}
