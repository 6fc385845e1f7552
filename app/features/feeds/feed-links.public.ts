import { SITE_NAME } from "#app/lib/seo.ts";

/* The category and tag feeds (category.ts), as their archive pages link them. */

/** The title of a category or tag feed (its channel title and the archive page's link to it). */
export function taxonomyFeedTitle(name: string): string {
  return `${SITE_NAME} · ${name}`;
}

/** The path of a category or tag's RSS feed. */
export function taxonomyFeedPath(taxonomyId: number, format: "rss" | "atom" = "rss"): string {
  return `/feeds/category/${taxonomyId}.${format === "rss" ? "xml" : "atom"}`;
}
