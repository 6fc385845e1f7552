import { db } from "#app/db/client.server.ts";
import { bumpContentVersion } from "#app/models/content-version.server.ts";
import { invalidateModelCaches } from "#app/models/memo.server.ts";
import { refreshTripSummary } from "#app/models/trips.server.ts";

/** Synthetic posts' ids start with this (never an imported post's: those are UUID-shaped). */
export const SYNTHETIC_ID_PREFIX = "synthetic-";

/**
 * Adds `count` synthetic posts (for the scale benchmarks only): card fields and a short body,
 * spread over the existing authors and categories, each with the trip of an imported post, in
 * batches inside one transaction.
 */
export async function insertSyntheticPosts(count: number): Promise<number> {
  const k = await db();
  const [authors, categories, max, trips] = await Promise.all([
    k.selectFrom("authors").select("id").execute(),
    k.selectFrom("taxonomies").select(["id", "kind"]).execute(),
    k
      .selectFrom("posts")
      .select((eb) => eb.fn.max("idx").as("m"))
      .executeTakeFirst(),
    // Every synthetic post gets the trip of an imported one (place, months, ages...), so the
    // finder and the map see 100,000 trips with the sample's spread of facts.
    k
      .selectFrom("post_trips")
      .selectAll()
      .where("post_id", "not like", `${SYNTHETIC_ID_PREFIX}%`)
      .orderBy("post_id")
      .execute(),
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
      const tripRows = [];
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
        const trip = trips[idx % Math.max(1, trips.length)];
        if (trip) tripRows.push({ ...trip, post_id: `${SYNTHETIC_ID_PREFIX}${idx}` });
        if (tags.length)
          links.push({
            post_id: `${SYNTHETIC_ID_PREFIX}${idx}`,
            taxonomy_id: tags[idx % tags.length]!.id,
            sort_order: 1,
          });
      }
      await trx.insertInto("posts").values(rows).execute();
      await trx.insertInto("post_taxonomies").values(links).execute();
      if (tripRows.length) await trx.insertInto("post_trips").values(tripRows).execute();
    }
    await refreshTripSummary(trx);
    await bumpContentVersion(trx);
  });
  invalidateModelCaches();
  return count;
}
