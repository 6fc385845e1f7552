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
        className="aspect-[4/3] w-full rounded-3xl bg-neutral-100 object-cover dark:bg-neutral-800"
      />
      <h3 className="mt-4 line-clamp-2 font-semibold text-base text-neutral-900 leading-snug sm:text-lg dark:text-neutral-100">
        <Link
          to={post.href}
          className="after:absolute after:inset-0 group-hover:text-primary-600 dark:group-hover:text-primary-300"
        >
          {post.title}
        </Link>
      </h3>
      <time
        dateTime={post.date}
        className="mt-1 block text-neutral-500 text-sm dark:text-neutral-400"
      >
        {formatDate(post.date)}
      </time>
    </article>
  );
}
