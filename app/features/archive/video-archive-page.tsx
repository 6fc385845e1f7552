import { MoreLessLinks, useQueryHref } from "#app/components/ui/lists/more-less-links.tsx";
import { SortSelect } from "#app/components/ui/lists/sort-select.tsx";
import { usePendingNavigation } from "#app/components/ui/lists/use-pending.ts";
import { AuthorSlider } from "#app/components/ui/widgets/author-slider.tsx";
import { CategorySlider } from "#app/components/ui/widgets/category-slider.tsx";
import { withArchivePrefix } from "#app/lib/archive-path.ts";
import type { Taxonomy } from "#app/lib/types.ts";
import type { Route } from "./+types/video-archive";
import { ArchiveGrid, ArchiveSection } from "./archive-section.tsx";
import { FixedPagination } from "./fixed-pagination.tsx";
import { TaxonomyFilters } from "./taxonomy-filters.tsx";
import { VIDEO_PAGE_SIZE, VIDEO_SORT_OPTIONS } from "./video-archive-options.ts";
import { VideoCard } from "./video-card.tsx";

const toVideos = (t: Taxonomy) => withArchivePrefix(t.href, "archive-2");

export function VideoArchivePage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { label, active, total, posts, sort, page, pages, all, taxonomies, authors } = loaderData;
  const { pending } = usePendingNavigation((p) => p.startsWith("/archive-2/"));
  const queryHref = useQueryHref();
  return (
    <main className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
      <header className="pt-10 sm:pt-16">
        <p className="font-medium text-primary-600 text-sm uppercase tracking-widest dark:text-primary-300">
          {label}
        </p>
        <h1 className="mt-2 font-semibold text-4xl text-neutral-900 tracking-tight sm:text-5xl dark:text-neutral-100">
          Videos
        </h1>
        <p className="mt-3 text-neutral-500 dark:text-neutral-400" data-testid="video-count">
          {total} {total === 1 ? "Video" : "Videos"}
        </p>
      </header>

      <ArchiveSection
        id="video-archive-heading"
        heading="Videos"
        className="mt-10"
        toolbarClassName="flex flex-col gap-4 border-neutral-200 border-b pb-8 sm:flex-row sm:items-center sm:justify-between dark:border-neutral-800"
        toolbar={
          <>
            <TaxonomyFilters kind="video" taxonomies={taxonomies} active={active} />
            <SortSelect options={VIDEO_SORT_OPTIONS} value={sort} />
          </>
        }
      >
        <ArchiveGrid
          pending={pending}
          empty={posts.length === 0}
          className="relative mt-10 min-h-40"
          gridClassName="grid grid-cols-1 gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3"
          testId="video-grid"
        >
          {posts.map((post, i) => (
            <VideoCard key={post.id} post={post} eager={i < 1} />
          ))}
        </ArchiveGrid>
        <div className="mt-12 flex flex-col items-center justify-between gap-6 sm:flex-row">
          {!all && (
            <FixedPagination
              page={page}
              pages={pages}
              hrefFor={(n) => queryHref({ page: n === 1 ? undefined : String(n) })}
            />
          )}
          <MoreLessLinks
            moreHref={
              !all && total > VIDEO_PAGE_SIZE ? queryHref({ all: "1", page: undefined }) : undefined
            }
          />
        </div>
      </ArchiveSection>

      <div className="mt-20 space-y-20 sm:mt-28 sm:space-y-28">
        <AuthorSlider
          authors={authors}
          title="Top elite authors"
          subtitle="Discover our elite writers and film makers"
        />
        <CategorySlider taxonomies={taxonomies} hrefFor={toVideos} />
      </div>
    </main>
  );
}
