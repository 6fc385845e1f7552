import type { ReactNode } from "react";
import { Link } from "react-router";
import { useArticle } from "./article-context.tsx";
import { TeaserCard } from "./teaser-card.tsx";

function PostGrid({
  id,
  title,
  subtitle,
  children,
}: {
  id: string;
  title: string;
  subtitle: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2
            id={id}
            className="font-semibold text-2xl text-neutral-900 sm:text-3xl dark:text-neutral-100"
          >
            {title}
          </h2>
          <p className="mt-2 text-neutral-600 dark:text-neutral-400">{subtitle}</p>
        </div>
      </div>
      {children}
    </section>
  );
}

/** 'Related posts' (first category) and 'More from author', as teaser grids in a tinted band. */
export function MorePosts() {
  const { post, related, moreFromAuthor, authorHidden, setAuthorHidden } = useArticle();
  const category = post.categories[0];
  if (related.length === 0 && moreFromAuthor.length === 0) return null;
  return (
    <div data-meets-footer className="mt-20 bg-neutral-50 py-16 sm:py-20 dark:bg-neutral-800/40">
      <div className="mx-auto max-w-7xl space-y-16 px-4 sm:space-y-20 sm:px-6 lg:px-8">
        {related.length > 0 && (
          <PostGrid
            id="related-posts"
            title="Related posts"
            subtitle={
              category ? (
                <>
                  More stories filed under{" "}
                  <Link
                    to={category.href}
                    className="font-medium text-neutral-700 hover:underline dark:text-neutral-200"
                  >
                    {category.name}
                  </Link>
                </>
              ) : (
                "More stories you may enjoy"
              )
            }
          >
            <div className="mt-8 grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-4">
              {related.map((p) => (
                <TeaserCard key={p.id} post={p} />
              ))}
            </div>
          </PostGrid>
        )}
        {moreFromAuthor.length > 0 && (
          <PostGrid
            id="more-from-author"
            title="More from author"
            subtitle={
              <>
                Other stories by{" "}
                <Link
                  to={post.author.href}
                  className="font-medium text-neutral-700 hover:underline dark:text-neutral-200"
                >
                  {post.author.displayName}
                </Link>
              </>
            }
          >
            {authorHidden ? (
              <div
                role="status"
                className="mt-8 flex flex-wrap items-center gap-3 rounded-3xl border border-neutral-300 border-dashed p-6 text-neutral-600 dark:border-neutral-600 dark:text-neutral-300"
              >
                <span>You hid {post.author.displayName}: their other stories are not shown.</span>
                <button
                  type="button"
                  onClick={() => setAuthorHidden(false)}
                  className="rounded-full bg-white px-4 py-2 font-medium text-neutral-900 text-sm shadow-sm ring-1 ring-black/5 hover:bg-neutral-50 dark:bg-neutral-700 dark:text-neutral-100 dark:hover:bg-neutral-600"
                >
                  Undo
                </button>
              </div>
            ) : (
              <div className="mt-8 grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-4">
                {moreFromAuthor.map((p) => (
                  <TeaserCard key={p.id} post={p} />
                ))}
              </div>
            )}
          </PostGrid>
        )}
      </div>
    </div>
  );
}
