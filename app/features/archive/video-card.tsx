import { Link } from "react-router";
import { PostCardMeta } from "#app/components/ui/cards/post-card-meta.tsx";
import { CategoryBadge } from "#app/components/ui/category-badge.tsx";
import { FeaturedMedia } from "#app/components/ui/media/featured-media.tsx";
import type { CardPost } from "#app/lib/types.ts";

/** A video card for the video archive: the clip preview (plays muted on hover), title and meta. */
export function VideoCard({ post, eager = false }: { post: CardPost; eager?: boolean }) {
  return (
    <article className="group relative flex flex-col" data-testid="video-card">
      <FeaturedMedia post={post} eager={eager} className="aspect-video" />
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
        <div className="mt-3">
          <PostCardMeta post={post} />
        </div>
      </div>
    </article>
  );
}
