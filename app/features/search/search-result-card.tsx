import { Link } from "react-router";
import { PostCardMeta } from "#app/components/ui/cards/post-card-meta.tsx";
import { CategoryBadge } from "#app/components/ui/category-badge.tsx";
import { PostTypeIcon } from "#app/components/ui/post-type-icon.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { Highlighted } from "./highlighted.tsx";
import type { ArticleResult } from "./search-types.ts";

/** An article found by the search: picture, categories, title and excerpt with the matches marked. */
export function SearchResultCard({
  result,
  eager = false,
  layout = "card",
}: {
  result: ArticleResult;
  eager?: boolean;
  layout?: "card" | "row";
}) {
  const { post } = result;
  const row = layout === "row";
  return (
    <article
      className={`group relative flex gap-4 ${row ? "flex-col sm:flex-row sm:items-start sm:gap-6" : "flex-col"}`}
      data-testid="search-result"
    >
      <Link
        to={post.href}
        tabIndex={-1}
        aria-hidden="true"
        className={`relative block shrink-0 overflow-hidden rounded-3xl bg-neutral-100 dark:bg-neutral-800 ${row ? "aspect-[4/3] sm:w-64" : "aspect-[4/3]"}`}
      >
        <ResponsiveImage
          src={post.featuredImage}
          alt=""
          sizes={
            row
              ? "(min-width: 640px) 256px, 100vw"
              : "(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
          }
          width={1200}
          height={800}
          loading={eager ? "eager" : "lazy"}
          className="card-zoom-image"
        />
        <PostTypeIcon postType={post.postType} className="absolute top-3 left-3" />
      </Link>
      <div className="min-w-0 flex-1">
        <div className="card-chips">
          {post.categories.map((c) => (
            <CategoryBadge key={c.id} taxonomy={c} />
          ))}
        </div>
        <h3 className="mt-3 line-clamp-3 font-semibold text-base text-neutral-900 leading-snug sm:text-lg dark:text-neutral-100">
          <Link to={post.href} className="card-link" data-testid="search-result-title">
            <Highlighted segments={result.title} />
          </Link>
        </h3>
        <p
          className={`mt-2 whitespace-pre-line text-neutral-600 text-sm leading-relaxed dark:text-neutral-400 ${row ? "line-clamp-3" : "line-clamp-4"}`}
          data-testid="search-result-snippet"
        >
          <Highlighted segments={result.snippet} />
        </p>
        <div className="mt-3">
          <PostCardMeta post={post} />
        </div>
      </div>
    </article>
  );
}
