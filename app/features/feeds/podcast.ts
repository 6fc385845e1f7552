import fs from "node:fs/promises";
import path from "node:path";
import { archiveHref } from "#app/lib/archive-path.ts";
import { PODCAST_SERIES } from "#app/lib/seo.ts";
import { listPosts } from "#app/models/posts.server.ts";
import { lastModifiedOf, siteUrl, toFullFeedItems, xml } from "./feed-data.server.ts";
import { PODCAST_ARTWORK, podcastFeed } from "./feeds.ts";

/** /feeds/podcast.xml: the audio posts with enclosures (length and type) and iTunes tags. */
export async function loader() {
  const posts = await listPosts({ filter: { postType: "audio" }, sort: "published" });
  const base = siteUrl();
  const items = await toFullFeedItems(posts);
  const episodes = await Promise.all(
    posts.map(async (post, i) => ({
      ...items[i]!,
      audioUrl: `${base}${post.audioUrl}`,
      audioBytes: await fileSize(post.audioUrl),
      durationSeconds: post.duration,
    })),
  );
  return xml(
    podcastFeed(
      {
        title: PODCAST_SERIES,
        description:
          "Leo Harper and family talk trams, packing lists, beaches and road-trip games.",
        siteUrl: `${base}${archiveHref({ kind: "podcast" })}`,
        feedUrl: `${base}/feeds/podcast.xml`,
        author: "Leo Harper",
        email: "podcast@wanderlust.example",
        image: `${base}${PODCAST_ARTWORK}`,
        category: "Society & Culture",
        subcategory: "Places & Travel",
      },
      episodes,
    ),
    "application/rss+xml",
    lastModifiedOf(items.map((item) => item.date)),
  );
}

/** The enclosure's byte length, read from the file the URL points at under public/. */
async function fileSize(url: string): Promise<number> {
  const file = path.join(path.resolve("public"), path.normalize(url).replace(/^([/\\])+/, ""));
  try {
    return (await fs.stat(file)).size;
  } catch {
    return 0;
  }
}
