import type { MetaDescriptor } from "react-router";
import { knownSearchParams, type QuerySpec } from "./query-params.ts";
import type { Author, Post } from "./types.ts";

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
function isoDate(date: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00Z` : date;
}

/** Whole seconds as an ISO 8601 duration: 112 -> "PT1M52S", 3725 -> "PT1H2M5S". */
export function isoDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `PT${h ? `${h}H` : ""}${m ? `${m}M` : ""}${s || total === 0 ? `${s}S` : ""}`;
}

/** Every distinct image of a post: featured, gallery, then the section images. */
export function postImages(post: SeoPost): string[] {
  const images = [post.featuredImage, ...post.galleryImgs];
  for (const pair of post.contentPairs ?? []) {
    if (typeof pair !== "string" && pair.image?.link) images.push(pair.image.link);
  }
  return [...new Set(images.filter(Boolean))];
}

function person(post: SeoPost, siteUrl: string) {
  return {
    "@type": "Person",
    name: post.author.displayName,
    url: absoluteUrl(siteUrl, post.author.href),
    ...(post.author.avatar ? { image: absoluteUrl(siteUrl, post.author.avatar) } : {}),
  };
}

function publisher(siteUrl: string) {
  return {
    "@type": "Organization",
    name: SITE_NAME,
    url: absoluteUrl(siteUrl, "/"),
    logo: { "@type": "ImageObject", url: absoluteUrl(siteUrl, "/favicon.svg") },
  };
}

function interactions(post: SeoPost, view: "ReadAction" | "WatchAction" | "ListenAction") {
  return [
    {
      "@type": "InteractionCounter",
      interactionType: `https://schema.org/${view}`,
      userInteractionCount: post.viewdCount,
    },
    {
      "@type": "InteractionCounter",
      interactionType: "https://schema.org/LikeAction",
      userInteractionCount: post.like.count,
    },
    {
      "@type": "InteractionCounter",
      interactionType: "https://schema.org/CommentAction",
      userInteractionCount: post.commentCount,
    },
  ];
}

function audioFormat(url: string): string {
  if (/\.ogg$/i.test(url)) return "audio/ogg";
  if (/\.(m4a|aac)$/i.test(url)) return "audio/mp4";
  if (/\.wav$/i.test(url)) return "audio/wav";
  return "audio/mpeg";
}

/**
 * The post's JSON-LD by its type: BlogPosting (standard), VideoObject (video), PodcastEpisode
 * (audio), ImageGallery (gallery). Media without a URL fall back to BlogPosting.
 */
export function articleJsonLd(post: SeoPost, siteUrl: string): Record<string, unknown> {
  const url = canonicalUrl(siteUrl, post);
  const images = postImages(post).map((src) => absoluteUrl(siteUrl, src));
  const published = isoDate(post.date);
  const keywords = [...post.categories, ...post.tags].map((t) => t.name);
  const common = (type: string) => ({
    "@context": "https://schema.org",
    "@type": type,
    name: post.title,
    description: post.desc,
    url,
    author: person(post, siteUrl),
    publisher: publisher(siteUrl),
    ...(keywords.length > 0 ? { keywords: keywords.join(", ") } : {}),
  });

  if (post.postType === "video" && post.videoUrl) {
    const thumbnail = post.videoThumbnail || post.featuredImage;
    return {
      ...common("VideoObject"),
      thumbnailUrl: [absoluteUrl(siteUrl, thumbnail)],
      uploadDate: published,
      contentUrl: absoluteUrl(siteUrl, post.videoUrl),
      embedUrl: url,
      ...(post.duration ? { duration: isoDuration(post.duration) } : {}),
      interactionStatistic: interactions(post, "WatchAction"),
    };
  }
  if (post.postType === "audio" && post.audioUrl) {
    return {
      ...common("PodcastEpisode"),
      datePublished: published,
      image: images[0],
      timeRequired: `PT${post.readingTime}M`,
      ...(post.duration ? { duration: isoDuration(post.duration) } : {}),
      associatedMedia: {
        "@type": "MediaObject",
        contentUrl: absoluteUrl(siteUrl, post.audioUrl),
        encodingFormat: audioFormat(post.audioUrl),
        ...(post.duration ? { duration: isoDuration(post.duration) } : {}),
      },
      partOfSeries: {
        "@type": "PodcastSeries",
        name: PODCAST_SERIES,
        url: absoluteUrl(siteUrl, "/"),
      },
      interactionStatistic: interactions(post, "ListenAction"),
    };
  }
  if (post.postType === "gallery") {
    return {
      ...common("ImageGallery"),
      datePublished: published,
      mainEntityOfPage: { "@type": "WebPage", "@id": url },
      image: images.map((src) => ({ "@type": "ImageObject", contentUrl: src, url: src })),
      interactionStatistic: interactions(post, "ReadAction"),
    };
  }
  return {
    ...common("BlogPosting"),
    headline: post.title.slice(0, 110),
    datePublished: published,
    dateModified: published,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    image: images,
    timeRequired: `PT${post.readingTime}M`,
    ...(post.categories[0] ? { articleSection: post.categories[0].name } : {}),
    interactionStatistic: interactions(post, "ReadAction"),
  };
}

/**
 * Every head tag of an article page: title, description, canonical link, Open Graph, Twitter
 * card and JSON-LD. All URLs are absolute, built on `siteUrl`.
 */
export function articleMeta(post: SeoPost, siteUrl: string): MetaDescriptor[] {
  const url = canonicalUrl(siteUrl, post);
  const title = `${post.title} · ${SITE_NAME}`;
  const image = absoluteUrl(siteUrl, post.featuredImage);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: post.desc },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "article" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: post.title },
    { property: "og:description", content: post.desc },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "800" },
    { property: "og:image:alt", content: post.title },
    { property: "article:published_time", content: isoDate(post.date) },
    { property: "article:author", content: absoluteUrl(siteUrl, post.author.href) },
  ];
  if (post.categories[0]) {
    tags.push({ property: "article:section", content: post.categories[0].name });
  }
  for (const tag of post.tags) tags.push({ property: "article:tag", content: tag.name });
  if (post.postType === "video" && post.videoUrl) {
    tags.push({ property: "og:video", content: absoluteUrl(siteUrl, post.videoUrl) });
    tags.push({ property: "og:video:type", content: "video/mp4" });
  }
  if (post.postType === "audio" && post.audioUrl) {
    tags.push({ property: "og:audio", content: absoluteUrl(siteUrl, post.audioUrl) });
    tags.push({ property: "og:audio:type", content: audioFormat(post.audioUrl) });
  }
  tags.push(
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: post.title },
    { name: "twitter:description", content: post.desc },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: post.title },
    { "script:ld+json": articleJsonLd(post, siteUrl) },
    { "script:ld+json": breadcrumbJsonLd(post, siteUrl) },
  );
  return tags;
}

/** The share image of pages that have none of their own (a 1600 x 900 JPEG in public/media). */
const DEFAULT_SHARE_IMAGE = "/media/hero.jpg";
/** The query parameter the search page reads its term from (app/lib/query-params.ts, QUERY.search). */
const SEARCH_TERM_PARAM = "q";

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

/** The site as a whole (home pages): WebSite with its search, and the Organization behind it. */
export function websiteJsonLd(siteUrl: string): Record<string, unknown>[] {
  const home = absoluteUrl(siteUrl, "/");
  return [
    {
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: SITE_NAME,
      url: home,
      potentialAction: {
        "@type": "SearchAction",
        target: {
          "@type": "EntryPoint",
          urlTemplate: `${absoluteUrl(siteUrl, "/search")}?${SEARCH_TERM_PARAM}={search_term_string}`,
        },
        "query-input": "required name=search_term_string",
      },
      publisher: { "@type": "Organization", name: SITE_NAME, url: home },
    },
    { "@context": "https://schema.org", ...publisher(siteUrl) },
  ];
}

/**
 * A page of the site as schema.org WebPage or one of its kinds (CollectionPage, SearchResultsPage,
 * AboutPage, ContactPage...); with `items`, the posts it lists as its main entity, an ItemList.
 */
export function webPageJsonLd(
  type: string,
  page: { name: string; description: string; path: string; items?: readonly string[] },
  siteUrl: string,
): Record<string, unknown> {
  const url = absoluteUrl(siteUrl, page.path);
  return {
    "@context": "https://schema.org",
    "@type": type,
    name: page.name,
    description: page.description,
    url,
    isPartOf: { "@type": "WebSite", name: SITE_NAME, url: absoluteUrl(siteUrl, "/") },
    ...(page.items && page.items.length > 0
      ? {
          mainEntity: {
            "@type": "ItemList",
            numberOfItems: page.items.length,
            itemListElement: page.items.map((href, i) => ({
              "@type": "ListItem",
              position: i + 1,
              url: absoluteUrl(siteUrl, href),
            })),
          },
        }
      : {}),
  };
}

/** An author's page: ProfilePage about a Person (sameAs: the author's profiles elsewhere, if any). */
export function profileJsonLd(
  author: Pick<Author, "displayName" | "desc" | "jobName" | "avatar" | "href"> & {
    sameAs?: readonly string[];
  },
  siteUrl: string,
): Record<string, unknown> {
  const url = absoluteUrl(siteUrl, author.href);
  return {
    "@context": "https://schema.org",
    "@type": "ProfilePage",
    url,
    mainEntity: {
      "@type": "Person",
      name: author.displayName,
      description: author.desc,
      ...(author.jobName ? { jobTitle: author.jobName } : {}),
      ...(author.avatar ? { image: absoluteUrl(siteUrl, author.avatar) } : {}),
      url,
      ...(author.sameAs && author.sameAs.length > 0 ? { sameAs: [...author.sameAs] } : {}),
    },
  };
}

/** An article's place on the site: Home > its first category > the article. */
export function breadcrumbJsonLd(
  post: Pick<SeoPost, "title" | "href" | "categories">,
  siteUrl: string,
): Record<string, unknown> {
  const trail = [
    { name: "Home", url: absoluteUrl(siteUrl, "/") },
    ...(post.categories[0]
      ? [{ name: post.categories[0].name, url: absoluteUrl(siteUrl, post.categories[0].href) }]
      : []),
    { name: post.title, url: canonicalUrl(siteUrl, post) },
  ];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** What `routeMeta` reads of a route's `meta` arguments. */
export interface RouteMetaArgs {
  matches: readonly ({ loaderData?: unknown } | undefined)[];
  location: { pathname: string; search: string };
}

/**
 * The site's base URL in a route's `meta`: the site layout's loader gives SITE_URL
 * (app/routes/site-layout.tsx); "" (relative URLs) when it did not load.
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
