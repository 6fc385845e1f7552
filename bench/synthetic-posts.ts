import {
  insertPostBatches,
  type PostRowBatch,
  SYNTHETIC_ID_PREFIX,
  syntheticPostSources,
} from "#app/models/post-writes.server.ts";

/** Posts per INSERT. */
const BATCH = 400;

/**
 * Adds `count` synthetic posts (for the scale benchmarks only: `npm run db:seed -- --posts N`):
 * card fields and a short body, spread over the existing authors and categories, each with the
 * trip of an imported post (so the finder and the map see the sample's spread of facts), in
 * batches inside one transaction (app/models/post-writes.server.ts runs the SQL).
 */
export async function insertSyntheticPosts(count: number): Promise<number> {
  const { authors, taxonomies, maxIdx, trips } = await syntheticPostSources();
  if (authors.length === 0 || taxonomies.length === 0) {
    throw new Error("Import the content first: synthetic posts need authors and categories.");
  }
  const cats = taxonomies.filter((c) => c.kind === "category");
  const tags = taxonomies.filter((c) => c.kind === "tag");
  const start = maxIdx + 1;

  function* batches(): Generator<PostRowBatch> {
    for (let offset = 0; offset < count; offset += BATCH) {
      const batch: PostRowBatch = { posts: [], links: [], trips: [] };
      for (let i = offset; i < Math.min(count, offset + BATCH); i++) {
        const idx = start + i;
        const id = `${SYNTHETIC_ID_PREFIX}${idx}`;
        const slug = `synthetic-post-${idx}`;
        const date = new Date(Date.UTC(2021, 0, 1) + ((idx * 7919) % 1461) * 86_400_000)
          .toISOString()
          .slice(0, 10);
        batch.posts.push({
          id,
          idx,
          slug,
          href: `/single/${slug}`,
          title: `Synthetic travel note ${idx}`,
          description: "A generated post for scale benchmarks.",
          date,
          published_at: `${date}T00:00:00.000Z`,
          featured_image: `/media/scenes/lisbon-${(idx % 5) + 1}.jpg`,
          reading_time: 3,
          post_type: "standard",
          section: "blog",
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
        batch.links.push({ post_id: id, taxonomy_id: cats[idx % cats.length]!.id, sort_order: 0 });
        const trip = trips[idx % Math.max(1, trips.length)];
        if (trip) batch.trips.push({ ...trip, post_id: id });
        if (tags.length)
          batch.links.push({
            post_id: id,
            taxonomy_id: tags[idx % tags.length]!.id,
            sort_order: 1,
          });
      }
      yield batch;
    }
  }

  await insertPostBatches(batches());
  return count;
}
