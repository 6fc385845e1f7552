import type { ComponentProps, ReactNode } from "react";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { ArticleActions } from "./article-actions.tsx";
import { useArticle } from "./article-context.tsx";
import { ArticleCategories } from "./article-tags.tsx";
import { AuthorMeta } from "./author-meta.tsx";

/**
 * The heading block of every article layout: categories, title, description, then the author
 * meta beside the actions. The layout gives the classes (the standard single's by default); `children` stand between the
 * description and the author row (the podcast player).
 */
export function ArticleHeading({
  titleClassName = "mt-5 font-semibold text-3xl text-neutral-900 leading-tight tracking-tight sm:text-4xl lg:text-5xl lg:leading-[1.15] dark:text-neutral-100",
  descClassName = "mt-5 text-lg text-neutral-500 leading-relaxed dark:text-neutral-400",
  metaClassName = "mt-8 flex flex-col gap-5 border-neutral-200 border-t pt-6 sm:flex-row sm:items-center sm:justify-between dark:border-neutral-700/70",
  textClassName,
  categories = <ArticleCategories />,
  author = {},
  actions = {},
  children,
}: {
  titleClassName?: string;
  descClassName?: string;
  /** The row (or column) of the author meta and the actions. */
  metaClassName?: string;
  /** When set, categories, title and description stand in a `<div>` with these classes. */
  textClassName?: string;
  /** What stands above the title (the category chips unless given). */
  categories?: ReactNode;
  author?: Omit<ComponentProps<typeof AuthorMeta>, "post">;
  actions?: ComponentProps<typeof ArticleActions>;
  children?: ReactNode;
}) {
  const { post } = useArticle();
  const text = (
    <>
      {categories}
      <h1 className={titleClassName}>{post.title}</h1>
      <p className={descClassName}>{post.desc}</p>
    </>
  );
  return (
    <>
      {textClassName ? <div className={textClassName}>{text}</div> : text}
      {children}
      <div className={metaClassName}>
        <AuthorMeta post={post} {...author} />
        <ArticleActions {...actions} />
      </div>
    </>
  );
}

/** The post's featured photo at the top of a layout: loaded first, its alt the title unless given. */
export function ArticleFeaturedImage({
  sizes,
  className,
  alt,
  square = false,
}: {
  sizes: string;
  className: string;
  alt?: string;
  /** A square cover (the podcast's) instead of 3:2. */
  square?: boolean;
}) {
  const { post } = useArticle();
  return (
    <ResponsiveImage
      src={post.featuredImage}
      alt={alt ?? post.title}
      sizes={sizes}
      width={square ? 800 : 1200}
      height={800}
      fetchPriority="high"
      className={className}
    />
  );
}
