import { PostCard } from "#app/components/ui/cards/post-card.tsx";
import { LoadingNote } from "#app/components/ui/lists/loading-note.tsx";
import { MoreLessLinks, useQueryHref } from "#app/components/ui/lists/more-less-links.tsx";
import { SortSelect } from "#app/components/ui/lists/sort-select.tsx";
import { usePendingNavigation } from "#app/components/ui/lists/use-pending.ts";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { AuthorSlider } from "#app/components/ui/widgets/author-slider.tsx";
import { TrendingTopics } from "#app/components/ui/widgets/trending-topics.tsx";
import { NewsletterBlock } from "#app/features/newsletter/newsletter-block.public.tsx";
import { DEFAULT_PAGE_SIZE, SORT_OPTIONS } from "#app/lib/paging.ts";
import type { Route } from "./+types/archive";
import { ArchiveBanner } from "./archive-banner.tsx";
import { ArchiveGrid, ArchiveSection } from "./archive-section.tsx";
import { CategoryModal } from "./category-modal.tsx";

export function ArchivePage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { label, image, total, posts, sort, page, pages, all, taxonomies, authors } = loaderData;
  const { pending, samePath } = usePendingNavigation((p) => /^\/archive\//.test(p));
  const queryHref = useQueryHref();
  // 'Show me less' only when the page size differs from the default 4.
  const size = all ? total : DEFAULT_PAGE_SIZE;
  return (
    <main className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
      <ArchiveBanner
        image={image}
        eyebrow={label}
        title="Travel Blog"
        countLine={
          pending && !samePath ? (
            <LoadingNote text="Loading content ..." className="text-white dark:text-white" />
          ) : (
            <span data-testid="archive-count">
              {total} {total === 1 ? "Article" : "Articles"}
            </span>
          )
        }
      />

      <ArchiveSection
        id="archive-articles"
        heading="Articles"
        className="mt-10 sm:mt-14"
        toolbarClassName="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between"
        toolbar={
          <>
            <CategoryModal taxonomies={taxonomies} />
            <SortSelect options={SORT_OPTIONS} value={sort} />
          </>
        }
      >
        <ArchiveGrid
          pending={pending}
          empty={posts.length === 0}
          className="relative mt-8 min-h-40"
          gridClassName="grid grid-cols-1 gap-x-6 gap-y-10 transition-opacity sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
          testId="archive-grid"
          busy
        >
          {posts.map((post, i) => (
            <PostCard key={post.id} post={post} eager={i < 2} />
          ))}
        </ArchiveGrid>
        <div className="mt-12 flex flex-col items-center justify-between gap-6 sm:flex-row">
          {!all && <Pagination page={page} pages={pages} />}
          <MoreLessLinks
            moreHref={
              !all && total > DEFAULT_PAGE_SIZE
                ? queryHref({ all: "1", page: undefined })
                : undefined
            }
            lessHref={
              size !== DEFAULT_PAGE_SIZE
                ? queryHref({ all: undefined, page: undefined })
                : undefined
            }
          />
        </div>
      </ArchiveSection>

      <div className="mt-20 space-y-20 sm:mt-28 sm:space-y-28">
        <TrendingTopics taxonomies={taxonomies} />
        <AuthorSlider authors={authors} />
        <NewsletterBlock />
      </div>
    </main>
  );
}
