import type { MetaDescriptor } from "react-router";
import { knownSearchParams, type QuerySpec } from "#app/lib/query-params.ts";
import type { Post } from "#app/lib/types.ts";

/** The site's name in titles, Open Graph and JSON-LD. */
export const SITE_NAME = "Wanderlust";
/**
 * The podcast series every audio post belongs to: the show's one name (feed, JSON-LD, player,
 * archive), the name its episodes use ("Are We Nearly There?, the Wanderlust family podcast").
 */
export const PODCAST_SERIES = "Are We Nearly There?";

/** The fields of a post the SEO tags use. */
export type SeoPost = Pick<
  Post,
  | "title"
  | "desc"
  | "href"
  | "date"
  | "featuredImage"
  | "readingTime"
  | "postType"
  | "author"
  | "categories"
  | "tags"
  | "like"
  | "commentCount"
  | "viewdCount"
  | "galleryImgs"
  | "videoUrl"
  | "videoThumbnail"
  | "audioUrl"
  | "trip"
> &
  Partial<Pick<Post, "contentPairs" | "duration">>;

/** `siteUrl` + a path (or an already absolute URL as it is). */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  const base = siteUrl.replace(/\/+$/, "");
  const path = pathOrUrl.startsWith("/") ? pathOrUrl : `/${pathOrUrl}`;
  return `${base}${path}`;
}

/** The post's canonical URL: its href on the site, whatever layout shows it. */
export function canonicalUrl(siteUrl: string, post: Pick<Post, "href">): string {
  return absoluteUrl(siteUrl, post.href);
}

/** "2024-07-06" -> "2024-07-06T00:00:00Z" (schema.org and Open Graph want a date-time). */
export function isoDate(date: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00Z` : date;
}

/** The MIME type of an audio file, by its extension. */
export function audioFormat(url: string): string {
  if (/\.ogg$/i.test(url)) return "audio/ogg";
  if (/\.(m4a|aac)$/i.test(url)) return "audio/mp4";
  if (/\.wav$/i.test(url)) return "audio/wav";
  return "audio/mpeg";
}

/** The share image of pages that have none of their own (a 1600 x 900 JPEG in public/media). */
const DEFAULT_SHARE_IMAGE = "/media/hero.jpg";
/** The query parameter the search page reads its term from (app/lib/query-params.ts, QUERY.search). */
export const SEARCH_TERM_PARAM = "q";

/**
 * The query parameters a canonical URL keeps: those that change which posts or results a page
 * shows (`page`, the search term and tab). The rest are dropped: `sort` (the same posts in
 * another order: the default order is the one to index), `all` and `more` (the same posts as
 * the pages together), the photo tour, tracking parameters and anything unknown
 * (docs/decisions/005-canonical-urls.md).
 */
const CANONICAL_PARAMS: ReadonlySet<string> = new Set(["page", SEARCH_TERM_PARAM, "tab"]);

/**
 * A page's canonical path and query: `pathname` and, of the parameters the page reads (`query`,
 * canonical values as the page cache keys them, defaults dropped), only CANONICAL_PARAMS.
 */
export function canonicalPath(pathname: string, search: string, query?: QuerySpec): string {
  const kept = new URLSearchParams();
  for (const [name, value] of knownSearchParams(search, query)) {
    if (CANONICAL_PARAMS.has(name)) kept.append(name, value);
  }
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const q = kept.toString();
  return q ? `${path}?${q}` : path;
}

/** What a page says about itself in its head: the input of `pageMeta`. */
export interface PageSeo {
  /** The document title, as shown in the tab. */
  title: string;
  /** The title to share (og:title, twitter:title); default `title`. */
  shareTitle?: string;
  description: string;
  /** The canonical path (and kept query) on the site: `canonicalPath`. */
  path: string;
  /** The share image: a path on the site or an absolute URL; default DEFAULT_SHARE_IMAGE. */
  image?: string;
  /** og:type; default "website". */
  type?: "website" | "profile" | "article";
  /** The page's JSON-LD objects, one script each. */
  jsonLd?: Record<string, unknown>[];
}

/**
 * The common head tags of every public page but articles (`articleMeta`): title, description,
 * canonical link, Open Graph, Twitter card and JSON-LD; every URL absolute on `siteUrl`.
 */
export function pageMeta(page: PageSeo, siteUrl: string): MetaDescriptor[] {
  const url = absoluteUrl(siteUrl, page.path);
  const image = absoluteUrl(siteUrl, page.image || DEFAULT_SHARE_IMAGE);
  const shareTitle = page.shareTitle ?? page.title;
  return [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: shareTitle },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:alt", content: shareTitle },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: shareTitle },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: shareTitle },
    ...(page.jsonLd ?? []).map((data) => ({ "script:ld+json": data })),
  ];
}

/** What `routeMeta` reads of a route's `meta` arguments. */
export interface RouteMetaArgs {
  matches: readonly ({ loaderData?: unknown } | undefined)[];
  location: { pathname: string; search: string };
}

/**
 * The site's base URL in a route's `meta`: the site layout's loader gives SITE_URL
 * (app/features/shell/site-layout.tsx); "" (relative URLs) when it did not load.
 */
export function siteUrlOf(matches: RouteMetaArgs["matches"]): string {
  for (const match of matches) {
    const data = match?.loaderData;
    if (typeof data === "object" && data !== null && "siteUrl" in data) {
      const { siteUrl } = data as { siteUrl: unknown };
      if (typeof siteUrl === "string") return siteUrl;
    }
  }
  return "";
}

/**
 * A public page's `meta`: `pageMeta` with the site URL from the layout's data and the canonical
 * path of the page's own path (or `path`, e.g. an author's href with the database's capitals) and
 * the content parameters of its `query`. `jsonLd` gets the site URL and that canonical path.
 */
export function routeMeta(
  args: RouteMetaArgs,
  page: Omit<PageSeo, "path" | "jsonLd"> & {
    path?: string;
    query?: QuerySpec;
    jsonLd?: (siteUrl: string, path: string) => Record<string, unknown>[];
  },
): MetaDescriptor[] {
  const siteUrl = siteUrlOf(args.matches);
  const path = canonicalPath(page.path ?? args.location.pathname, args.location.search, page.query);
  const { query: _query, jsonLd, ...rest } = page;
  return pageMeta({ ...rest, path, jsonLd: jsonLd?.(siteUrl, path) }, siteUrl);
}
