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
    <article className="group card" data-testid="post-card">
      <div className="relative">
        <FeaturedMedia post={post} eager={eager} sizes={sizes} />
        <PostTypeIcon postType={post.postType} className="absolute top-3 left-3 z-10" />
      </div>
      <div className="card-body">
        <div className="card-chips">
          {post.categories.map((c) => (
            <CategoryBadge key={c.id} taxonomy={c} />
          ))}
        </div>
        <h3 className="card-title">
          <Link to={post.href} className="card-link">
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
        <div className="card-actions">
          <div className="flex items-center gap-1.5">
            <LikeButton like={post.like} />
            <CommentButton count={post.commentCount} />
            <ViewCount count={post.viewdCount} />
          </div>
          <BookmarkButton
            article={{ href: post.href, title: post.title, postType: post.postType }}
          />
        </div>
      </div>
    </article>
  );
}
