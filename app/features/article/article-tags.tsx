import { Link } from "react-router";
import { CategoryBadge } from "#app/components/ui/category-badge.tsx";
import { useArticle } from "./article-context.tsx";

/** The post's categories as coloured badges. */
export function ArticleCategories({
  className = "",
  onImage = false,
}: {
  className?: string;
  /** The chips sit on the featured photo (CategoryBadge's `onImage`). */
  onImage?: boolean;
}) {
  const { post } = useArticle();
  if (post.categories.length === 0) return null;
  return (
    <div className={`flex flex-wrap gap-2 ${className}`}>
      {post.categories.map((c) => (
        <CategoryBadge key={c.id} taxonomy={c} onImage={onImage} />
      ))}
    </div>
  );
}

/** The category and tag chips under the article, each linking to its archive. */
export function ArticleTags({ className = "" }: { className?: string }) {
  const { post } = useArticle();
  const all = [...post.categories, ...post.tags];
  if (all.length === 0) return null;
  return (
    <nav aria-label="Categories and tags" className={className}>
      <ul className="flex flex-wrap gap-2">
        {all.map((t) => (
          <li key={t.id}>
            <Link
              to={t.href}
              className="group inline-flex items-center gap-1.5 rounded-xl border border-neutral-200 bg-white px-3.5 py-2 text-neutral-700 text-sm transition hover:border-neutral-300 hover:bg-neutral-50 dark:border-neutral-700 dark:bg-neutral-800 dark:text-neutral-200 dark:hover:bg-neutral-700"
            >
              <span
                aria-hidden="true"
                className="text-neutral-500 dark:text-neutral-400 dark:group-hover:text-neutral-300"
              >
                #
              </span>
              {t.name}
              <span className="text-neutral-500 text-xs dark:text-neutral-400">({t.count})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
