import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { env } from "#app/env.server.ts";
import { importContent } from "#app/features/content/importer.server.ts";
import { loader } from "#app/features/feeds/sitemap.ts";
import { countPosts } from "#app/models/posts.server.ts";
import { insertSyntheticPosts } from "#bench/synthetic-posts.ts";
import { freshDatabase } from "#tests/setup/database.ts";

/**
 * /sitemap.xml at the bench's scale (100,000 posts and more): an index of sitemaps of at most
 * 50,000 URLs, together every URL once. The loader is called directly on SQLite: seeding the
 * posts in bulk takes seconds, where a server and HTTP add nothing the pieces do not (the XML is
 * the loader's answer as the server sends it).
 */
const POSTS = 100_001;

describe("the sitemap of 100,001 posts", () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    fresh = await freshDatabase("sqlite");
    await importContent(fresh.db, path.resolve("content"));
    await insertSyntheticPosts(POSTS - (await countPosts()));
  }, 240_000);
  afterAll(async () => fresh.drop());

  const site = () => env().SITE_URL.replace(/\/$/, "");
  async function get(search = "") {
    const response = (await loader({
      request: new Request(`http://localhost/sitemap.xml${search}`),
      params: {},
      context: {},
    } as Parameters<typeof loader>[0])) as Response;
    return { status: response.status, text: await response.text() };
  }
  const all = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((m) => m[1]!);

  it("is an index of 3 sitemaps, each of at most 50,000 URLs, together every URL once", async () => {
    expect(await countPosts()).toBe(POSTS);
    const index = await get();
    expect(index.status).toBe(200);
    expect(index.text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/,
    );
    const sitemaps = all(index.text, /<sitemap><loc>([^<]+)<\/loc>/g);
    expect(sitemaps).toEqual([1, 2, 3].map((n) => `${site()}/sitemap.xml?part=${n}`));
    const lastmods = all(index.text, /<lastmod>([^<]+)<\/lastmod>/g);
    expect(lastmods).toHaveLength(3);

    const listed: string[] = [];
    for (const [i, loc] of sitemaps.entries()) {
      const part = await get(new URL(loc).search);
      expect(part.status, loc).toBe(200);
      expect(part.text, loc).toContain(
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      );
      const urls = all(part.text, /<url><loc>([^<]+)<\/loc>/g);
      expect(urls.length, loc).toBeLessThanOrEqual(50_000);
      // The index's date of a sitemap is the newest of the dates it lists.
      const dates = all(part.text, /<lastmod>([^<]+)<\/lastmod>/g).sort();
      expect(lastmods[i], loc).toBe(dates.at(-1));
      listed.push(...urls);
    }

    const posts = await fresh.db.selectFrom("posts").select("href").execute();
    const authors = await fresh.db.selectFrom("authors").select("href").execute();
    expect(new Set(listed).size).toBe(listed.length);
    const set = new Set(listed);
    for (const { href } of [...posts, ...authors, { href: "/" }, { href: "/archive/summary" }]) {
      expect(set.has(`${site()}${href}`), href).toBe(true);
    }
    // Posts and the few fixed pages (public pages, archives, authors, countries), nothing else.
    expect(listed.length - posts.length).toBeGreaterThan(10);
    expect(listed.length - posts.length).toBeLessThan(500);
    expect(listed.filter((u) => /\/(login|dashboard|preview)/.test(u))).toEqual([]);
  });

  it("answers 404 past the last sitemap", async () => {
    expect((await get("?part=4")).status).toBe(404);
    expect((await get("?part=1000000")).status).toBe(404);
  });
});
