import { Link } from "react-router";
import { Avatar } from "#app/components/ui/avatar.tsx";
import { formatDate } from "#app/lib/format.ts";
import type { CardPost } from "#app/lib/types.ts";

/** The post-meta line (docs/spec.md#home): author avatar, post title, author name and date. */
export function PostMetaLine({ post }: { post: CardPost }) {
  return (
    <div className="flex min-w-0 items-center gap-3" data-testid="post-meta-line">
      <Avatar name={post.author.displayName} src={post.author.avatar} size="md" />
      <div className="min-w-0">
        <Link
          to={post.href}
          className="block truncate font-semibold text-neutral-900 text-sm hover:text-primary-600 dark:text-neutral-100"
        >
          {post.title}
        </Link>
        <p className="mt-0.5 truncate text-neutral-500 text-xs dark:text-neutral-400">
          <Link to={post.author.href} className="hover:underline">
            {post.author.displayName}
          </Link>
          <span aria-hidden="true"> · </span>
          <time dateTime={post.date}>{formatDate(post.date)}</time>
        </p>
      </div>
    </div>
  );
}
