import { Link } from "react-router";
import { Avatar } from "#app/components/ui/avatar.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import type { Author } from "#app/lib/types.ts";

/** An author as a card: their banner, avatar, name, role and article count. */
export function AuthorCard({ author }: { author: Author }) {
  return (
    <Link to={author.href} className="group tile-card h-full">
      <div className="author-tile-media">
        {author.bgImage && (
          <ResponsiveImage
            src={author.bgImage}
            alt=""
            sizes="(min-width: 1024px) 33vw, (min-width: 500px) 50vw, 100vw"
            width={1200}
            height={800}
            loading="lazy"
            className="card-zoom-image"
          />
        )}
      </div>
      <div className="author-tile-body">
        <Avatar
          name={author.displayName}
          src={author.avatar}
          size="lg"
          className="author-tile-avatar"
        />
        <h3 className="tile-title mt-3">{author.displayName}</h3>
        <p className="tile-role">{author.jobName}</p>
        <p className="tile-count">
          {author.count} {author.count === 1 ? "Article" : "Articles"}
        </p>
      </div>
    </Link>
  );
}
