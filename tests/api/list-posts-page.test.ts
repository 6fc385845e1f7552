import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importContent } from "#app/features/content/importer.server.ts";
import { toCardPosts } from "#app/lib/card-post.ts";
import type { PostCard } from "#app/lib/types.ts";
import { listAuthors } from "#app/models/authors.server.ts";
import {
  countPosts,
  listPosts,
  type PostListQuery,
  SORT_COLUMNS,
} from "#app/models/posts.server.ts";
import { listTaxonomies } from "#app/models/taxonomies.server.ts";
import { loadListPage } from "#app/services/list-page.server.ts";
import { DIALECTS, freshDatabase } from "#tests/setup/database.ts";

const CONTENT = path.resolve("content");

describe.each(DIALECTS)(
  "the post list query (listPosts, countPosts, loadListPage) on %s",
  (dialect) => {
    let drop: () => Promise<void>;
    let all: PostCard[];

    beforeAll(async () => {
      const fresh = await freshDatabase(dialect);
      drop = fresh.drop;
      await importContent(fresh.db, CONTENT);
      all = await listPosts();
    });
    afterAll(async () => drop());

    const ids = (posts: { id: string }[]) => posts.map((p) => p.id);
    /** A page of the list query with its filter's count. */
    const listPostsPage = async (query: PostListQuery) => ({
      total: await countPosts(query.filter),
      posts: await listPosts(query),
    });

    it("pages every post newest first, with the total, the same as the full list", async () => {
      const first = await listPostsPage({ limit: 4 });
      expect(first.total).toBe(all.length);
      expect(ids(first.posts)).toEqual(ids(all.slice(0, 4)));
      const third = await listPostsPage({ limit: 4, offset: 8 });
      expect(ids(third.posts)).toEqual(ids(all.slice(8, 12)));
      const everything = await listPostsPage({});
      expect(ids(everything.posts)).toEqual(ids(all));
      const past = await listPostsPage({ limit: 4, offset: all.length + 10 });
      expect(past).toEqual({ total: all.length, posts: [] });
    });

    it("counts what the list holds, for no filter and each filter", async () => {
      expect(await countPosts()).toBe(all.length);
      expect(await countPosts({})).toBe(all.length);
      for (const filter of [
        { section: "hotels" },
        { postType: "video" },
        { postType: "audio", section: "blog" },
        { authorId: all[0]!.authorId },
        { taxonomyId: all[0]!.categories[0]!.id },
      ] as const) {
        expect(await countPosts(filter), JSON.stringify(filter)).toBe(
          (await listPosts({ filter })).length,
        );
      }
      expect(await countPosts({ authorId: "no-such-author" })).toBe(0);
    });

    it("orders by the one sort mapping: each sort's column, most first", async () => {
      expect(SORT_COLUMNS).toEqual({
        appreciated: "like_count",
        discussed: "comment_count",
        viewed: "viewd_count",
      });
      const curated = await listPosts({ sort: "curated", limit: 5 });
      expect(curated.map((p) => p.index)).toEqual(
        [...curated.map((p) => p.index)].sort((a, b) => a - b),
      );
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

    it("loads a page: counts, clamps ?page= to the last page, fetches that page", async () => {
      const pages = Math.ceil(all.length / 4);
      const second = await loadListPage({ page: "2", pageSize: 4 });
      expect(second).toEqual({
        posts: toCardPosts(all.slice(4, 8)),
        total: all.length,
        page: 2,
        pages,
        offset: 4,
      });
      for (const wanted of ["9999", "99999999999999999999"]) {
        const last = await loadListPage({ page: wanted, pageSize: 4 });
        expect(last.page, wanted).toBe(pages);
        expect(ids(last.posts)).toEqual(ids(all.slice((pages - 1) * 4, pages * 4)));
      }
      for (const wanted of [null, undefined, "", "0", "-3", "abc"]) {
        expect((await loadListPage({ page: wanted, pageSize: 4 })).page, String(wanted)).toBe(1);
      }
      const hotels = all.filter((p) => p.section === "hotels");
      const lastHotels = await loadListPage({
        filter: { section: "hotels" },
        sort: "viewed",
        page: "500",
        pageSize: 3,
      });
      expect(lastHotels.total).toBe(hotels.length);
      expect(lastHotels.page).toBe(Math.ceil(hotels.length / 3));
      const hotelIds = new Set(ids(hotels));
      expect(lastHotels.posts.every((p) => hotelIds.has(p.id))).toBe(true);
    });

    it("loads every post on page 1 of 1 for 'Show me more', and a window when asked", async () => {
      expect(await loadListPage({ page: "3", pageSize: 4, all: true })).toEqual({
        posts: toCardPosts(all),
        total: all.length,
        page: 1,
        pages: 1,
        offset: 0,
      });
      const windowed = await loadListPage({
        page: "3",
        pageSize: 2,
        window: (page) => ({ offset: (page - 1) * 2, limit: page * 4 - (page - 1) * 2 }),
      });
      expect(windowed.page).toBe(3);
      expect(windowed.offset).toBe(4);
      expect(ids(windowed.posts)).toEqual(ids(all.slice(4, 12)));
    });
  },
);
