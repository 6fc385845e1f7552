import { createHash } from "node:crypto";
import { env } from "#app/env.server.ts";
import { goLiveAt, type PublishState, publishState } from "#app/lib/go-live.ts";
import { postHref } from "#app/lib/post-href.ts";
import type { PostInput } from "#app/models/post-writes.server.ts";
import type { ParsedPost } from "./post-markdown.server.ts";

/** A stable public id for a post, derived from its slug (so URLs with itemId survive re-imports). */
export function postIdFor(slug: string): string {
  const hex = createHash("sha1").update(`wanderlust:${slug}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** A post's state at an import: draft, scheduled (with its time) or live. */
export function stateOf(post: ParsedPost, now: Date): { state: PublishState; liveAt: Date | null } {
  const state = publishState(post.meta, env().SITE_TIMEZONE, now);
  return { state, liveAt: state === "draft" ? null : goLiveAt(post.meta, env().SITE_TIMEZONE) };
}

/**
 * The row an import writes of a parsed post (app/features/content/importer.server.ts), its
 * taxonomy links, and its state now. `wentLiveNow`: a draft or scheduled post that goes live with
 * this import went live now (the newsletter's "new").
 */
export function postRowOf(
  post: ParsedPost,
  at: {
    now: Date;
    authorIds: Map<string, number>;
    categoryIds: Map<string, number>;
    tagIds: Map<string, number>;
    mediaDuration: number | null;
    wentLiveNow: boolean;
  },
): { state: PublishState; liveAt: Date | null; input: PostInput; taxonomyIds: number[] } {
  const { meta } = post;
  const { state, liveAt } = stateOf(post, at.now);
  const input: PostInput = {
    id: postIdFor(post.slug),
    slug: post.slug,
    href: postHref({ ...post.meta, slug: post.slug, firstCategory: meta.categories[0] }),
    title: meta.title,
    description: meta.desc,
    date: meta.date,
    featured_image: meta.featuredImage,
    reading_time: post.readingTime,
    post_type: meta.postType,
    section: meta.section,
    author_id: at.authorIds.get(meta.author)!,
    gallery_imgs: JSON.stringify(meta.galleryImgs),
    video_url: meta.videoUrl ?? "",
    video_thumbnail: meta.videoThumbnail ?? "",
    audio_url: meta.audioUrl ?? "",
    intro_paragraphs: JSON.stringify(post.introParagraphs),
    content_pairs: JSON.stringify(post.contentPairs),
    conclusion: JSON.stringify(post.conclusion),
    search_text: post.plainText,
    media_duration: at.mediaDuration,
    published_at: (at.wentLiveNow ? at.now : (liveAt ?? at.now)).toISOString(),
    trip: meta.trip ?? null,
    counters: {
      like_count: meta.likes,
      bookmark_count: meta.bookmarks,
      comment_count: meta.comments,
      viewd_count: meta.views,
    },
  };
  const taxonomyIds = [
    ...meta.categories.map((c) => at.categoryIds.get(c)!),
    ...meta.tags.map((t) => at.tagIds.get(t)!),
  ];
  return { state, liveAt, input, taxonomyIds };
}
