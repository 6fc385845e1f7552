import { Link } from "react-router";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { formatDate } from "#app/lib/format.ts";
import type { TeaserPost } from "#app/lib/types.ts";

/** The width of a card in the 1/2/4-column grid of 'Related posts' (max-w-7xl, gap-x-6). */
const TEASER_SIZES =
  "(min-width: 1280px) 286px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw";

/**
 * A light card for 'Related posts' and 'More from author': picture, title, date, the whole card one
 * link. The full post card (slider, categories, author, like, comment, bookmark) made these two
 * sections ~54 KB of an article's 126 KB of HTML.
 */
export function TeaserCard({ post }: { post: TeaserPost }) {
  return (
    <article className="group relative">
      <ResponsiveImage
        src={post.image}
        alt=""
        sizes={TEASER_SIZES}
        width={1200}
        height={800}
        loading="lazy"
        className="teaser-image"
      />
      <h3 className="teaser-title">
        <Link to={post.href} className="stretched-link">
          {post.title}
        </Link>
      </h3>
      <time dateTime={post.date} className="teaser-date">
        {formatDate(post.date)}
      </time>
    </article>
  );
}
