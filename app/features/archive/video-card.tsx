import { Link } from "react-router";
import { PostCardMeta } from "#app/components/ui/cards/post-card-meta.tsx";
import { CategoryBadge } from "#app/components/ui/category-badge.tsx";
import { FeaturedMedia } from "#app/components/ui/media/featured-media.tsx";
import type { CardPost } from "#app/lib/types.ts";

/** A video card for the video archive: the clip preview (plays muted on hover), title and meta. */
export function VideoCard({ post, eager = false }: { post: CardPost; eager?: boolean }) {
  return (
    <article className="group card" data-testid="video-card">
      <FeaturedMedia post={post} eager={eager} className="aspect-video" />
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
        <div className="mt-3">
          <PostCardMeta post={post} />
        </div>
      </div>
    </article>
  );
}
