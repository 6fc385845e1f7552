import { env } from "#app/env.server.ts";
import type { FeedItem } from "#app/lib/feeds.ts";
import type { PostCard } from "#app/lib/types.ts";

export const FEED_SIZE = 50;

export function siteUrl(): string {
  return env().SITE_URL.replace(/\/$/, "");
}

export function toFeedItem(post: PostCard): FeedItem {
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

export function xml(body: string, type = "application/xml"): Response {
  return new Response(body, {
    headers: {
      "Content-Type": `${type}; charset=utf-8`,
      "Cache-Control": "public, max-age=300, s-maxage=600",
    },
  });
}
