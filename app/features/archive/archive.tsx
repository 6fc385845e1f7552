import type { MetaDescriptor } from "react-router";
import { PostCard } from "#app/components/ui/cards/post-card.tsx";
import { LoadingNote } from "#app/components/ui/lists/loading-note.tsx";
import { MoreLessLinks, useQueryHref } from "#app/components/ui/lists/more-less-links.tsx";
import { SortSelect } from "#app/components/ui/lists/sort-select.tsx";
import { usePendingNavigation } from "#app/components/ui/lists/use-pending.ts";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { AuthorSlider } from "#app/components/ui/widgets/author-slider.tsx";
import { TrendingTopics } from "#app/components/ui/widgets/trending-topics.tsx";
import { ArchiveBanner } from "#app/features/archive/archive-banner.tsx";
import { resolveArchive } from "#app/features/archive/archive-data.server.ts";
import {
  ArchiveGrid,
  ArchiveSection,
  collectionJsonLd,
} from "#app/features/archive/archive-section.tsx";
import { CategoryModal } from "#app/features/archive/category-modal.tsx";
import { taxonomyFeedPath, taxonomyFeedTitle } from "#app/features/feeds/feed-links.ts";
import { NewsletterBlock } from "#app/features/newsletter/newsletter-block.tsx";
import { loadListPage } from "#app/lib/list-page.server.ts";
import { DEFAULT_PAGE_SIZE, parseSort, SORT_OPTIONS } from "#app/lib/paging.ts";
import { QUERY, readQuery } from "#app/lib/query-params.ts";
import { routeMeta } from "#app/lib/seo.ts";
import { redirectToShown } from "#app/lib/shown-page.server.ts";
import { listAuthors } from "#app/models/authors.server.ts";
import { listTaxonomies } from "#app/models/taxonomies.server.ts";
import type { Route } from "./+types/archive";

/**
 * The archive (docs/spec.md#archive): /archive/summary, /archive/reviews/hotels/summary and any
 * /archive path with a taxonomy id. Sort (`?sort=`), page (`?page=`) and 'Show me more'
 * (`?all=1`) live in the URL and are applied here, in SQL.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const query = readQuery(request.url, QUERY.archive);
  const archive = await resolveArchive(request);
  const sort = parseSort(query.sort);
  const all = query.all === "1";
  const [{ total, posts, page, pages }, taxonomies, authors] = await Promise.all([
    loadListPage({
      filter: archive.filter,
      sort,
      page: query.page,
      pageSize: DEFAULT_PAGE_SIZE,
      all,
    }),
    listTaxonomies(),
    listAuthors(),
  ]);
  redirectToShown(request.url, QUERY.archive, { page: String(page) });
  return {
    label: archive.label,
    image: archive.image,
    taxonomyName: archive.taxonomy?.name ?? null,
    feed: archive.taxonomy
      ? {
          title: taxonomyFeedTitle(archive.taxonomy.name),
          href: taxonomyFeedPath(archive.taxonomy.id),
        }
      : null,
    total,
    posts,
    sort,
    page,
    pages,
    all,
    taxonomies,
    authors,
  };
}

/** The query string this page reads (the page cache keys it by these only). */
export const handle = { query: QUERY.archive };

export default function Archive({ loaderData }: Route.ComponentProps) {
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

export const meta: Route.MetaFunction = (args) => {
  const loaded = args.loaderData;
  // An unknown archive is the 404 page, whose head tags are the boundary's (app/features/shell/error-boundary.tsx).
  if (!loaded) return [];
  const subject = loaded?.taxonomyName ? `${loaded.taxonomyName} · ` : "";
  const title = `${subject}Travel Blog · Wanderlust`;
  const description = loaded
    ? `${loaded.total} articles${loaded.taxonomyName ? ` about ${loaded.taxonomyName}` : ""} from the Wanderlust family travel blog: stories, hotel reviews, videos and podcasts.`
    : "The Wanderlust family travel blog archive.";
  // Its category or tag feed, for feed readers (root.tsx's links name the site-wide ones; a
  // route's `links` cannot read its data, so this one is a meta link).
  const feed: MetaDescriptor[] = loaded.feed
    ? [
        {
          tagName: "link",
          rel: "alternate",
          type: "application/rss+xml",
          title: loaded.feed.title,
          href: loaded.feed.href,
        },
      ]
    : [];
  return [
    ...routeMeta(args, {
      title,
      description,
      query: QUERY.archive,
      image: loaded?.image || loaded?.posts[0]?.featuredImage,
      jsonLd: collectionJsonLd(title, description, loaded?.posts),
    }),
    ...feed,
  ];
};
