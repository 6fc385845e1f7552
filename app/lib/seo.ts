import type { MetaDescriptor } from "react-router";
import type { Post } from "./types.ts";

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
  );
  return tags;
}

/** Head tags of the article error states: not indexed. */
export function articleErrorMeta(status: number | undefined): MetaDescriptor[] {
  const title = status === 404 ? "Article not found" : "Unexpected Application Error!";
  return [
    { title: `${title} · ${SITE_NAME}` },
    {
      name: "description",
      content:
        status === 404
          ? "The article you are looking for has moved or never existed."
          : "Something went wrong while loading this article.",
    },
    { name: "robots", content: "noindex" },
  ];
}
