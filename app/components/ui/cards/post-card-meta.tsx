import { Link } from "react-router";
import { Avatar } from "#app/components/ui/avatar.tsx";
import { formatDate } from "#app/lib/format.ts";
import type { CardPost } from "#app/lib/types.ts";

/** The meta line of a card: author avatar and name (linking to the author), then the date. */
export function PostCardMeta({ post, light = false }: { post: CardPost; light?: boolean }) {
  const muted = light ? "text-white/80" : "text-neutral-500 dark:text-neutral-400";
  return (
    <div className={`card-meta ${muted}`}>
      <Link to={post.author.href} className="card-meta-author">
        <Avatar name={post.author.displayName} src={post.author.avatar} size="xs" />
        <span
          className={`card-meta-name ${light ? "text-white" : "text-neutral-700 dark:text-neutral-200"}`}
        >
          {post.author.displayName}
        </span>
      </Link>
      <span aria-hidden="true">·</span>
      <time dateTime={post.date} className="shrink-0">
        {formatDate(post.date)}
      </time>
    </div>
  );
}
