import type { ReactNode } from "react";
import { Link } from "react-router";
import { BookmarkButton } from "#app/components/ui/bookmark-button.tsx";
import { PostCardMeta } from "#app/components/ui/cards/post-card-meta.tsx";
import { CategoryBadge } from "#app/components/ui/category-badge.tsx";
import { LikeButton } from "#app/components/ui/like-button.tsx";
import { FeaturedMedia } from "#app/components/ui/media/featured-media.tsx";
import { CommentButton, ViewCount } from "#app/components/ui/post-stats.tsx";
import { PostTypeIcon } from "#app/components/ui/post-type-icon.tsx";
import type { CardPost as PostCardData } from "#app/lib/types.ts";

/**
 * The standard card: featured media by post type, categories, title, meta line, then like,
 * comment (to /), view count and bookmark.
 */
export function PostCard({
  post,
  eager = false,
  showDescription = false,
  sizes,
  children,
}: {
  post: PostCardData;
  eager?: boolean;
  showDescription?: boolean;
  /** The card's width in the layout (default: the usual 1/2/3-column grid). */
  sizes?: string;
  /** Extra lines below the meta line (the trip finder's facts). */
  children?: ReactNode;
}) {
  return (
    <article className="group relative flex flex-col" data-testid="post-card">
      <div className="relative">
        <FeaturedMedia post={post} eager={eager} sizes={sizes} />
        <PostTypeIcon postType={post.postType} className="absolute top-3 left-3 z-10" />
      </div>
      <div className="flex flex-1 flex-col px-1 pt-4">
        <div className="flex flex-wrap gap-1.5">
          {post.categories.map((c) => (
            <CategoryBadge key={c.id} taxonomy={c} />
          ))}
        </div>
        <h3 className="mt-3 line-clamp-2 font-semibold text-base text-neutral-900 leading-snug sm:text-lg dark:text-neutral-100">
          <Link to={post.href} className="hover:text-primary-600 dark:hover:text-primary-300">
            {post.title}
          </Link>
        </h3>
        {showDescription && (
          <p className="mt-2 line-clamp-2 text-neutral-500 text-sm dark:text-neutral-400">
            {post.desc}
          </p>
        )}
        <div className="mt-3">
          <PostCardMeta post={post} />
        </div>
        {children}
        <div className="mt-auto flex items-center justify-between gap-2 pt-4">
          <div className="flex items-center gap-1.5">
            <LikeButton like={post.like} />
            <CommentButton count={post.commentCount} />
            <ViewCount count={post.viewdCount} />
          </div>
          <BookmarkButton bookmark={post.bookmark} />
        </div>
      </div>
    </article>
  );
}
