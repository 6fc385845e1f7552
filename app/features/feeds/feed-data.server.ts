import { env } from "#app/env.server.ts";
import {
  articleHtml,
  atomFeed,
  type FeedInfo,
  type FeedItem,
  rssFeed,
} from "#app/features/feeds/feeds.ts";
import type { PostCard } from "#app/lib/types.ts";
import { listPostBodies, listPosts } from "#app/models/posts.server.ts";

export const FEED_SIZE = 50;

export function siteUrl(): string {
  return env().SITE_URL.replace(/\/$/, "");
}

function toFeedItem(post: PostCard): FeedItem {
  const base = siteUrl();
  return {
    id: post.id,
    title: post.title,
    description: post.desc,
    url: `${base}${post.href}`,
    date: post.date,
    author: post.author.displayName,
    categories: post.categories.map((c) => c.name),
    image: `${base}${post.featuredImage}`,
  };
}

/** Feed items carrying the whole article (RSS content:encoded, Atom content), URLs absolute. */
export async function toFullFeedItems(posts: PostCard[]): Promise<FeedItem[]> {
  const bodies = await listPostBodies(posts.map((p) => p.id));
  const base = siteUrl();
  return posts.map((post) => {
    const body = bodies.get(post.id);
    return {
      ...toFeedItem(post),
      ...(body ? { contentHtml: articleHtml({ ...post, url: post.href, ...body }, base) } : {}),
    };
  });
}

/**
 * When a feed last changed: its newest post's date (the hour feeds give it, 08:00 UTC), never
 * later than now. An edit to an older post keeps the date but changes the ETag, which readers
 * send too and which decides when present.
 */
export function lastModifiedOf(dates: string[]): Date | undefined {
  const newest = dates.reduce<string | undefined>(
    (a, b) => (a === undefined || b > a ? b : a),
    undefined,
  );
  if (!newest) return undefined;
  const time = Date.parse(`${newest}T08:00:00Z`);
  if (Number.isNaN(time)) return undefined;
  return new Date(Math.min(time, Date.now()));
}

/**
 * An XML answer with its Last-Modified. The server (server/buffered-responses.ts) gives each
 * encoding of it an ETag of its own, keeps it in the page cache, and answers 304 to a reader that
 * holds it (If-None-Match, or a valid If-Modified-Since).
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
 * (Last-Modified from its newest post).
 */
export async function postsFeed(
  format: "rss" | "atom",
  info: FeedInfo,
  posts: PostCard[],
): Promise<Response> {
  const items = await toFullFeedItems(posts);
  const lastModified = lastModifiedOf(posts.map((p) => p.date));
  return format === "atom"
    ? xml(atomFeed(info, items), "application/atom+xml", lastModified)
    : xml(rssFeed(info, items), "application/rss+xml", lastModified);
}

/** The site's feed (/feeds/rss.xml, /feeds/atom.xml): the latest posts. */
export async function siteFeed(format: "rss" | "atom"): Promise<Response> {
  const posts = await listPosts({ limit: FEED_SIZE });
  const base = siteUrl();
  const info = {
    title: "Wanderlust",
    description: "Family travel stories, hotel reviews and podcasts.",
    siteUrl: base,
    feedUrl: `${base}/feeds/${format}.xml`,
  };
  return postsFeed(format, info, posts);
}
