import type { Kysely, Selectable } from "kysely";
import { db } from "#app/db/client.server.ts";
import type { DB, PostsTable } from "#app/db/schema.ts";
import type { SortKey } from "#app/lib/paging.ts";
import type { Author, ContentPair, Post, PostCard, Section, Taxonomy } from "#app/lib/types.ts";
import { authorMap } from "./authors.server.ts";
import { invalidateModelCaches, memoised } from "./memo.server.ts";
import { taxonomyMap } from "./taxonomies.server.ts";

/** The columns a card needs: everything but the body. */
export const CARD_COLUMNS = [
  "id",
  "idx",
  "slug",
  "href",
  "title",
  "description",
  "date",
  "featured_image",
  "reading_time",
  "post_type",
  "section",
  "author_id",
  "like_count",
  "bookmark_count",
  "comment_count",
  "viewd_count",
  "gallery_imgs",
  "video_url",
  "video_thumbnail",
  "audio_url",
  "media_duration",
] as const;

export type CardRow = Pick<Selectable<PostsTable>, (typeof CARD_COLUMNS)[number]>;

/** All posts (or one section's), newest first. */
export async function listPosts(options: { section?: Section } = {}): Promise<PostCard[]> {
  const k = await db();
  let query = k.selectFrom("posts").select(CARD_COLUMNS);
  if (options.section) query = query.where("section", "=", options.section);
  const rows = await query.orderBy("date", "desc").orderBy("idx", "desc").execute();
  return hydrateCards(k, rows);
}

export interface PostFilter {
  section?: Section;
  taxonomyId?: number;
  /** Public author id. */
  authorId?: string;
  postType?: PostCard["postType"];
}

const SORT_COLUMNS = {
  appreciated: "like_count",
  discussed: "comment_count",
  viewed: "viewd_count",
} as const;

/** The four reader sorts, plus the video archive's 'Curated by Admin': publishing order. */
export type ListSort = SortKey | "curated";

/**
 * One page of posts matching a filter, sorted, with the total count: the list query of the home,
 * archive and author pages, paged in SQL so a page costs the same at 100 or 100,000 posts.
 * `limit: null` returns every post ('Show me more').
 */
export async function listPostsPage(options: {
  filter?: PostFilter;
  sort?: ListSort;
  limit: number | null;
  offset?: number;
}): Promise<{ total: number; posts: PostCard[] }> {
  const k = await db();
  const { filter = {}, sort = "recent" } = options;
  let base = k.selectFrom("posts");
  if (filter.section) base = base.where("posts.section", "=", filter.section);
  if (filter.postType) base = base.where("posts.post_type", "=", filter.postType);
  if (filter.taxonomyId !== undefined) {
    const taxonomyId = filter.taxonomyId;
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom("post_taxonomies")
          .select("post_taxonomies.post_id")
          .whereRef("post_taxonomies.post_id", "=", "posts.id")
          .where("post_taxonomies.taxonomy_id", "=", taxonomyId),
      ),
    );
  }
  if (filter.authorId !== undefined) {
    const authorId = filter.authorId;
    // `=` a scalar subquery, not `in`: SQLite then reads the author's index in order.
    base = base.where("posts.author_id", "=", (eb) =>
      eb.selectFrom("authors").select("authors.id").where("authors.author_id", "=", authorId),
    );
  }
  let query = base.select(CARD_COLUMNS.map((c) => `posts.${c}` as const));
  // Each order is an index's order (migration 003). Naming `date` twice (recent) would make
  // SQLite sort every matching post instead of reading the index.
  if (sort === "curated") query = query.orderBy("posts.idx", "asc");
  else {
    if (sort !== "recent") query = query.orderBy(`posts.${SORT_COLUMNS[sort]}`, "desc");
    query = query.orderBy("posts.date", "desc").orderBy("posts.idx", "desc");
  }
  if (options.limit !== null) query = query.limit(options.limit).offset(options.offset ?? 0);
  const [rows, total] = await Promise.all([
    query.execute(),
    // Totals change only with content: counted once a minute, not on every page.
    memoised(k, `count:${JSON.stringify(filter)}`, async () => {
      const count = await base
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      return Number(count.n);
    }),
  ]);
  return { total, posts: await hydrateCards(k, rows) };
}

/** The posts filed under one category or tag, newest first. */
export async function listPostsForTaxonomy(taxonomyId: number): Promise<PostCard[]> {
  const k = await db();
  const rows = await k
    .selectFrom("posts")
    .innerJoin("post_taxonomies", "post_taxonomies.post_id", "posts.id")
    .select(CARD_COLUMNS.map((c) => `posts.${c}` as const))
    .where("post_taxonomies.taxonomy_id", "=", taxonomyId)
    .orderBy("posts.date", "desc")
    .orderBy("posts.idx", "desc")
    .execute();
  return hydrateCards(k, rows);
}

/** One author's posts by public authorId, newest first; undefined when no such author. */
export async function listPostsForAuthor(authorId: string): Promise<PostCard[] | undefined> {
  const k = await db();
  const author = await k
    .selectFrom("authors")
    .select("id")
    .where("author_id", "=", authorId)
    .executeTakeFirst();
  if (!author) return undefined;
  const rows = await k
    .selectFrom("posts")
    .select(CARD_COLUMNS)
    .where("author_id", "=", author.id)
    .orderBy("date", "desc")
    .orderBy("idx", "desc")
    .execute();
  return hydrateCards(k, rows);
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
  return {
    ...card!,
    introParagraphs: parseJson<string[]>(row.intro_paragraphs, []),
    contentPairs: parseJson<ContentPair[]>(row.content_pairs, []),
    conclusion: parseJson<string[]>(row.conclusion, []),
  };
}

/** The bodies of some posts (the feeds' whole articles), by id; unknown ids are left out. */
export async function listPostBodies(
  ids: string[],
): Promise<Map<string, Pick<Post, "introParagraphs" | "contentPairs" | "conclusion">>> {
  const bodies = new Map<string, Pick<Post, "introParagraphs" | "contentPairs" | "conclusion">>();
  if (ids.length === 0) return bodies;
  const k = await db();
  const rows = await Promise.all(
    chunk(ids, 500).map((part) =>
      k
        .selectFrom("posts")
        .select(["id", "intro_paragraphs", "content_pairs", "conclusion"])
        .where("id", "in", part)
        .execute(),
    ),
  );
  for (const row of rows.flat()) {
    bodies.set(row.id, {
      introParagraphs: parseJson<string[]>(row.intro_paragraphs, []),
      contentPairs: parseJson<ContentPair[]>(row.content_pairs, []),
      conclusion: parseJson<string[]>(row.conclusion, []),
    });
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

/** Card JSON for post rows: their author and taxonomies (with counts) attached. */
export async function hydrateCards(k: Kysely<DB>, rows: CardRow[]): Promise<PostCard[]> {
  if (rows.length === 0) return [];
  const [authors, taxonomies, links] = await Promise.all([
    authorMap(k),
    taxonomyMap(k),
    linksFor(
      k,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((row) => toCard(row, authors, taxonomies, links.get(row.id) ?? []));
}

/** taxonomy ids per post, in their sort order. */
async function linksFor(k: Kysely<DB>, ids: string[]): Promise<Map<string, number[]>> {
  const query = k
    .selectFrom("post_taxonomies")
    .select(["post_id", "taxonomy_id"])
    .orderBy("post_id")
    .orderBy("sort_order");
  const batches =
    ids.length > 2000
      ? [await query.execute()] // most of the table: one scan beats thousands of parameters
      : await Promise.all(
          chunk(ids, 500).map((part) => query.where("post_id", "in", part).execute()),
        );
  const links = new Map<string, number[]>();
  for (const link of batches.flat()) {
    const list = links.get(link.post_id);
    if (list) list.push(link.taxonomy_id);
    else links.set(link.post_id, [link.taxonomy_id]);
  }
  return links;
}

function chunk<T>(items: T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let i = 0; i < items.length; i += size) parts.push(items.slice(i, i + size));
  return parts;
}

function toCard(
  row: CardRow,
  authors: Map<number, Author>,
  taxonomies: Map<number, Taxonomy>,
  taxonomyIds: number[],
): PostCard {
  const author = authors.get(row.author_id);
  if (!author) throw new Error(`post ${row.id} has no author ${row.author_id}`);
  const linked = taxonomyIds.flatMap((id) => taxonomies.get(id) ?? []);
  const categories = linked.filter((t) => t.taxonomy === "category");
  return {
    id: row.id,
    index: Number(row.idx),
    title: row.title,
    desc: row.description,
    href: row.href,
    date: row.date,
    featuredImage: row.featured_image,
    readingTime: Number(row.reading_time) || 3,
    postType: row.post_type,
    section: row.section,
    author,
    authorId: author.authorId,
    categories,
    categoriesId: categories.map((c) => c.id),
    tags: linked.filter((t) => t.taxonomy === "tag"),
    like: { count: Number(row.like_count), isLiked: false },
    bookmark: { count: Number(row.bookmark_count), isBookmarked: false },
    commentCount: Number(row.comment_count),
    viewdCount: Number(row.viewd_count),
    galleryImgs: parseJson<string[]>(row.gallery_imgs, []),
    videoUrl: row.video_url,
    videoThumbnail: row.video_thumbnail,
    audioUrl: row.audio_url,
    duration: row.media_duration === null ? null : Number(row.media_duration),
  };
}

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export type PostInput = Omit<
  PostsTable,
  "idx" | "like_count" | "bookmark_count" | "comment_count" | "viewd_count"
> & {
  /** Starting counters: used only when the post is new, never over live values. */
  counters: {
    like_count: number;
    bookmark_count: number;
    comment_count: number;
    viewd_count: number;
  };
};

/**
 * Insert a post or update its content by slug, keeping the live counters and index of an
 * existing post. Replaces its taxonomy links. Returns "created" or "updated".
 */
export async function upsertPost(
  k: Kysely<DB>,
  input: PostInput,
  taxonomyIds: number[],
): Promise<"created" | "updated"> {
  const { counters, ...content } = input;
  const existing = await k
    .selectFrom("posts")
    .select(["id"])
    .where("slug", "=", input.slug)
    .executeTakeFirst();
  let postId: string;
  if (existing) {
    const { id: _id, slug: _slug, ...changes } = content;
    await k.updateTable("posts").set(changes).where("id", "=", existing.id).execute();
    postId = existing.id;
  } else {
    const max = await k
      .selectFrom("posts")
      .select((eb) => eb.fn.max("idx").as("m"))
      .executeTakeFirst();
    await k
      .insertInto("posts")
      .values({ ...content, ...counters, idx: Number(max?.m ?? 0) + 1 })
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
    await k.deleteFrom("posts").where("id", "in", ids).execute();
  }
  return stale.length;
}

/** Synthetic posts' ids start with this (never an imported post's: those are UUID-shaped). */
export const SYNTHETIC_ID_PREFIX = "synthetic-";

/**
 * Adds `count` synthetic posts (for the scale benchmarks only): card fields and a short body,
 * spread over the existing authors and categories, in batches inside one transaction.
 */
export async function insertSyntheticPosts(count: number): Promise<number> {
  const k = await db();
  const [authors, categories, max] = await Promise.all([
    k.selectFrom("authors").select("id").execute(),
    k.selectFrom("taxonomies").select(["id", "kind"]).execute(),
    k
      .selectFrom("posts")
      .select((eb) => eb.fn.max("idx").as("m"))
      .executeTakeFirst(),
  ]);
  if (authors.length === 0 || categories.length === 0) {
    throw new Error("Import the content first: synthetic posts need authors and categories.");
  }
  const cats = categories.filter((c) => c.kind === "category");
  const tags = categories.filter((c) => c.kind === "tag");
  const start = Number(max?.m ?? 0) + 1;
  const BATCH = 400;
  await k.transaction().execute(async (trx) => {
    for (let offset = 0; offset < count; offset += BATCH) {
      const rows = [];
      const links = [];
      for (let i = offset; i < Math.min(count, offset + BATCH); i++) {
        const idx = start + i;
        const slug = `synthetic-post-${idx}`;
        const date = new Date(Date.UTC(2021, 0, 1) + ((idx * 7919) % 1461) * 86_400_000)
          .toISOString()
          .slice(0, 10);
        rows.push({
          id: `${SYNTHETIC_ID_PREFIX}${idx}`,
          idx,
          slug,
          href: `/single/${slug}`,
          title: `Synthetic travel note ${idx}`,
          description: "A generated post for scale benchmarks.",
          date,
          featured_image: `/media/scenes/lisbon-${(idx % 5) + 1}.jpg`,
          reading_time: 3,
          post_type: "standard" as const,
          section: "blog" as const,
          author_id: authors[idx % authors.length]!.id,
          like_count: (idx * 31) % 5000,
          bookmark_count: (idx * 17) % 300,
          comment_count: (idx * 13) % 200,
          viewd_count: (idx * 97) % 100_000,
          gallery_imgs: "[]",
          video_url: "",
          video_thumbnail: "",
          audio_url: "",
          media_duration: null,
          intro_paragraphs: JSON.stringify(["A generated paragraph for the scale benchmarks."]),
          content_pairs: "[]",
          conclusion: "[]",
          search_text: `Synthetic travel note ${idx} generated for scale benchmarks`,
        });
        links.push({
          post_id: `${SYNTHETIC_ID_PREFIX}${idx}`,
          taxonomy_id: cats[idx % cats.length]!.id,
          sort_order: 0,
        });
        if (tags.length)
          links.push({
            post_id: `${SYNTHETIC_ID_PREFIX}${idx}`,
            taxonomy_id: tags[idx % tags.length]!.id,
            sort_order: 1,
          });
      }
      await trx.insertInto("posts").values(rows).execute();
      await trx.insertInto("post_taxonomies").values(links).execute();
    }
  });
  invalidateModelCaches();
  return count;
}

/** Every post's path and date, newest first (the sitemap): two columns, no hydration. */
export async function listPostLinks(limit = 50_000): Promise<{ href: string; date: string }[]> {
  const k = await db();
  return k
    .selectFrom("posts")
    .select(["href", "date"])
    .orderBy("date", "desc")
    .orderBy("idx", "desc")
    .limit(limit)
    .execute();
}
