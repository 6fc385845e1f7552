import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importContent } from "#app/features/content/importer.server.ts";
import { loader as atom } from "#app/features/feeds/atom.ts";
import { loader as category } from "#app/features/feeds/category.ts";
import { loader as rss } from "#app/features/feeds/rss.ts";
import { loader as sitemap } from "#app/features/feeds/sitemap.ts";
import { publishDuePosts } from "#app/models/pending-posts.server.ts";
import { copyContent } from "#tests/setup/content.ts";
import { DIALECTS, freshDatabase } from "#tests/setup/database.ts";

/**
 * Issue 44, item 5: the feeds and the sitemap follow when a post went live (`published_at`), not
 * its date. A post dated 2022-03-10 (backdated: older than every other post) scheduled a few
 * seconds after the start goes live then, and is at once the first item of RSS and Atom and of
 * its category's feed, dated that time; the feeds' Last-Modified is that time and their body
 * (hence the ETag the server makes of it) changes; the sitemap lists it last with that lastmod.
 */

const SLUG = "quokkaville-backdated";
const TITLE = "Quokkaville, Three Years On";

function backdated(publishAt: Date): string {
  return `---
title: "${TITLE}"
desc: "A trip we took in 2022 and only now wrote up."
date: 2022-03-10
publishAt: ${publishAt.toISOString()}
postType: standard
section: blog
author: amara
categories: [beach]
tags: [budget]
featuredImage: /media/scenes/algarve-3.jpg
---
Quokkaville in March: quiet, and warm enough for the children.

## Conclusion

We would go again.
`;
}

type Loader = (args: never) => unknown;
async function get(loader: Loader, url: string, params: Record<string, string> = {}) {
  const response = (await loader({
    request: new Request(`http://localhost${url}`),
    params,
    context: {},
  } as never)) as Response;
  return {
    status: response.status,
    lastModified: response.headers.get("Last-Modified"),
    text: await response.text(),
  };
}

/** The first item's (RSS) or entry's (Atom) title, and its date. */
function first(xml: string): { title: string; date: string } {
  const item = /<(item|entry)>([\s\S]*?)<\/\1>/.exec(xml)?.[2] ?? "";
  return {
    title: /<title>([^<]*)<\/title>/.exec(item)?.[1] ?? "",
    date: /<(pubDate|updated)>([^<]*)<\//.exec(item)?.[2] ?? "",
  };
}

describe.each(DIALECTS)("feeds of a backdated post published later, on %s", (dialect) => {
  const content = copyContent([
    "algarve-in-october-quiet-beaches",
    "alps-summer-meadows-and-cable-cars",
    "amsterdam-long-weekend-by-train",
  ]);
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let due: Date;
  beforeAll(async () => {
    fresh = await freshDatabase(dialect);
    // A few seconds after the start: the import sees it scheduled.
    due = new Date(Date.now() + 3_000);
    fs.writeFileSync(path.join(content.dir, "posts", `${SLUG}.md`), backdated(due));
    await importContent(fresh.db, content.dir);
  });
  afterAll(async () => {
    await fresh.drop();
    content.remove();
  });

  it("is at the top of RSS, Atom and its category's feed at its time, with Last-Modified and lastmod at that time", async () => {
    const beach = await fresh.db
      .selectFrom("taxonomies")
      .select("id")
      .where("slug", "=", "beach")
      .executeTakeFirstOrThrow();
    const feeds: [string, Loader, string, Record<string, string>?][] = [
      ["rss", rss, "/feeds/rss.xml"],
      ["atom", atom, "/feeds/atom.xml"],
      ["category", category, `/feeds/category/${beach.id}.xml`, { file: `${beach.id}.xml` }],
    ];
    const before = new Map<string, Awaited<ReturnType<typeof get>>>();
    for (const [name, loader, url, params] of feeds) {
      const answer = await get(loader, url, params);
      expect(answer.status, name).toBe(200);
      expect(answer.text, name).not.toContain(TITLE);
      before.set(name, answer);
    }
    const mapBefore = await get(sitemap, "/sitemap.xml");
    expect(mapBefore.text).not.toContain(SLUG);

    // Its time: published as a server does (it wakes at the post's time).
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due.getTime() - Date.now())));
    expect(await publishDuePosts()).toEqual([SLUG]);
    const publishedAt = (
      await fresh.db
        .selectFrom("posts")
        .select("published_at")
        .where("slug", "=", SLUG)
        .executeTakeFirstOrThrow()
    ).published_at;
    expect(publishedAt).toBe(due.toISOString());
    const httpDate = new Date(Math.floor(due.getTime() / 1000) * 1000).toUTCString();

    for (const [name, loader, url, params] of feeds) {
      const answer = await get(loader, url, params);
      expect(answer.status, name).toBe(200);
      const top = first(answer.text);
      expect(top.title, name).toBe(TITLE);
      const seconds = (ms: number) => Math.floor(ms / 1000);
      expect(seconds(Date.parse(top.date)), name).toBe(seconds(due.getTime()));
      // The newest item's time: a reader holding the old feed gets it whole (If-Modified-Since),
      // and the body, of which the server makes the ETag, is another.
      expect(answer.lastModified, name).toBe(httpDate);
      expect(Date.parse(answer.lastModified!)).toBeGreaterThan(
        Date.parse(before.get(name)!.lastModified!),
      );
      expect(answer.text, name).not.toBe(before.get(name)!.text);
    }

    // The sitemap: the post last (in the order posts went live), its lastmod its time, and the
    // sitemap's Last-Modified with it.
    const map = await get(sitemap, "/sitemap.xml");
    const urls = [
      ...map.text.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g),
    ];
    expect(urls.at(-1)?.[1]).toMatch(new RegExp(`/${SLUG}$`));
    expect(urls.at(-1)?.[2]).toBe(publishedAt);
    expect(map.lastModified).toBe(httpDate);
  });
});
