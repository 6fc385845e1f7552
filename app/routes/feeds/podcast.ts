import fs from "node:fs/promises";
import path from "node:path";
import { podcastFeed } from "#app/lib/feeds.ts";
import { listPostsPage } from "#app/models/posts.server.ts";
import { siteUrl, toFeedItem, xml } from "./feed-data.server.ts";

/** /feeds/podcast.xml: the audio posts with enclosures (length and type) and iTunes tags. */
export async function loader() {
  const { posts } = await listPostsPage({ filter: { postType: "audio" }, limit: null });
  const base = siteUrl();
  const episodes = await Promise.all(
    posts.map(async (post) => ({
      ...toFeedItem(post),
      audioUrl: `${base}${post.audioUrl}`,
      audioBytes: await fileSize(post.audioUrl),
    })),
  );
  return xml(
    podcastFeed(
      {
        title: "Are We Nearly There? · Wanderlust family podcast",
        description:
          "Leo Harper and family talk trams, packing lists, beaches and road-trip games.",
        siteUrl: `${base}/archive-3/summary`,
        feedUrl: `${base}/feeds/podcast.xml`,
        author: "Leo Harper",
        email: "podcast@wanderlust.example",
        image: `${base}/media/scenes/algarve-1.jpg`,
        category: "Places & Travel",
      },
      episodes,
    ),
    "application/rss+xml",
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
