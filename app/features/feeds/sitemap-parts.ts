import { pageCount } from "#app/lib/paging.ts";

/** The most URLs one sitemap may list (sitemaps.org); past it, /sitemap.xml is an index. */
export const SITEMAP_MAX_URLS = 50_000;

/** How many sitemaps `total` URLs take (at least one). */
export function sitemapPartCount(total: number, max = SITEMAP_MAX_URLS): number {
  return pageCount(total, max);
}

/** The URLs of one sitemap: a range of the fixed ones, then a range of the posts. */
export interface SitemapPart {
  /** The fixed URLs (pages, archives, authors, countries) it lists: `[start, end)`. */
  fixed: { start: number; end: number };
  /** The posts it lists, in the sitemap's order of posts. */
  posts: { offset: number; limit: number };
}

/**
 * Which URLs sitemap `part` (1-based) lists when the fixed URLs come first and the posts after
 * them, `max` to a sitemap: every URL in exactly one part. Undefined for a part that does not
 * exist (past the last, or not a whole number from 1).
 */
export function sitemapPart(
  fixed: number,
  posts: number,
  part: number,
  max = SITEMAP_MAX_URLS,
): SitemapPart | undefined {
  if (!Number.isInteger(part) || part < 1 || part > sitemapPartCount(fixed + posts, max)) {
    return undefined;
  }
  const start = (part - 1) * max;
  const end = Math.min(start + max, fixed + posts);
  const postStart = Math.max(start, fixed);
  return {
    fixed: { start: Math.min(start, fixed), end: Math.min(end, fixed) },
    posts: { offset: postStart - fixed, limit: Math.max(0, end - postStart) },
  };
}
