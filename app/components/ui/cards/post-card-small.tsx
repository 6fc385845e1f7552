import { Link } from "react-router";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { formatDate } from "#app/lib/format.ts";
import type { SmallCardPost } from "#app/lib/types.ts";

/** A small card for widgets: thumbnail, title, author and date. */
export function PostCardSmall({ post }: { post: SmallCardPost }) {
  return (
    <article className="group small-card" data-testid="post-card-small">
      <ResponsiveImage
        src={post.featuredImage}
        alt=""
        sizes="(min-width: 640px) 120px, 96px"
        maxWidth={240}
        width={80}
        height={80}
        loading="lazy"
        className="small-card-image"
      />
      <div className="min-w-0">
        <h3 className="small-card-title">
          <Link to={post.href} className="stretched-link">
            {post.title}
          </Link>
        </h3>
        <p className="small-card-meta">
          <span className="small-card-author">{post.author.displayName}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={post.date}>{formatDate(post.date)}</time>
        </p>
      </div>
    </article>
  );
}
