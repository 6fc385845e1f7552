import { Link } from "react-router";
import { PostCardMeta } from "#app/components/ui/cards/post-card-meta.tsx";
import { CategoryBadge } from "#app/components/ui/category-badge.tsx";
import { PostTypeIcon } from "#app/components/ui/post-type-icon.tsx";
import { CARD_SIZES, ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import type { CardPost } from "#app/lib/types.ts";

/** The overlay card: picture with a gradient, category badges, title, author and date on top. */
export function OverlayCard({
  post,
  eager = false,
  className = "aspect-[4/5] sm:aspect-[4/3]",
  large = false,
  sizes = CARD_SIZES,
}: {
  post: CardPost;
  eager?: boolean;
  className?: string;
  large?: boolean;
  /**
   * The photo's layout width: the card's width, x 1.875 where the card is 4:5 (the 3:2 photo
   * covers it, so it is laid out 1.875 x as wide as the card), x 1.5 where it is square.
   */
  sizes?: string;
}) {
  return (
    <article
      className={`group relative isolate overflow-hidden rounded-3xl bg-neutral-800 ${className}`}
      data-testid="overlay-card"
    >
      <ResponsiveImage
        src={post.featuredImage}
        alt=""
        sizes={sizes}
        width={1200}
        height={800}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={eager ? "high" : "auto"}
        className="absolute inset-0 -z-10 h-full w-full object-cover transition duration-700 group-hover:scale-105"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-black/90 via-black/55 via-60% to-black/10" />
      <PostTypeIcon postType={post.postType} className="absolute top-4 right-4" />
      <div className="flex h-full flex-col justify-end p-5 sm:p-7">
        <div className="flex flex-wrap gap-1.5">
          {post.categories.map((c) => (
            <CategoryBadge key={c.id} taxonomy={c} onImage />
          ))}
        </div>
        <h3
          className={`mt-3 font-semibold text-white leading-tight ${large ? "text-2xl sm:text-4xl" : "text-lg sm:text-xl"}`}
        >
          <Link to={post.href} className="after:absolute after:inset-0 hover:underline">
            {post.title}
          </Link>
        </h3>
        {large && <p className="mt-3 line-clamp-2 max-w-2xl text-white/80">{post.desc}</p>}
        <div className="mt-4">
          <PostCardMeta post={post} light />
        </div>
      </div>
    </article>
  );
}
