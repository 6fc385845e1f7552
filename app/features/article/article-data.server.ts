import type { AppLoadContext, MetaDescriptor } from "react-router";
import { env } from "#app/env.server.ts";
import { type CommentsData, loadComments } from "#app/features/comments/comments.public.server.ts";
import { articleText, withoutText } from "#app/lib/article-text.ts";
import { notFound } from "#app/lib/error-page.ts";
import type { Post, PostCard, TeaserPost } from "#app/lib/types.ts";
import { findPostByPathname, listPosts } from "#app/models/posts.server.ts";
import { articleMeta } from "./article-meta.ts";

/** How many cards 'Related posts' and 'More from author' show. */
const RELATED_COUNT = 4;

export interface ArticleData {
  post: Post;
  /** Posts of the first category's taxonomy, the current post removed. */
  related: TeaserPost[];
  /** The author's other posts. */
  moreFromAuthor: TeaserPost[];
  /** The page of readers' comments the URL asks for, and the form's stamp; null in a preview. */
  comments: CommentsData | null;
  /**
   * The page's head tags (title, description, canonical, Open Graph, Twitter, JSON-LD), built
   * here on the server with the public SITE_URL, so the SEO code stays out of the browser bundle.
   */
  meta: MetaDescriptor[];
}

/**
 * The loader of every article layout: the post of the URL's path (by href, else by the last
 * segment's slug), its related posts and the author's other posts. Unknown post: 404. For the
 * page's own request the text goes into the HTML only (the load context's `htmlOnly`, which the
 * server's entry renders from), and the hydration data carries the post without it
 * (app/lib/article-text.ts); a client-side navigation's data carries it whole.
 */
export async function loadArticle(
  request: Request,
  context?: AppLoadContext,
): Promise<ArticleData> {
  const post = await findPostByPathname(new URL(request.url).pathname);
  if (!post) throw notFound("article");
  const data = await articleDataOf(post, await loadComments(post.id, request.url));
  if (!context?.documentRequest || !context.htmlOnly) return data;
  context.htmlOnly.articleText = articleText(post);
  return { ...data, post: withoutText(post) };
}

/** What an article page shows of a post (its own, or a draft's preview: app/features/article/preview.tsx). */
export async function articleDataOf(
  post: Post,
  comments: CommentsData | null = null,
): Promise<ArticleData> {
  const category = post.categories[0];
  // One extra, so removing the current post still leaves RELATED_COUNT; the author's list
  // fetches enough to prefer posts that 'Related posts' does not already show.
  const [byCategory, byAuthor] = await Promise.all([
    category
      ? listPosts({ filter: { taxonomyId: category.taxonomyId }, limit: RELATED_COUNT + 1 })
      : Promise.resolve([]),
    listPosts({ filter: { authorId: post.authorId }, limit: RELATED_COUNT * 2 + 1 }),
  ]);
  const related = byCategory.filter((p) => p.id !== post.id).slice(0, RELATED_COUNT);
  return {
    post,
    related: related.map(toTeaserPost),
    moreFromAuthor: moreFromAuthor(byAuthor, post.id, related).map(toTeaserPost),
    comments,
    meta: articleMeta(post, env().SITE_URL, comments?.comments ?? []),
  };
}

/** The author's other posts: those not already in 'Related posts' first, then the rest. */
function moreFromAuthor(posts: PostCard[], currentId: string, related: PostCard[]): PostCard[] {
  const shown = new Set(related.map((p) => p.id));
  const others = posts.filter((p) => p.id !== currentId);
  const fresh = others.filter((p) => !shown.has(p.id));
  const repeats = others.filter((p) => shown.has(p.id));
  return [...fresh, ...repeats].slice(0, RELATED_COUNT);
}

/** What a teaser card draws: picture, title, date (a whole card's fields were ~4 KB of data). */
function toTeaserPost(post: PostCard): TeaserPost {
  return {
    id: post.id,
    title: post.title,
    href: post.href,
    date: post.date,
    image: post.featuredImage || post.videoThumbnail,
  };
}
