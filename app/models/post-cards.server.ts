import type { Kysely, Selectable } from "kysely";
import type { DB, PostsTable } from "#app/db/schema.ts";
import { chunk } from "#app/lib/chunk.ts";
import type { Author, ContentPair, Post, PostCard, Taxonomy } from "#app/lib/types.ts";
import { authorMap } from "#app/models/authors.server.ts";
import { KeyedMemo } from "#app/models/memo.server.ts";
import type { PostInput } from "#app/models/post-writes.server.ts";
import { taxonomyMap } from "#app/models/taxonomies.server.ts";
import { type TripRow, tripOf, tripRowsFor } from "#app/models/trips.server.ts";

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

/** Card JSON for post rows: their author and taxonomies (with counts) attached. */
export async function hydrateCards(k: Kysely<DB>, rows: CardRow[]): Promise<PostCard[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [authors, taxonomies, extras] = await Promise.all([
    authorMap(k),
    taxonomyMap(k),
    cardExtras(k, ids),
  ]);
  // One trip object per post and call, made here: objects kept in memory and shared between
  // lists would be written once and referenced in the page's data (turbo-stream), other bytes.
  const trips = new Map<string, PostCard["trip"]>();
  for (const id of ids) {
    const row = extras.get(id)?.trip;
    trips.set(id, row ? tripOf(row) : null);
  }
  return rows.map((row) => ({
    ...toCard(row, authors, taxonomies, extras.get(row.id)?.links ?? []),
    trip: trips.get(row.id) ?? null,
  }));
}

/** What a card takes from other tables than posts: they change only with content. */
interface CardExtras {
  /** Taxonomy ids, in their sort order. */
  links: number[];
  trip: TripRow | null;
}

/**
 * Posts whose links and trip are kept (memo.server.ts): every list page's, several times over
 * (a few hundred bytes each). A longer list (the API's every post) is read as it always was.
 */
const EXTRAS = new KeyedMemo<CardExtras>(20_000);
const KEPT_LIST_MAX = 500;

async function cardExtras(k: Kysely<DB>, ids: string[]): Promise<Map<string, CardExtras>> {
  const read = async (part: string[]) => {
    const [links, trips] = await Promise.all([linksFor(k, part), tripRowsFor(k, part)]);
    return new Map(
      part.map((id) => [id, { links: links.get(id) ?? [], trip: trips.get(id) ?? null }]),
    );
  };
  return ids.length > KEPT_LIST_MAX ? read(ids) : EXTRAS.get(k, ids, read);
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

function toCard(
  row: CardRow,
  authors: Map<number, Author>,
  taxonomies: Map<number, Taxonomy>,
  taxonomyIds: number[],
): Omit<PostCard, "trip"> {
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

/**
 * The card of a post not in `posts` yet (a draft's or a scheduled post's preview): what
 * `hydrateCards` would give once the importer has written `input` with these taxonomy ids.
 */
export async function cardOfInput(
  k: Kysely<DB>,
  input: PostInput,
  taxonomyIds: number[],
): Promise<PostCard> {
  const [authors, taxonomies] = await Promise.all([authorMap(k), taxonomyMap(k)]);
  const row: CardRow = { ...input, ...input.counters, idx: 0 };
  return { ...toCard(row, authors, taxonomies, taxonomyIds), trip: input.trip };
}

/** A post's body, from its row's JSON columns. */
export function bodyOf(
  row: Pick<PostsTable, "intro_paragraphs" | "content_pairs" | "conclusion">,
): Pick<Post, "introParagraphs" | "contentPairs" | "conclusion"> {
  return {
    introParagraphs: parseJson<string[]>(row.intro_paragraphs, []),
    contentPairs: parseJson<ContentPair[]>(row.content_pairs, []),
    conclusion: parseJson<string[]>(row.conclusion, []),
  };
}

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}
