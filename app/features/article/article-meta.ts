import type { MetaDescriptor } from "react-router";
import { breadcrumbJsonLd } from "#app/lib/json-ld.ts";
import {
  absoluteUrl,
  audioFormat,
  canonicalUrl,
  isoDate,
  type SeoPost,
  SITE_NAME,
} from "#app/lib/seo.ts";
import type { ArticleComment } from "#app/lib/types.ts";
import { articleJsonLd } from "./article-json-ld.ts";

/**
 * Every head tag of an article page: title, description, canonical link, Open Graph, Twitter
 * card and JSON-LD. All URLs are absolute, built on `siteUrl`.
 */
export function articleMeta(
  post: SeoPost,
  siteUrl: string,
  comments: readonly ArticleComment[] = [],
): MetaDescriptor[] {
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
    { "script:ld+json": articleJsonLd(post, siteUrl, comments) },
    { "script:ld+json": breadcrumbJsonLd(post, siteUrl) },
  );
  return tags;
}
