import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PostCard } from "#app/lib/types.ts";
import { listAuthors } from "#app/models/authors.server.ts";
import { listPosts, listPostsPage } from "#app/models/posts.server.ts";
import { listTaxonomies } from "#app/models/taxonomies.server.ts";
import { importContent } from "../../content/importer.server.ts";
import { DIALECTS, freshDatabase } from "../setup/database.ts";

const CONTENT = path.resolve("content");

describe.each(DIALECTS)("listPostsPage on %s", (dialect) => {
  let drop: () => Promise<void>;
  let all: PostCard[];

  beforeAll(async () => {
    const fresh = await freshDatabase(dialect);
    drop = fresh.drop;
    await importContent(fresh.db, CONTENT);
    all = await listPosts();
  });
  afterAll(async () => drop());

  const ids = (posts: PostCard[]) => posts.map((p) => p.id);

  it("pages every post newest first, with the total, the same as the full list", async () => {
    const first = await listPostsPage({ limit: 4 });
    expect(first.total).toBe(all.length);
    expect(ids(first.posts)).toEqual(ids(all.slice(0, 4)));
    const third = await listPostsPage({ limit: 4, offset: 8 });
    expect(ids(third.posts)).toEqual(ids(all.slice(8, 12)));
    const everything = await listPostsPage({ limit: null });
    expect(ids(everything.posts)).toEqual(ids(all));
    const past = await listPostsPage({ limit: 4, offset: all.length + 10 });
    expect(past).toEqual({ total: all.length, posts: [] });
  });

  it.each([
    ["appreciated", (p: PostCard) => p.like.count],
    ["discussed", (p: PostCard) => p.commentCount],
    ["viewed", (p: PostCard) => p.viewdCount],
  ] as const)("sorts by %s, most first, ties newest first", async (sort, value) => {
    const { posts, total } = await listPostsPage({ sort, limit: null });
    expect(total).toBe(all.length);
    const values = posts.map(value);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    for (let i = 1; i < posts.length; i++) {
      if (value(posts[i]!) === value(posts[i - 1]!)) {
        expect(posts[i - 1]!.date >= posts[i]!.date).toBe(true);
      }
    }
    // Paging keeps the sorted order.
    const page = await listPostsPage({ sort, limit: 5, offset: 5 });
    expect(ids(page.posts)).toEqual(ids(posts.slice(5, 10)));
  });

  it("filters by section, with the matching count", async () => {
    const hotels = await listPostsPage({ filter: { section: "hotels" }, limit: 4 });
    const expected = all.filter((p) => p.section === "hotels");
    expect(hotels.total).toBe(expected.length);
    expect(ids(hotels.posts)).toEqual(ids(expected.slice(0, 4)));
  });

  it("filters by taxonomy (category or tag), counting what the taxonomy counts", async () => {
    for (const taxonomy of (await listTaxonomies()).filter((t) => t.count > 0).slice(0, 14)) {
      const { total, posts } = await listPostsPage({
        filter: { taxonomyId: taxonomy.id },
        limit: null,
      });
      expect(total, taxonomy.name).toBe(taxonomy.count);
      const expected = all.filter((p) =>
        [...p.categories, ...p.tags].some((t) => t.id === taxonomy.id),
      );
      expect(ids(posts)).toEqual(ids(expected));
    }
    expect(await listPostsPage({ filter: { taxonomyId: 999_999 }, limit: 4 })).toEqual({
      total: 0,
      posts: [],
    });
  });

  it("filters by author and by post type, and combines filters", async () => {
    const author = (await listAuthors()).find((a) => a.count > 2)!;
    const mine = await listPostsPage({ filter: { authorId: author.authorId }, limit: 2 });
    expect(mine.total).toBe(author.count);
    expect(mine.posts.every((p) => p.authorId === author.authorId)).toBe(true);
    const videos = await listPostsPage({ filter: { postType: "video" }, limit: null });
    expect(videos.total).toBe(all.filter((p) => p.postType === "video").length);
    const audioByAuthor = await listPostsPage({
      filter: { postType: "audio", authorId: author.authorId },
      limit: null,
    });
    expect(audioByAuthor.total).toBe(
      all.filter((p) => p.postType === "audio" && p.authorId === author.authorId).length,
    );
    expect(await listPostsPage({ filter: { authorId: "no-such-author" }, limit: 4 })).toEqual({
      total: 0,
      posts: [],
    });
  });
});
