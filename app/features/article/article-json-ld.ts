/**
 * The schema.org JSON-LD of an article (app/lib/json-ld.ts has the other pages'): in a module of
 * its own, so that only article pages load it and the trip facts it names places with.
 */
import { publisher } from "#app/lib/json-ld.ts";
import {
  absoluteUrl,
  audioFormat,
  canonicalUrl,
  isoDate,
  PODCAST_SERIES,
  type SeoPost,
} from "#app/lib/seo.ts";
import type { Trip } from "#app/lib/trips.ts";
import type { ArticleComment } from "#app/lib/types.ts";
import { tripPlaceName } from "./trip-facts.ts";

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

/**
 * Readers' approved comments as schema.org `Comment` items (the page's, at most 50), each owners'
 * reply a `Comment` of its own in the comment's `comment`, by its author.
 */
function commentItems(comments: readonly ArticleComment[], siteUrl: string) {
  return comments.map((c) => ({
    "@type": "Comment",
    text: c.body,
    dateCreated: c.createdAt,
    author: { "@type": "Person", name: c.name },
    ...(c.replies.length > 0
      ? {
          comment: c.replies.map((r) => ({
            "@type": "Comment",
            text: r.body,
            dateCreated: r.createdAt,
            author: {
              "@type": "Person",
              name: r.author?.displayName ?? r.name,
              ...(r.author?.href ? { url: absoluteUrl(siteUrl, r.author.href) } : {}),
            },
          })),
        }
      : {}),
  }));
}

/** Where a trip's story is set, as schema.org's `contentLocation`: a Place with address and geo. */
function place(trip: Trip) {
  return {
    "@type": "Place",
    name: tripPlaceName(trip),
    address: { "@type": "PostalAddress", addressCountry: trip.country },
    geo: { "@type": "GeoCoordinates", latitude: trip.lat, longitude: trip.lng },
  };
}

/**
 * The post's JSON-LD by its type: BlogPosting (standard), VideoObject (video), PodcastEpisode
 * (audio), ImageGallery (gallery). Media without a URL fall back to BlogPosting. A post with a
 * trip names its place (`contentLocation`).
 */
export function articleJsonLd(
  post: SeoPost,
  siteUrl: string,
  comments: readonly ArticleComment[] = [],
): Record<string, unknown> {
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
    ...(post.trip ? { contentLocation: place(post.trip) } : {}),
    commentCount: post.commentCount,
    ...(comments.length > 0 ? { comment: commentItems(comments, siteUrl) } : {}),
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
