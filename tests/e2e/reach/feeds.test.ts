import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PostCard } from "#app/lib/types.ts";
import { launchBrowser, openPage } from "../../setup/browser.ts";
import { type RunningServer, startServer } from "../../setup/server.ts";

let server: RunningServer;
let browser: Browser;
let posts: PostCard[];
const SITE = "https://wanderlust.example";

beforeAll(async () => {
  server = await startServer({ SITE_URL: SITE });
  browser = await launchBrowser();
  posts = (await (await fetch(`${server.url}/api/GetPosts`)).json()) as PostCard[];
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Parses XML in Chromium's DOMParser: returns the parser error text, or "" when well-formed. */
async function xmlError(xml: string): Promise<string> {
  const page = await openPage(browser);
  const error = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    return doc.querySelector("parsererror")?.textContent ?? "";
  }, xml);
  await page.context().close();
  return error;
}

async function get(path: string) {
  const response = await fetch(`${server.url}${path}`);
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
      const file = await fetch(`${server.url}${url!.slice(SITE.length)}`);
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

  it("advertises the feeds from every page", async () => {
    const html = (await get("/")).body;
    for (const href of ["/feeds/rss.xml", "/feeds/atom.xml", "/feeds/podcast.xml"]) {
      expect(html).toContain(`href="${href}"`);
    }
  });
});
