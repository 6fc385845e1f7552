import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import type { Author, PostCard, Taxonomy } from "#app/lib/types.ts";
import { setupApp } from "#tests/setup/app.ts";
import { copyContent } from "#tests/setup/content.ts";
import { postgresSchema, TEST_DATABASE_URL } from "#tests/setup/database.ts";
import { getJson } from "#tests/setup/server.ts";

/**
 * Publishing like a real blog (issue 26), against the production server: a draft is public
 * nowhere and has a private preview; a scheduled post goes live by itself at its time, in every
 * worker, with the page cache renewed; a saved change of CONTENT_DIR is imported within 2 s, a
 * broken one refused with the site unchanged. On SQLite (one process) and on PostgreSQL with two
 * workers.
 */

const DRAFT_TITLE = "The Quokkaville Secret Cove";
const DRAFT_HREF = "/beach/2026/quokkaville-draft";
const SCHEDULED_TITLE = "Quokkaville Sunrise Ferry";
const BACKDATED_TITLE = "Quokkaville, Three Years On";

/** A post file: a beach trip by Amara, with the front matter given added. */
function postFile(title: string, extra: string): string {
  return `---
title: "${title}"
desc: "A cove nobody has written about yet, for a family week by the sea."
date: 2026-11-01
postType: standard
section: blog
author: amara
categories: [beach, family]
tags: [budget]
featuredImage: /media/scenes/algarve-3.jpg
trip:
  destination: Quokkaville Sound
  country: NZ
  lat: -41.1
  lng: 174.2
  months: [1, 2]
  days: 7
  ages: [4, 12]
  budget: 2
${extra}
---
Quokkaville is quiet in February and the water is warm enough for the children.

## Getting There

A ferry, then a short walk over the dunes.

## Conclusion

We would go again tomorrow.
`;
}

/** Polls `check` every 100 ms until it holds; answers how long that took (ms), or fails. */
async function within(ms: number, what: string, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what}: not within ${ms} ms`);
}

const DIALECTS = TEST_DATABASE_URL ? (["sqlite", "postgres"] as const) : (["sqlite"] as const);

describe.each(DIALECTS)("publishing on %s", (dialect) => {
  const content = copyContent();
  fs.writeFileSync(
    path.join(content.dir, "posts", "quokkaville-draft.md"),
    postFile(DRAFT_TITLE, "draft: true"),
  );
  let schema: Awaited<ReturnType<typeof postgresSchema>> | undefined;
  beforeAll(async () => {
    if (dialect === "postgres") schema = await postgresSchema("publishing");
  });
  // Two workers on either database: a change must reach both page caches.
  const app = setupApp(() => ({
    CONTENT_DIR: content.dir,
    WORKERS: "2",
    ...(schema ? { DATABASE_URL: schema.url } : {}),
  }));
  afterAll(async () => {
    await schema?.drop();
    content.remove();
  });
  const get = async (pathAndQuery: string) => {
    const response = await fetch(`${app.url}${pathAndQuery}`);
    return { response, text: await response.text() };
  };

  it("keeps a draft off every public surface", async () => {
    for (const path of [DRAFT_HREF, "/single/quokkaville-draft", "/single-2/quokkaville-draft"]) {
      expect((await get(path)).response.status, path).toBe(404);
    }
    const pathname = await get(`/api/GetPostByPathname?pathname=${DRAFT_HREF}`);
    expect(pathname.response.status).toBe(404);

    // The API's lists and counts: the draft in none, every count the posts listed.
    const posts = await getJson<PostCard[]>(`${app.url}/api/GetPosts`);
    expect(posts.length).toBeGreaterThan(80);
    expect(posts.map((p) => p.title)).not.toContain(DRAFT_TITLE);
    const taxonomies = await getJson<Taxonomy[]>(`${app.url}/api/GetTaxonomies`);
    for (const taxonomy of taxonomies) {
      const tagged = posts.filter((p) =>
        [...p.categories, ...p.tags].some((t) => t.id === taxonomy.id),
      );
      expect(taxonomy.count, `count of ${taxonomy.name}`).toBe(tagged.length);
    }
    const authors = await getJson<Author[]>(`${app.url}/api/GetAuthors`);
    for (const author of authors) {
      const theirs = posts.filter((p) => p.authorId === author.authorId);
      expect(author.count, `count of ${author.displayName}`).toBe(theirs.length);
    }
    const beach = taxonomies.find((t) => t.name === "Beach")!;
    const amara = authors.find((a) => a.authorId === "amara")!;
    for (const path of [
      `/api/GetPostsForGategoryId?categoryId=${beach.id}`,
      `/api/GetPostsForAuthorId?authorId=${amara.authorId}`,
    ]) {
      const { response, text } = await get(path);
      expect(response.status, path).toBe(200);
      expect(text, path).not.toContain("Quokkaville");
    }

    // Pages, feeds and the sitemap: lists, archives, the author, search (the page and its
    // results), the trip finder and its facets, the map, a post of the same category and author
    // (related posts, more from the author).
    const neighbour = posts.find(
      (p) => p.authorId === "amara" && p.categories.some((c) => c.id === beach.id),
    )!;
    const pages = [
      "/",
      "/archive/summary",
      "/archive/summary?sort=recent",
      new URL(beach.href, app.url).pathname,
      amara.href,
      "/search?q=Quokkaville",
      "/trips",
      "/trips?month=2&age=6",
      "/destinations",
      "/feeds/rss.xml",
      "/feeds/atom.xml",
      "/sitemap.xml",
      neighbour.href,
    ];
    for (const path of pages) {
      const { response, text } = await get(path);
      expect(response.status, path).toBe(200);
      expect(text, path).not.toContain(DRAFT_TITLE);
      expect(text, path).not.toContain("quokkaville-draft");
      expect(text, path).not.toContain("Quokkaville Sound");
      // The draft's country (the map names every country; only those with trips link).
      expect(text, path).not.toContain("/destinations/nz");
      expect(text, path).not.toMatch(/New Zealand \(|New Zealand, \d/);
    }
    expect((await get("/search?q=Quokkaville")).text).toContain("Nothing we found!");
    // A country whose only trip is the draft's has no page.
    expect((await get("/destinations/nz")).response.status).toBe(404);
  });

  it("shows a draft at its private preview link, never cached, never indexed; a forged link is a 404", async () => {
    const link = /Draft \S*quokkaville-draft\.md: not public; preview (\S+)/.exec(
      app.server.logs(),
    )?.[1];
    expect(link, app.server.logs()).toBeDefined();
    const token = new URL(link!).pathname.split("/").pop()!;
    for (const attempt of [1, 2]) {
      const { response, text } = await get(`/preview/${token}`);
      expect(response.status).toBe(200);
      expect(text).toContain(DRAFT_TITLE);
      expect(text).toContain("Quokkaville is quiet in February");
      expect(text).toMatch(/<meta name="robots" content="noindex/);
      expect(response.headers.get("x-robots-tag")).toMatch(/noindex/);
      expect(response.headers.get("cache-control")).toMatch(/no-store/);
      expect(response.headers.get("x-cache"), `attempt ${attempt}`).not.toBe("HIT");
    }
    const forged = `${token.slice(0, -4)}${token.endsWith("AAAA") ? "BBBB" : "AAAA"}`;
    for (const path of [`/preview/${forged}`, "/preview/quokkaville-draft", "/preview/"]) {
      expect((await get(path)).response.status, path).toBe(404);
    }
  });

  it("imports a saved change within 2 s and refuses a broken file, the site unchanged", async () => {
    const file = path.join(content.dir, "posts", "quokkaville-draft.md");
    const apiOf = `/api/GetPostByPathname?pathname=${DRAFT_HREF}`;
    // The draft made public: imported, and on its page, within 2 s.
    const imports = () => app.server.logs().match(/Content changed: imported/g)?.length ?? 0;
    const before = imports();
    fs.writeFileSync(file, postFile(DRAFT_TITLE, ""));
    const imported = await within(2_000, "the import", async () => imports() > before);
    console.log(`[publishing] ${dialect}: imported ${imported} ms after the save`);
    // The processes that serve see it at their next look at the content version (2 s): four
    // answers on fresh connections (the primary hands them to the workers in turn), all with it.
    const seen = await within(4_000, "the post public in every worker", async () => {
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          fetch(`${app.url}${apiOf}`, { headers: { Connection: "close" } }),
        ),
      );
      return answers.every((answer) => answer.status === 200);
    });
    console.log(`[publishing] ${dialect}: in every worker ${seen} ms after the import`);
    expect((await get(DRAFT_HREF)).text).toContain(DRAFT_TITLE);

    // A broken file: every problem logged, the site exactly as it was.
    const broken = path.join(content.dir, "posts", "zz-broken.md");
    // Whatever happens below, the files end valid: left broken, they would refuse every later
    // import of this file's tests.
    const fixed = postFile("The Quokkaville Cove, Revisited", "");
    onTestFinished(() => {
      fs.rmSync(broken, { force: true });
      if (fs.readFileSync(file, "utf8") !== fixed) fs.writeFileSync(file, fixed);
    });
    fs.writeFileSync(broken, postFile("Broken", "").replace("author: amara", "author: nobody"));
    fs.writeFileSync(file, postFile("An Edit That Must Wait", "").replace("days: 7", "days: 0"));
    // (The 2 s are the import's, above; a refusal on a loaded machine may take a little longer.)
    await within(5_000, "the refusal", async () => /not imported/.test(app.server.logs()));
    const logs = app.server.logs();
    expect(logs).toMatch(/zz-broken\.md:7: front matter "author": unknown author "nobody"/);
    expect(logs).toMatch(/quokkaville-draft\.md:\d+: front matter "trip\.days"/);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(JSON.parse((await get(apiOf)).text).title).toBe(DRAFT_TITLE);

    // Fixed: imported.
    fs.rmSync(broken);
    fs.writeFileSync(file, fixed);
    await within(5_000, "the fixed post", async () =>
      (await get(apiOf)).text.includes("The Quokkaville Cove, Revisited"),
    );
  });

  it("puts a scheduled post live at its time, in every worker, the cached pages renewed", async () => {
    // Far enough ahead for the import and the checks before it on a loaded machine.
    const at = new Date(Date.now() + 12_000);
    const today = new Date().toISOString().slice(0, 10);
    fs.writeFileSync(
      path.join(content.dir, "posts", "quokkaville-ferry.md"),
      postFile(SCHEDULED_TITLE, `publishAt: ${at.toISOString()}`).replace(
        "date: 2026-11-01",
        `date: ${today}`,
      ),
    );
    // And a backdated post (dated 2022-03-10, older than every other) due a second later: the
    // feeds follow when a post went live, not its date (issue 44), so it tops them then.
    const backdatedAt = new Date(at.getTime() + 1_000);
    fs.writeFileSync(
      path.join(content.dir, "posts", "quokkaville-backdated.md"),
      postFile(BACKDATED_TITLE, `publishAt: ${backdatedAt.toISOString()}`).replace(
        "date: 2026-11-01",
        "date: 2022-03-10",
      ),
    );
    // (The 2 s of the watch is the test above's; here the schedule matters.)
    await within(8_000, "the schedule", async () =>
      /Scheduled \S*quokkaville-backdated\.md: goes live/.test(app.server.logs()),
    );
    expect(app.server.logs()).toMatch(/Scheduled \S*quokkaville-ferry\.md: goes live/);
    const feedsBefore = new Map<string, { etag: string; lastModified: string }>();
    for (const feed of ["/feeds/rss.xml", "/feeds/atom.xml"]) {
      const { response, text } = await get(feed);
      expect(text, feed).not.toContain(BACKDATED_TITLE);
      feedsBefore.set(feed, {
        etag: response.headers.get("etag")!,
        lastModified: response.headers.get("last-modified")!,
      });
    }
    const href = `/beach/${today.slice(0, 4)}/quokkaville-ferry`;
    // Before its time: nowhere, and the home page (newest first) cached without it.
    expect((await get(href)).response.status).toBe(404);
    for (let i = 0; i < 4; i++) expect((await get("/")).text).not.toContain(SCHEDULED_TITLE);
    expect(Date.now()).toBeLessThan(at.getTime());

    // At its time (within a minute; here the server wakes for it): every answer has it, the
    // home page from the cache again.
    await within(60_000, "the post live", async () =>
      (await get("/")).text.includes(SCHEDULED_TITLE),
    );
    console.log(`[publishing] ${dialect}: live ${Date.now() - at.getTime()} ms after its time`);
    // Every worker (each sees the new content version at its next look, every 2 s): six answers
    // at once, all with it, within the minute.
    await within(60_000, "every worker", async () => {
      const answers = await Promise.all(Array.from({ length: 6 }, () => get("/")));
      return answers.every(({ text }) => text.includes(SCHEDULED_TITLE));
    });
    await within(
      5_000,
      "the renewed page cached",
      async () => (await get("/")).response.headers.get("x-cache") === "HIT",
    );
    expect((await get(href)).response.status).toBe(200);
    // The other cached answers are renewed too (the most visited first, then the rest dropped).
    await within(10_000, "the feed renewed", async () =>
      (await get("/feeds/rss.xml")).text.includes(SCHEDULED_TITLE),
    );
    await within(10_000, "the sitemap renewed", async () =>
      (await get("/sitemap.xml")).text.includes("quokkaville-ferry"),
    );

    // The backdated post: the first item of RSS and Atom at its time, the feeds' Last-Modified
    // that time, and a reader holding the feed from before gets the new one, not a 304.
    const top = (xml: string) => /<(?:item|entry)>\s*<title>([^<]*)<\/title>/.exec(xml)?.[1];
    for (const feed of ["/feeds/rss.xml", "/feeds/atom.xml"]) {
      await within(10_000, `${feed} with the backdated post first`, async () => {
        return top((await get(feed)).text) === BACKDATED_TITLE;
      });
      const { response } = await get(feed);
      expect(response.headers.get("last-modified"), feed).toBe(
        new Date(Math.floor(backdatedAt.getTime() / 1000) * 1000).toUTCString(),
      );
      const old = feedsBefore.get(feed)!;
      expect(response.headers.get("etag"), feed).not.toBe(old.etag);
      const again = await fetch(`${app.url}${feed}`, {
        headers: { "If-None-Match": old.etag, "If-Modified-Since": old.lastModified },
      });
      expect(again.status, feed).toBe(200);
      expect(top(await again.text()), feed).toBe(BACKDATED_TITLE);
    }
  });
});

describe("a draft's preview in the browser", () => {
  const content = copyContent(["algarve-in-october-quiet-beaches"]);
  fs.writeFileSync(
    path.join(content.dir, "posts", "quokkaville-draft.md"),
    postFile(DRAFT_TITLE, "draft: true"),
  );
  const app = setupApp({ CONTENT_DIR: content.dir, CONTENT_WATCH: "off" });
  afterAll(() => content.remove());

  it("shows the post as its page will, with noindex", async () => {
    const link = /preview (\S+)/.exec(app.server.logs())?.[1];
    const page = await app.open({ width: 390 });
    const response = await page.goto(`${app.url}${new URL(link!).pathname}`);
    expect(response?.status()).toBe(200);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe(DRAFT_TITLE);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toMatch(/noindex/);
    await expect.poll(() => page.getByText("Trip at a glance").count()).toBeGreaterThan(0);
  });
});
