import { useState } from "react";
import { PostCard } from "#app/components/ui/cards/post-card.tsx";
import {
  FloatingLoadingNote,
  LoadingNote,
  NoResults,
} from "#app/components/ui/lists/loading-note.tsx";
import { ResponsiveResults } from "#app/components/ui/lists/responsive-results.tsx";
import { SortSelect } from "#app/components/ui/lists/sort-select.tsx";
import { usePendingNavigation } from "#app/components/ui/lists/use-pending.ts";
import { AuthorSlider } from "#app/components/ui/widgets/author-slider.tsx";
import { CategorySlider } from "#app/components/ui/widgets/category-slider.tsx";
import { SORT_OPTIONS } from "#app/lib/paging.ts";
import type { Route } from "./+types/author";
import { AuthorHeader } from "./author-header.tsx";

export function AuthorPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { author, posts, windowOffset, total, sort, page, more, taxonomies, authors } = loaderData;
  const { pending, samePath } = usePendingNavigation((p) => p.startsWith("/author/"));
  const [hidden, setHidden] = useState<string | null>(null);
  const isHidden = hidden === author.authorId;
  return (
    <main className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
      {pending && !samePath && (
        <div className="fixed inset-x-0 top-24 z-30 flex justify-center px-4">
          <LoadingNote
            text="Loading author information..."
            className="rounded-full bg-white/95 px-5 py-3 shadow-lg ring-1 ring-neutral-200 dark:bg-neutral-800/95 dark:ring-neutral-700"
          />
        </div>
      )}
      <div className={pending && !samePath ? "opacity-50 transition-opacity" : undefined}>
        <AuthorHeader author={author} onHide={() => setHidden(author.authorId)} />

        <section className="mt-12 sm:mt-16" aria-labelledby="author-articles-heading">
          {/* The cards' titles are h3: the outline needs this level between them and the h1. */}
          <h2 id="author-articles-heading" className="sr-only">
            Articles by this author
          </h2>
          <div className="flex flex-col gap-4 border-neutral-200 border-b pb-6 sm:flex-row sm:items-center sm:justify-between dark:border-neutral-800">
            <div role="tablist" aria-label="Author content" className="flex gap-2">
              <span
                role="tab"
                id="author-tab-articles"
                aria-selected="true"
                aria-controls="author-panel-articles"
                tabIndex={0}
                className="inline-flex h-10 items-center rounded-full bg-neutral-900 px-5 font-medium text-sm text-white dark:bg-neutral-100 dark:text-neutral-900"
              >
                Articles
              </span>
            </div>
            <SortSelect options={SORT_OPTIONS} value={sort} />
          </div>
          <div
            role="tabpanel"
            id="author-panel-articles"
            aria-labelledby="author-tab-articles"
            className="relative mt-10"
          >
            {pending && samePath && <FloatingLoadingNote text="Loading articles..." />}
            {isHidden ? (
              <div className="rounded-3xl border border-neutral-300 border-dashed px-6 py-14 text-center dark:border-neutral-700">
                <p className="font-medium text-neutral-800 dark:text-neutral-100">
                  You have hidden {author.displayName}.
                </p>
                <button
                  type="button"
                  onClick={() => setHidden(null)}
                  className="mt-4 inline-flex h-10 items-center rounded-full border border-neutral-200 px-5 font-medium text-sm hover:bg-neutral-100 dark:border-neutral-700 dark:hover:bg-neutral-800"
                >
                  Show this author again
                </button>
              </div>
            ) : posts.length === 0 ? (
              <NoResults />
            ) : (
              <div className={pending && samePath ? "opacity-40" : undefined}>
                <ResponsiveResults
                  items={posts}
                  windowOffset={windowOffset}
                  total={total}
                  page={page}
                  more={more}
                  itemKey={(post) => post.id}
                  renderItem={(post, i) => <PostCard post={post} eager={i < 1} />}
                  testId="author-posts"
                />
              </div>
            )}
          </div>
        </section>

        <div className="mt-20 space-y-20 sm:mt-28 sm:space-y-28">
          <CategorySlider taxonomies={taxonomies} />
          <AuthorSlider authors={authors} />
        </div>
      </div>
    </main>
  );
}
