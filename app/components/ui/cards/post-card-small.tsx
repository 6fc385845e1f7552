import { Link } from "react-router";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { formatDate } from "#app/lib/format.ts";
import type { CardPost } from "#app/lib/types.ts";

/** A small card for widgets: thumbnail, title, author and date. */
export function PostCardSmall({ post }: { post: CardPost }) {
  return (
    <article className="group relative flex items-center gap-4 py-3" data-testid="post-card-small">
      <ResponsiveImage
        src={post.featuredImage}
        alt=""
        sizes="(min-width: 640px) 120px, 96px"
        maxWidth={240}
        width={80}
        height={80}
        loading="lazy"
        className="h-16 w-16 shrink-0 rounded-2xl object-cover sm:h-20 sm:w-20"
      />
      <div className="min-w-0">
        <h3 className="line-clamp-2 font-medium text-neutral-900 text-sm leading-snug sm:text-base dark:text-neutral-100">
          <Link
            to={post.href}
            className="after:absolute after:inset-0 group-hover:text-primary-600 dark:group-hover:text-primary-300"
          >
            {post.title}
          </Link>
        </h3>
        <p className="mt-1.5 truncate text-neutral-600 text-xs dark:text-neutral-400">
          <span className="font-medium text-neutral-700 dark:text-neutral-300">
            {post.author.displayName}
          </span>
          <span aria-hidden="true"> · </span>
          <time dateTime={post.date}>{formatDate(post.date)}</time>
        </p>
      </div>
    </article>
  );
}
