import { Link } from "react-router";
import { Avatar } from "#app/components/ui/avatar.tsx";
import { formatDate } from "#app/lib/format.ts";
import type { CardPost } from "#app/lib/types.ts";

/** The meta line of a card: author avatar and name (linking to the author), then the date. */
export function PostCardMeta({ post, light = false }: { post: CardPost; light?: boolean }) {
  return (
    <div className={light ? "card-meta-on-image" : "card-meta"}>
      <Link to={post.author.href} className="card-meta-author">
        <Avatar name={post.author.displayName} src={post.author.avatar} size="xs" />
        <span className={light ? "card-meta-name-on-image" : "card-meta-name"}>
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
