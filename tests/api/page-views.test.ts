import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action, loader } from "#app/features/api/page-views.ts";
import { importContent } from "#app/features/content/importer.server.ts";
import { BUDGETS } from "#app/lib/rate-limit.server.ts";
import { forgetSalt, pageViewStats } from "#app/models/page-views.server.ts";
import { publishDuePosts } from "#app/models/pending-posts.server.ts";
import { pageViewQueue, spend } from "#app/services/wiring.server.ts";
import { copyContent } from "#tests/setup/content.ts";
import { DIALECTS, freshDatabase } from "#tests/setup/database.ts";
import { serverReaderPages } from "#tests/setup/reader-pages.ts";

const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
let clients = 0;
/** A client no other test has used. */
const newClient = () => `198.51.${Math.floor(++clients / 250)}.${clients % 250}`;

/** The beacon as a browser posts it, from a client no other test has used (or `client`). */
async function beacon(
  body: string,
  options: { client?: string; headers?: Record<string, string> } = {},
) {
  const request = new Request("http://localhost/api/page-views", {
    method: "POST",
    body,
    headers: { "User-Agent": FIREFOX, "Content-Type": "text/plain", ...options.headers },
  });
  // As the server gives it (server/express-app.ts): the client, and the routes' reading of URLs.
  const context = {
    clientAddress: options.client ?? newClient(),
    readerPage: await serverReaderPages(),
  };
  const response = (await action({ request, params: {}, context } as never)) as Response;
  return { status: response.status, text: await response.text() };
}

/** A post file: a beach trip by Amara, with the front matter given added. */
function postFile(title: string, extra: string): string {
  return `---
title: "${title}"
desc: "A cove nobody has written about yet."
date: 2026-11-01
postType: standard
section: blog
author: amara
categories: [beach]
tags: [budget]
featuredImage: /media/scenes/algarve-3.jpg
${extra}
---
Quiet in February.

## Conclusion

We would go again.
`;
}

const today = () => new Date().toISOString().slice(0, 10);
const totals = async () => {
  await pageViewQueue.flush();
  const stats = await pageViewStats({ from: today(), to: today() });
  return { pageviews: stats.pageviews, visitors: stats.visitors };
};

describe.each(DIALECTS)("POST /api/page-views on %s", (dialect) => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  const content = copyContent();
  fs.writeFileSync(
    path.join(content.dir, "posts", "quokkaville-draft.md"),
    postFile("The Quokkaville Secret Cove", "draft: true"),
  );
  fs.writeFileSync(
    path.join(content.dir, "posts", "quokkaville-ferry.md"),
    postFile("Quokkaville Sunrise Ferry", "publishAt: 2099-01-01T08:00:00Z"),
  );
  beforeAll(async () => {
    fresh = await freshDatabase(dialect);
    forgetSalt();
    await importContent(fresh.db, content.dir);
  });
  afterAll(async () => {
    // Views still waiting are this database's, not the next one's.
    await pageViewQueue.flush();
    await fresh.drop();
    content.remove();
  });

  /** The paths stored today, raw (what /stats lists for today). */
  const storedPaths = async () => {
    await pageViewQueue.flush();
    const rows = await fresh.db.selectFrom("page_views").select("path").execute();
    return rows.map((r) => r.path);
  };

  it("records a page view: 204, one view, one visitor per address and User-Agent", async () => {
    expect(await beacon(JSON.stringify({ path: "/about" }), { client: "203.0.113.1" })).toEqual({
      status: 204,
      text: "",
    });
    await beacon(JSON.stringify({ path: "/" }), { client: "203.0.113.1" });
    await beacon(JSON.stringify({ path: "/" }), { client: "203.0.113.2" });
    expect(await totals()).toEqual({ pageviews: 3, visitors: 2 });
  });

  it("answers bad input 400 with a clear message, and records nothing", async () => {
    const cases: [string, string][] = [
      ["not json", "body is not valid JSON"],
      [JSON.stringify({ path: "about" }), "path must start with /"],
      [
        JSON.stringify({ path: "/", title: "x" }),
        'unknown key "title": only path and referrer are accepted',
      ],
      [JSON.stringify({ path: "/nowhere" }), "/nowhere is not a page of this site."],
    ];
    const before = await totals();
    for (const [body, message] of cases) {
      const answer = await beacon(body);
      expect(answer.status, body).toBe(400);
      expect(JSON.parse(answer.text), body).toEqual({ error: message });
    }
    expect((await beacon("x".repeat(5000))).status).toBe(413);
    expect(await totals()).toEqual(before);
  });

  it("records nothing for bots, DNT: 1 or Sec-GPC: 1 (204 all the same)", async () => {
    const before = await totals();
    const body = JSON.stringify({ path: "/about" });
    for (const headers of <Record<string, string>[]>[
      { "User-Agent": "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)" },
      { DNT: "1" },
      { "Sec-GPC": "1" },
    ]) {
      expect((await beacon(body, { headers })).status).toBe(204);
    }
    expect(await totals()).toEqual(before);
  });

  it("keeps one client from inflating the counts: 429 past its budget", async () => {
    const client = "203.0.113.99";
    const statuses = [];
    for (let i = 0; i < 62; i++) {
      statuses.push((await beacon(JSON.stringify({ path: "/trips" }), { client })).status);
    }
    expect(statuses.filter((s) => s === 204)).toHaveLength(60);
    expect(statuses.slice(60)).toEqual([429, 429]);
  });

  it("counts a reader without JavaScript from the pixel, and records a search with its results", async () => {
    const request = new Request("http://localhost/api/page-views?path=%2Fsearch%3Fq%3DNarnia", {
      headers: { "User-Agent": FIREFOX },
    });
    const context = { clientAddress: "203.0.113.50", readerPage: await serverReaderPages() };
    const pixel = (await loader({ request, params: {}, context } as never)) as Response;
    expect(pixel.status).toBe(200);
    expect(pixel.headers.get("Content-Type")).toBe("image/gif");
    await beacon(JSON.stringify({ path: "/search?q=lisbon" }));
    await pageViewQueue.flush();
    const stats = await pageViewStats({ from: today(), to: today() });
    expect(stats.searches).toEqual(
      expect.arrayContaining([
        { term: "narnia", count: 1, results: 0 },
        { term: "lisbon", count: 1, results: expect.any(Number) },
      ]),
    );
    expect(stats.searches.find((s) => s.term === "lisbon")!.results).toBeGreaterThan(0);
  });

  it("stores a view only of a page that exists and is public now; anything else 400, nothing stored", async () => {
    const post = await fresh.db
      .selectFrom("posts")
      .select(["href", "slug"])
      .where("post_type", "=", "standard")
      .orderBy("date", "desc")
      .executeTakeFirstOrThrow();
    const beach = await fresh.db
      .selectFrom("taxonomies")
      .select(["id", "href"])
      .where("slug", "=", "beach")
      .executeTakeFirstOrThrow();
    const refused = [
      // Drafts and scheduled posts, at their href and in any layout.
      "/beach/2026/quokkaville-draft",
      "/single/quokkaville-draft",
      "/beach/2026/quokkaville-ferry",
      "/single-2/quokkaville-ferry",
      "/single/totally-fake-post-1",
      "/city/2024/totally-fake-post-1",
      // A post at a path that is not its own (its page answers it, but readers are sent to the
      // href): not counted twice over.
      `/city/1999/${post.slug}`,
      "/author/Nobody",
      "/author/daniel",
      "/destinations/zz",
      "/destinations/NZ",
      "/archive/999/nothing",
      `/archive/${beach.id}/not-its-slug`,
      `/archive/${beach.id}`,
      "/archive/nothing",
      "/page404",
      "/sitemap.xml",
      "/feeds/rss.xml",
      "/robots.txt",
      "/Stats",
      "/STATS/",
      "/Preview/abc",
      "/nowhere/at/all",
      `/${"x".repeat(1500)}`,
    ];
    const before = await storedPaths();
    for (const url of refused) {
      const answer = await beacon(JSON.stringify({ path: url }));
      expect(answer.status, url).toBe(400);
      expect(JSON.parse(answer.text), url).toEqual({ error: `${url} is not a page of this site.` });
    }
    expect(await storedPaths()).toEqual(before);

    // Pages that exist, stored in their canonical form.
    const taken: [string, string][] = [
      ["/About/", "/about"],
      ["/ARCHIVE/SUMMARY", "/archive/summary"],
      [post.href, post.href],
      [`/single/${post.slug}`, `/single/${post.slug}`],
      [`/single-3/${post.slug}`, `/single-3/${post.slug}`],
      ["/author/Daniel", "/author/Daniel"],
      [beach.href, beach.href],
      [
        beach.href.replace("/archive/", "/archive-2/"),
        beach.href.replace("/archive/", "/archive-2/"),
      ],
      ["/destinations/pt", "/destinations/pt"],
      ["/trips?month=7&utm_source=news", "/trips?month=7"],
      ["/search?q=Lisbon&fbclid=x", "/search?q=Lisbon"],
      ["/dashboard", "/dashboard"],
    ];
    for (const [url, stored] of taken) {
      expect((await beacon(JSON.stringify({ path: url }))).status, url).toBe(204);
      expect((await storedPaths()).at(-1), url).toBe(stored);
    }
  });

  it("counts a scheduled post's page from the moment it goes live", async () => {
    const href = "/beach/2026/quokkaville-ferry";
    expect((await beacon(JSON.stringify({ path: href }))).status).toBe(400);
    expect(await publishDuePosts(new Date("2099-01-01T08:00:01Z"))).toEqual(["quokkaville-ferry"]);
    expect((await beacon(JSON.stringify({ path: href }))).status).toBe(204);
    expect((await storedPaths()).at(-1)).toBe(href);
  });

  it("bounds the views one address stores a day: 429 past them, another address still counted", async () => {
    expect(BUDGETS.pageViewDay).toEqual({ points: 1000, seconds: 86_400 });
    const client = "203.0.113.120";
    // The day's budget spent (1,000 views at the minute's pace would take 17 minutes).
    for (let i = 0; i < BUDGETS.pageViewDay.points; i++) {
      expect((await spend({ clientAddress: client }, "pageViewDay")).ok).toBe(true);
    }
    const before = await storedPaths();
    const refused = await beacon(JSON.stringify({ path: "/about" }), { client });
    expect(refused.status).toBe(429);
    expect(await storedPaths()).toEqual(before);
    expect((await beacon(JSON.stringify({ path: "/about" }))).status).toBe(204);
  });
});
