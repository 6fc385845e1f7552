import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server.ts";
import { importContent } from "#app/features/content/importer.server.ts";
import type { TextSegment } from "#app/lib/types.ts";
import { upsertPost } from "#app/models/post-writes.server.ts";
import { listPosts } from "#app/models/posts.server.ts";
import {
  markTerm,
  type PostSearchHit,
  parseMarked,
  searchPosts,
  searchTokens,
  withoutTitleLine,
} from "#app/models/search.server.ts";
import { DIALECTS, freshDatabase } from "#tests/setup/database.ts";

const CONTENT = path.resolve("content");
const text = (segments: TextSegment[]) => segments.map((s) => s.text).join("");
const marked = (segments: TextSegment[]) =>
  segments.filter((s) => s.match).map((s) => s.text.toLowerCase());

describe("search text helpers", () => {
  it("splits marked text into segments", () => {
    expect(parseMarked("a \u0002Lisbon\u0003 tram")).toEqual([
      { text: "a ", match: false },
      { text: "Lisbon", match: true },
      { text: " tram", match: false },
    ]);
  });
  it("marks the whole term case-insensitively in unmarked text only", () => {
    expect(markTerm([{ text: "Lisbon and lisbon", match: false }], "ISBO")).toEqual([
      { text: "L", match: false },
      { text: "isbo", match: true },
      { text: "n and l", match: false },
      { text: "isbo", match: true },
      { text: "n", match: false },
    ]);
    expect(markTerm([{ text: "Lisbon", match: true }], "isbo")).toEqual([
      { text: "Lisbon", match: true },
    ]);
  });
  it("drops the title line the snippet starts with, keeping the lines after it apart", () => {
    const snippet = parseMarked(
      "…Empty Beaches and Half-Price \u0002Villas\u0003\nSummer crowds gone.\nEvery summer",
    );
    const title = "The Algarve in October: Warm Sea, Empty Beaches and Half-Price Villas";
    expect(withoutTitleLine(snippet, title)).toEqual([
      { text: "Summer crowds gone.\nEvery summer", match: false },
    ]);
    const mid = parseMarked("the \u0002cliffs\u0003 above\nthe cove");
    expect(withoutTitleLine(mid, title)).toEqual(mid);
    const titleOnly = parseMarked("Empty Beaches and Half-Price Villas");
    expect(withoutTitleLine(titleOnly, title)).toEqual(titleOnly);
  });
  it("keeps letters and digits of the term only", () => {
    expect(searchTokens(`Tram 28" OR NEAR(x) -- ';`)).toEqual(["tram", "28", "or", "near", "x"]);
  });
});

describe.each(DIALECTS)("full-text search on %s", (dialect) => {
  let fresh: Database & { drop(): Promise<void> };
  let titles: string[];

  beforeAll(async () => {
    fresh = await freshDatabase(dialect);
    await importContent(fresh.db, CONTENT);
    titles = (await listPosts()).map((p) => p.title);
  });
  afterAll(async () => fresh.drop());

  const all = async (term: string) => searchPosts({ term, limit: 1000 });
  const hitTitles = (hits: PostSearchHit[]) => hits.map((h) => h.post.title);

  it("finds posts by a word of the title, ranked, with the word highlighted", async () => {
    const { total, hits } = await all("lisbon");
    const expected = titles.filter((t) => t.toLowerCase().includes("lisbon"));
    expect(expected.length).toBeGreaterThanOrEqual(5);
    expect(total).toBe(hits.length);
    expect(hitTitles(hits)).toEqual(expect.arrayContaining(expected));
    // Title matches rank first.
    expect(hitTitles(hits.slice(0, expected.length)).sort()).toEqual([...expected].sort());
    for (const hit of hits.slice(0, expected.length)) {
      expect(text(hit.title)).toBe(hit.post.title);
      expect(marked(hit.title)).toContain("lisbon");
    }
    expect(hits[0]!.post.author.displayName).toBeTruthy();
    expect(hits[0]!.post.href).toMatch(/^\//);
  });

  it("includes every post whose title contains the term, even inside a word", async () => {
    const { hits } = await all("isbo");
    const expected = titles.filter((t) => t.toLowerCase().includes("isbo"));
    expect(hitTitles(hits).sort()).toEqual([...expected].sort());
    for (const hit of hits) expect(marked(hit.title)).toContain("isbo");
  });

  it("matches any case and several words (all of them)", async () => {
    const upper = await all("TRAM");
    expect(upper.total).toBeGreaterThan(0);
    const both = await all("lisbon tram");
    expect(both.total).toBeGreaterThan(0);
    expect(both.total).toBeLessThanOrEqual(upper.total);
    for (const hit of both.hits) {
      const words = marked([...hit.title, ...hit.snippet]).join(" ");
      expect(words).toMatch(/lisbon|tram/);
    }
  });

  describe("with a post of our own", () => {
    let authorId: number;
    const base = {
      id: "search-test-post",
      slug: "search-test-post",
      href: "/single/search-test-post",
      title: "A test post about nothing",
      description: "Nothing to see here",
      date: "2020-01-01",
      published_at: "2020-01-01T00:00:00.000Z",
      featured_image: "/media/scenes/lisbon-1.jpg",
      reading_time: 3,
      post_type: "standard" as const,
      section: "blog" as const,
      gallery_imgs: "[]",
      video_url: "",
      video_thumbnail: "",
      audio_url: "",
      media_duration: null,
      trip: null,
      intro_paragraphs: "[]",
      content_pairs: "[]",
      conclusion: "[]",
      counters: { like_count: 0, bookmark_count: 0, comment_count: 0, viewd_count: 0 },
    };

    beforeAll(async () => {
      const row = await fresh.db.selectFrom("authors").select("id").executeTakeFirstOrThrow();
      authorId = row.id;
      await upsertPost(
        fresh.db,
        {
          ...base,
          author_id: authorId,
          search_text: "A test post\nWe counted seventeen zorbified quokkas by the jetty.",
        },
        [],
      );
    });

    it("finds a word that only the body holds, by prefix and stem, with a snippet", async () => {
      for (const term of ["quokkas", "quokka", "quok", "ZORBIFIED"]) {
        const { hits } = await all(term);
        expect(hitTitles(hits), term).toEqual([base.title]);
      }
      const [hit] = (await all("quokkas")).hits;
      expect(text(hit!.snippet)).toContain("quokkas");
      expect(marked(hit!.snippet)).toContain("quokkas");
      expect(hit!.title).toEqual([{ text: base.title, match: false }]);
    });

    it("keeps the index in step with updates and deletes (triggers)", async () => {
      await upsertPost(
        fresh.db,
        { ...base, author_id: authorId, search_text: "Now the body is about wombats." },
        [],
      );
      expect((await all("quokkas")).total).toBe(0);
      expect(hitTitles((await all("wombats")).hits)).toEqual([base.title]);
      // Counters change without touching the text.
      await fresh.db
        .updateTable("posts")
        .set({ viewd_count: 99 })
        .where("id", "=", base.id)
        .execute();
      expect((await all("wombats")).hits[0]!.post.viewdCount).toBe(99);
      await fresh.db.deleteFrom("posts").where("id", "=", base.id).execute();
      expect((await all("wombats")).total).toBe(0);
    });

    it("finds a title by any part of it, in any case, through the trigram index", async () => {
      const id = "trigram-post";
      const saveTitled = (title: string) =>
        upsertPost(
          fresh.db,
          {
            ...base,
            id,
            slug: id,
            href: `/single/${id}`,
            title,
            author_id: authorId,
            search_text: "",
          },
          [],
        );
      const title = "Évora Überblick: the Qxwvt Marketplace";
      await saveTitled(title);
      // Inside a word (no full-text token starts there), accented capitals, a two-letter term.
      for (const term of ["xwvt ma", "ÉVORA ÜBER", "évora", "qx"]) {
        expect(hitTitles((await all(term)).hits), term).toContain(title);
      }
      await saveTitled("Renamed");
      expect((await all("xwvt ma")).total).toBe(0);
      await fresh.db.deleteFrom("posts").where("id", "=", id).execute();
      expect((await all("renamed")).total).toBe(0);
    });
  });

  it("sorts by the chosen column and pages in SQL with a total", async () => {
    const everything = await searchPosts({ term: "kids", sort: "viewed", limit: 1000 });
    expect(everything.total).toBeGreaterThan(6);
    const views = everything.hits.map((h) => h.post.viewdCount);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    const page2 = await searchPosts({ term: "kids", sort: "viewed", limit: 3, offset: 3 });
    expect(page2.total).toBe(everything.total);
    expect(page2.hits.map((h) => h.post.id)).toEqual(
      everything.hits.slice(3, 6).map((h) => h.post.id),
    );
    const recent = await searchPosts({ term: "kids", sort: "recent", limit: 1000 });
    const dates = recent.hits.map((h) => h.post.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const past = await searchPosts({ term: "kids", limit: 5, offset: 10_000 });
    expect(past).toEqual({ total: everything.total, hits: [] });
  });

  it("answers nothing for an empty term and survives hostile input", async () => {
    expect(await all("")).toEqual({ total: 0, hits: [] });
    expect(await all("   ")).toEqual({ total: 0, hits: [] });
    // Without letters or digits only the title rule applies: no FTS syntax reaches the database.
    for (const term of [`"`, "%", "_", "*", ":*&|!", "'"]) {
      const expected = titles.filter((t) => t.toLowerCase().includes(term)).length;
      expect((await all(term)).total, term).toBe(expected);
    }
    for (const term of ["'; drop table posts; --", "NEAR(a b)", "a OR b", 'lisbon" OR "x']) {
      await expect(all(term), term).resolves.toHaveProperty("total");
    }
    expect((await listPosts()).length).toBe(titles.length);
    expect((await all("zzzyyyxxx")).total).toBe(0);
  });
});
