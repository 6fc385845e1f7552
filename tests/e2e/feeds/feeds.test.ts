import path from "node:path";
import { parseFile } from "music-metadata";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { escapeHtml } from "#app/lib/escape.ts";
import type { Post, PostCard } from "#app/lib/types.ts";
import { setupApp } from "#tests/setup/app.ts";
import { expectAccessible } from "#tests/setup/browser.ts";
import { getJson } from "#tests/setup/server.ts";

let posts: PostCard[];
const SITE = "https://wanderlust.example";

const app = setupApp({ SITE_URL: SITE });
beforeAll(async () => {
  posts = await getJson<PostCard[]>(`${app.url}/api/GetPosts`);
});

/** Parses XML in Chromium's DOMParser: returns the parser error text, or "" when well-formed. */
async function xmlError(xml: string): Promise<string> {
  const page = await app.open();
  const error = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    return doc.querySelector("parsererror")?.textContent ?? "";
  }, xml);
  return error;
}

/** What a feed reader reads of each item or entry: its link, whole-article HTML and duration. */
interface ParsedEntry {
  link: string;
  html: string;
  duration: string | null;
}

/** Parses a feed in Chromium's DOMParser: its items (RSS) or entries (Atom). */
async function entriesOf(xml: string): Promise<ParsedEntry[]> {
  const page = await app.open();
  const entries = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    const CONTENT = "http://purl.org/rss/1.0/modules/content/";
    const ITUNES = "http://www.itunes.com/dtds/podcast-1.0.dtd";
    const items = [...doc.getElementsByTagName("item")];
    if (items.length > 0) {
      return items.map((item) => ({
        link: item.getElementsByTagName("link")[0]?.textContent ?? "",
        html: item.getElementsByTagNameNS(CONTENT, "encoded")[0]?.textContent ?? "",
        duration: item.getElementsByTagNameNS(ITUNES, "duration")[0]?.textContent ?? null,
      }));
    }
    return [...doc.getElementsByTagName("entry")].map((entry) => ({
      link: entry.querySelector("link[rel=alternate]")?.getAttribute("href") ?? "",
      html: entry.querySelector('content[type="html"]')?.textContent ?? "",
      duration: null,
    }));
  }, xml);
  return entries;
}

/** The full post behind a feed link (absolute on SITE). */
async function postOf(link: string): Promise<Post> {
  const pathname = link.slice(SITE.length);
  const response = await fetch(
    `${app.url}/api/GetPostByPathname?pathname=${encodeURIComponent(pathname)}`,
  );
  return (await response.json()) as Post;
}

/** Checks a whole-article HTML against its post: headers, absolute images that load, the link. */
async function expectWholeArticle(entry: ParsedEntry): Promise<void> {
  const post = await postOf(entry.link);
  for (const pair of post.contentPairs) {
    if (typeof pair !== "string")
      expect(entry.html).toContain(`<h2>${escapeHtml(pair.header)}</h2>`);
  }
  if (post.conclusion.length > 0) expect(entry.html).toContain("<h2>Conclusion</h2>");
  const images = [...entry.html.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1]!);
  const withImages = post.contentPairs.filter((p) => typeof p !== "string" && p.image).length;
  expect(images.length).toBe(1 + withImages);
  for (const src of images) expect(src).toMatch(new RegExp(`^${SITE}/`));
  const hrefs = [...entry.html.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1]);
  expect(hrefs).toEqual([entry.link]);
  const image = await fetch(`${app.url}${images[0]!.slice(SITE.length)}`);
  expect(image.status).toBe(200);
  expect(image.headers.get("content-type")).toBe("image/jpeg");
}

async function get(path: string) {
  const response = await fetch(`${app.url}${path}`);
  return {
    status: response.status,
    type: response.headers.get("content-type") ?? "",
    body: await response.text(),
  };
}

describe("reach", () => {
  it("lists public pages and every post in the sitemap, and no template page", async () => {
    const { status, body } = await get("/sitemap.xml");
    expect(status).toBe(200);
    expect(await xmlError(body)).toBe("");
    for (const post of posts) expect(body).toContain(`<loc>${SITE}${post.href}</loc>`);
    expect(body).toContain(`<loc>${SITE}/about</loc>`);
    for (const template of ["/login", "/signup", "/dashboard", "/subscription", "/forgot-pass"]) {
      expect(body).not.toContain(`<loc>${SITE}${template}</loc>`);
    }
  });

  it("keeps one plain sitemap while every URL fits in one: its part 1 is it, no part 2", async () => {
    // Past 50,000 URLs /sitemap.xml is an index of ?part=1, 2...: tests/api/sitemap-index.test.ts.
    const whole = await get("/sitemap.xml");
    expect(whole.type).toBe("application/xml; charset=utf-8");
    expect(whole.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(whole.body).not.toContain("<sitemapindex");
    for (const same of [
      "/sitemap.xml?part=1",
      "/sitemap.xml?utm_source=x",
      "/sitemap.xml?part=0",
    ]) {
      const answer = await get(same);
      expect(answer.status, same).toBe(200);
      expect(answer.body, same).toBe(whole.body);
    }
    for (const missing of ["/sitemap.xml?part=2", "/sitemap.xml?part=99999999"]) {
      expect((await get(missing)).status, missing).toBe(404);
    }
  });

  it("serves robots.txt pointing at the sitemap", async () => {
    const { status, body } = await get("/robots.txt");
    expect(status).toBe(200);
    expect(body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it("serves well-formed RSS and Atom feeds of the latest posts", async () => {
    const rss = await get("/feeds/rss.xml");
    expect(rss.type).toContain("application/rss+xml");
    expect(await xmlError(rss.body)).toBe("");
    expect(rss.body).toContain(`<link>${SITE}${posts[0]!.href}</link>`);
    const atom = await get("/feeds/atom.xml");
    expect(await xmlError(atom.body)).toBe("");
    expect((atom.body.match(/<entry>/g) ?? []).length).toBe(Math.min(50, posts.length));
  });

  it("serves a feed per category, and 404 for an unknown one", async () => {
    const beach = posts.flatMap((p) => p.categories).find((c) => c.name === "Beach")!;
    const feed = await get(`/feeds/category/${beach.id}.xml`);
    expect(await xmlError(feed.body)).toBe("");
    const expected = posts.filter((p) => p.categoriesId.includes(beach.id)).length;
    expect((feed.body.match(/<item>/g) ?? []).length).toBe(Math.min(50, expected));
    expect((await get(`/feeds/category/${beach.id}.atom`)).type).toContain("atom");
    expect((await get("/feeds/category/9999.xml")).status).toBe(404);
  });

  it("serves a podcast feed with enclosures and iTunes tags", async () => {
    const feed = await get("/feeds/podcast.xml");
    expect(await xmlError(feed.body)).toBe("");
    const audio = posts.filter((p) => p.postType === "audio");
    const enclosures = [
      ...feed.body.matchAll(/<enclosure url="([^"]+)" length="(\d+)" type="audio\/mpeg"\/>/g),
    ];
    expect(enclosures).toHaveLength(audio.length);
    for (const [, url, length] of enclosures) {
      expect(url).toMatch(new RegExp(`^${SITE}/media/audio/episode-\\d\\.mp3$`));
      const file = await fetch(`${app.url}${url!.slice(SITE.length)}`);
      expect(Number(length)).toBe((await file.arrayBuffer()).byteLength);
    }
    for (const tag of [
      "<itunes:owner>",
      "<itunes:email>",
      "<itunes:image href=",
      "<itunes:category text=",
      "<itunes:explicit>",
      "<language>",
      "<guid",
    ]) {
      expect(feed.body).toContain(tag);
    }
  });

  it("carries every article whole in the RSS and Atom feeds, with absolute image and link URLs", async () => {
    const rss = await get("/feeds/rss.xml");
    expect(rss.body).toContain('xmlns:content="http://purl.org/rss/1.0/modules/content/"');
    const items = await entriesOf(rss.body);
    expect(items).toHaveLength(Math.min(50, posts.length));
    for (const item of items) expect(item.html.length).toBeGreaterThan(500);
    for (const item of items.slice(0, 5)) await expectWholeArticle(item);
    const entries = await entriesOf((await get("/feeds/atom.xml")).body);
    expect(entries).toHaveLength(items.length);
    for (const entry of entries.slice(0, 5)) await expectWholeArticle(entry);
  });

  it("carries the whole articles in the category feeds too", async () => {
    const beach = posts.flatMap((p) => p.categories).find((c) => c.name === "Beach")!;
    for (const file of [`${beach.id}.xml`, `${beach.id}.atom`]) {
      const feed = await get(`/feeds/category/${file}`);
      expect(await xmlError(feed.body)).toBe("");
      const entries = await entriesOf(feed.body);
      expect(entries.length).toBeGreaterThan(0);
      for (const entry of entries.slice(0, 3)) await expectWholeArticle(entry);
    }
  });

  it("gives every episode its real duration, the show square artwork and a nested category", async () => {
    const feed = await get("/feeds/podcast.xml");
    const items = await entriesOf(feed.body);
    expect(items.length).toBe(posts.filter((p) => p.postType === "audio").length);
    for (const item of items) {
      const post = await postOf(item.link);
      const { format } = await parseFile(path.join("public", post.audioUrl), { duration: true });
      expect(item.duration, item.link).toBe(String(Math.floor(format.duration!)));
    }
    const artwork = /<itunes:image href="([^"]+)"\/>/.exec(feed.body)?.[1] ?? "";
    expect(artwork).toMatch(new RegExp(`^${SITE}/`));
    const file = await fetch(`${app.url}${artwork.slice(SITE.length)}`);
    expect(file.status).toBe(200);
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect(["jpeg", "png"]).toContain(meta.format);
    expect(meta.space).toBe("srgb");
    expect(meta.width).toBe(meta.height);
    expect(meta.width).toBeGreaterThanOrEqual(1400);
    expect(meta.width).toBeLessThanOrEqual(3000);
    const page = await app.open();
    const nested = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      const ITUNES = "http://www.itunes.com/dtds/podcast-1.0.dtd";
      const channel = doc.getElementsByTagName("channel")[0]!;
      return [...channel.children]
        .filter((e) => e.namespaceURI === ITUNES && e.localName === "category")
        .map((e) => [
          e.getAttribute("text"),
          ...[...e.children].map((child) => child.getAttribute("text")),
        ]);
    }, feed.body);
    expect(nested).toEqual([["Society & Culture", "Places & Travel"]]);
  });

  it("answers 304 to a feed reader that has the feed (ETag or Last-Modified)", async () => {
    const beach = posts.flatMap((p) => p.categories).find((c) => c.name === "Beach")!;
    const newest = posts[0]!.date;
    for (const feed of [
      "/feeds/rss.xml",
      "/feeds/atom.xml",
      `/feeds/category/${beach.id}.xml`,
      `/feeds/category/${beach.id}.atom`,
      "/feeds/podcast.xml",
      "/sitemap.xml",
    ]) {
      const first = await fetch(`${app.url}${feed}`);
      expect(first.status, feed).toBe(200);
      await first.arrayBuffer();
      const etag = first.headers.get("etag");
      const lastModified = first.headers.get("last-modified");
      expect(etag, feed).toMatch(/^(W\/)?"[^"]+"$/);
      expect(lastModified, feed).toBeTruthy();
      expect(Date.parse(lastModified!)).toBeLessThanOrEqual(Date.now());
      if (feed === "/feeds/rss.xml") {
        expect(new Date(lastModified!).toISOString().slice(0, 10)).toBe(newest);
      }
      const byEtag = await fetch(`${app.url}${feed}`, { headers: { "If-None-Match": etag! } });
      expect(byEtag.status, feed).toBe(304);
      expect(await byEtag.text()).toBe("");
      expect(byEtag.headers.get("etag")).toBe(etag);
      const byDate = await fetch(`${app.url}${feed}`, {
        headers: { "If-Modified-Since": lastModified! },
      });
      expect(byDate.status, feed).toBe(304);
      const changed = await fetch(`${app.url}${feed}`, {
        headers: { "If-None-Match": '"another-version"', "If-Modified-Since": lastModified! },
      });
      expect(changed.status, feed).toBe(200);
    }
  });

  it("links each category archive to its feed in the page head", async () => {
    const beach = posts.flatMap((p) => p.categories).find((c) => c.name === "Beach")!;
    const page = await app.open();
    const response = await page.goto(`${app.url}${beach.href}`);
    expect(response?.status()).toBe(200);
    const link = page.locator(
      `head link[rel="alternate"][type="application/rss+xml"][href="/feeds/category/${beach.id}.xml"]`,
    );
    expect(await link.count()).toBe(1);
    expect(await link.getAttribute("title")).toBe("Wanderlust · Beach");
    await expectAccessible(page);
    const feed = await get(`/feeds/category/${beach.id}.xml`);
    expect(feed.status).toBe(200);
    expect(feed.body).toContain("<title>Wanderlust · Beach</title>");
  });

  it("advertises the feeds from every page", async () => {
    const html = (await get("/")).body;
    for (const href of ["/feeds/rss.xml", "/feeds/atom.xml", "/feeds/podcast.xml"]) {
      expect(html).toContain(`href="${href}"`);
    }
  });
});
