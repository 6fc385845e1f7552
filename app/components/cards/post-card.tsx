import { Link } from "react-router";
import { CategoryBadge } from "#app/components/ui/category-badge.tsx";
import { formatDate } from "#app/lib/format.ts";
import type { PostCard as PostCardData } from "#app/lib/types.ts";

/** The standard card: picture, categories, title, description, author and date. */
export function PostCard({ post, eager = false }: { post: PostCardData; eager?: boolean }) {
  return (
    <article className="group relative flex flex-col">
      <Link
        to={post.href}
        aria-label={post.title}
        tabIndex={-1}
        className="relative block aspect-[4/3] overflow-hidden rounded-3xl bg-neutral-100 dark:bg-neutral-800"
      >
        <img
          src={post.featuredImage}
          alt=""
          width={1200}
          height={800}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : "auto"}
          className="h-full w-full object-cover transition duration-500 group-hover:scale-105"
        />
      </Link>
      <div className="mt-4 flex flex-wrap gap-2">
        {post.categories.map((c) => (
          <CategoryBadge key={c.id} taxonomy={c} />
        ))}
      </div>
      <h3 className="mt-3 font-semibold text-lg text-neutral-900 leading-snug dark:text-neutral-100">
        <Link to={post.href} className="hover:text-primary-600 dark:hover:text-primary-300">
          {post.title}
        </Link>
      </h3>
      <p className="mt-2 line-clamp-2 text-neutral-500 text-sm dark:text-neutral-400">
        {post.desc}
      </p>
      <div className="mt-4 flex items-center gap-2 text-neutral-500 text-sm dark:text-neutral-400">
        <img
          src={post.author.avatar}
          alt=""
          width={28}
          height={28}
          loading="lazy"
          className="h-7 w-7 rounded-full object-cover"
        />
        <Link
          to={post.author.href}
          className="font-medium text-neutral-700 hover:underline dark:text-neutral-200"
        >
          {post.author.displayName}
        </Link>
        <span aria-hidden="true">·</span>
        <time dateTime={post.date}>{formatDate(post.date)}</time>
      </div>
    </article>
  );
}
