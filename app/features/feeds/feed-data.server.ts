import { env } from "#app/env.server.ts";
import type { PostCard } from "#app/lib/types.ts";
import { listPostBodies, listPosts } from "#app/models/posts.server.ts";
import { articleHtml, atomFeed, type FeedInfo, type FeedItem, feedTime, rssFeed } from "./feeds.ts";

export const FEED_SIZE = 50;

export function siteUrl(): string {
  return env().SITE_URL.replace(/\/$/, "");
}

function toFeedItem(post: PostCard, publishedAt: string | undefined): FeedItem {
  const base = siteUrl();
  return {
    id: post.id,
    title: post.title,
    description: post.desc,
    url: `${base}${post.href}`,
    // When it went live: a backdated post published today is today's news to a feed reader.
    date: publishedAt || post.date,
    author: post.author.displayName,
    categories: post.categories.map((c) => c.name),
    image: `${base}${post.featuredImage}`,
  };
}

/**
 * Feed items carrying the whole article (RSS content:encoded, Atom content), URLs absolute, each
 * dated when its post went live (`published_at`).
 */
export async function toFullFeedItems(posts: PostCard[]): Promise<FeedItem[]> {
  const bodies = await listPostBodies(posts.map((p) => p.id));
  const base = siteUrl();
  return posts.map((post) => {
    const body = bodies.get(post.id);
    return {
      ...toFeedItem(post, body?.publishedAt),
      ...(body ? { contentHtml: articleHtml({ ...post, url: post.href, ...body }, base) } : {}),
    };
  });
}

/**
 * When a feed or sitemap last changed: the newest of its items' times (when each post went live,
 * ISO 8601; a bare date counts at the hour feeds give it, 08:00 UTC), never later than now. An
 * edit to an older post keeps the time but changes the ETag, which readers send too and which
 * decides when present.
 */
export function lastModifiedOf(times: string[]): Date | undefined {
  let newest: number | undefined;
  for (const time of times) {
    const at = feedTime(time);
    if (!Number.isNaN(at) && (newest === undefined || at > newest)) newest = at;
  }
  if (newest === undefined) return undefined;
  // HTTP dates have whole seconds: a reader's If-Modified-Since of this answer must match it.
  return new Date(Math.floor(Math.min(newest, Date.now()) / 1000) * 1000);
}

/**
 * An XML answer with its Last-Modified. The server (server/page-cache/buffered-responses.ts) gives
 * each encoding of it an ETag of its own, keeps it in the page cache, and answers 304 to a reader
 * that holds it (If-None-Match, or a valid If-Modified-Since).
 */
export function xml(body: string, type = "application/xml", lastModified?: Date): Response {
  const headers = new Headers({
    "Content-Type": `${type}; charset=utf-8`,
    "Cache-Control": "public, max-age=300, s-maxage=600",
  });
  if (lastModified) headers.set("Last-Modified", lastModified.toUTCString());
  return new Response(body, { headers });
}

/**
 * A feed of posts, RSS 2.0 or Atom 1.0, each item with the whole article, as an XML answer
 * (Last-Modified: when its newest post went live).
 */
export async function postsFeed(
  format: "rss" | "atom",
  info: FeedInfo,
  posts: PostCard[],
): Promise<Response> {
  const items = await toFullFeedItems(posts);
  const lastModified = lastModifiedOf(items.map((item) => item.date));
  return format === "atom"
    ? xml(atomFeed(info, items), "application/atom+xml", lastModified)
    : xml(rssFeed(info, items), "application/rss+xml", lastModified);
}

/**
 * The site's feed (/feeds/rss.xml, /feeds/atom.xml): the posts that went live last, whatever
 * their date (a backdated post published today is at the top).
 */
export async function siteFeed(format: "rss" | "atom"): Promise<Response> {
  const posts = await listPosts({ limit: FEED_SIZE, sort: "published" });
  const base = siteUrl();
  const info = {
    title: "Wanderlust",
    description: "Family travel stories, hotel reviews and podcasts.",
    siteUrl: base,
    feedUrl: `${base}/feeds/${format}.xml`,
  };
  return postsFeed(format, info, posts);
}
