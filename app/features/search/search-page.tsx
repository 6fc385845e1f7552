import type { ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import { MagnifyingGlassIcon } from "#app/components/ui/icons/outline.tsx";
import { ResponsiveResults } from "#app/components/ui/lists/responsive-results.tsx";
import { SortSelect } from "#app/components/ui/lists/sort-select.tsx";
import { usePendingNavigation } from "#app/components/ui/lists/use-pending.ts";
import { CONTAINER_SIZES, ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { AuthorCard } from "#app/components/ui/widgets/author-card.tsx";
import { AuthorSlider } from "#app/components/ui/widgets/author-slider.tsx";
import { CategoryCard } from "#app/components/ui/widgets/category-card.tsx";
import { CategorySlider } from "#app/components/ui/widgets/category-slider.tsx";
import { SORT_OPTIONS } from "#app/lib/paging.ts";
import { foundLine } from "#app/lib/search-page.ts";
import { Empty, NothingFoundHere } from "./search-nothing-found.tsx";
import { SearchResultCard } from "./search-result-card.tsx";
import { SEARCH_TABS, type SearchData, type SearchTab } from "./search-types.ts";

/** With a term, articles can also be sorted by their full-text rank (the default). */
const SEARCH_SORT_OPTIONS = [{ value: "relevance", label: "Most Relevant" }, ...SORT_OPTIONS];

function SearchBox({ term, large }: { term: string; large: boolean }) {
  const location = useLocation();
  return (
    <Form method="get" action={location.pathname} role="search" className="relative w-full">
      <label htmlFor="search-page-input" className="sr-only">
        Search
      </label>
      <input
        id="search-page-input"
        type="search"
        name="q"
        defaultValue={term}
        key={term}
        placeholder="Type and press enter"
        className={`w-full rounded-full border border-neutral-200 bg-white pr-14 pl-6 text-neutral-900 shadow-sm placeholder:text-neutral-400 focus:border-primary-500 focus:outline-none focus:ring-2 focus:ring-primary-500/40 dark:border-neutral-700 dark:bg-neutral-800 dark:text-neutral-100 ${large ? "h-16 text-base sm:text-lg" : "h-14 text-base"}`}
      />
      <button
        type="submit"
        aria-label="Search"
        className="absolute top-1/2 right-2 inline-flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-primary-600 text-white transition hover:bg-primary-700"
      >
        <MagnifyingGlassIcon className="h-5 w-5" aria-hidden="true" />
      </button>
    </Form>
  );
}

function Tabs({ data, counts }: { data: SearchData; counts: Record<SearchTab, number> }) {
  const location = useLocation();
  const hrefFor = (tab: SearchTab) => {
    const params = new URLSearchParams();
    if (data.term) params.set("q", data.term);
    params.set("tab", tab);
    if (tab === "articles" && data.sort !== (data.term ? "relevance" : "recent")) {
      params.set("sort", data.sort);
    }
    return `${location.pathname}?${params}`;
  };
  return (
    // One row on a phone too: tighter tabs, and the row scrolls sideways if a count grows long.
    <nav aria-label="Search results" className="-m-1 flex gap-1 overflow-x-auto p-1 sm:gap-2">
      {SEARCH_TABS.map((tab) => {
        const selected = data.tab === tab.value;
        return (
          <Link
            key={tab.value}
            to={hrefFor(tab.value)}
            preventScrollReset
            aria-current={selected ? "page" : undefined}
            className={`inline-flex h-10 shrink-0 items-center gap-1.5 rounded-full px-3 font-medium text-sm transition sm:gap-2 sm:px-5 ${
              selected
                ? "bg-neutral-900 text-white dark:bg-neutral-100 dark:text-neutral-900"
                : "text-neutral-600 hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-800"
            }`}
          >
            {tab.label}
            <span
              className={`rounded-full px-2 py-0.5 text-xs ${selected ? "bg-white/20 dark:bg-neutral-900/15" : "bg-neutral-100 dark:bg-neutral-800"}`}
            >
              {counts[tab.value]}
            </span>
          </Link>
        );
      })}
    </nav>
  );
}

/** One tab's results, all on one page with show more/less; 'Nothing we found!' when none. */
function TabResults<T>({
  items,
  total = items.length,
  more,
  itemKey,
  renderItem,
  gridClassName,
  testId,
}: {
  items: T[];
  total?: number;
  more: number;
  itemKey: (item: T) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  gridClassName: string;
  testId: string;
}) {
  if (total === 0) return <Empty />;
  return (
    <ResponsiveResults
      items={items}
      windowOffset={0}
      total={total}
      page={1}
      more={more}
      paginate={false}
      itemKey={itemKey}
      renderItem={renderItem}
      gridClassName={gridClassName}
      testId={testId}
    />
  );
}

/**
 * The search page: 'Blog Search', the search box ('Type and press enter', a GET form), tabs
 * Articles / Categories / Authors, the sort list for articles, results with show more/less,
 * trending categories and the dream team. `variant` picks the /search or /search-2 layout.
 */
export function SearchPage({ data, variant }: { data: SearchData; variant: "banner" | "plain" }) {
  const { pending } = usePendingNavigation((p) => p === "/search" || p === "/search-2");
  const counts: Record<SearchTab, number> = {
    articles: data.articles.total,
    categories: data.categories.length,
    authors: data.authors.length,
  };
  const found = foundLine(data.term, counts);
  const rowLayout = variant === "plain";
  const results = data.nothingFound ? (
    <NothingFoundHere found={data.nothingFound} />
  ) : data.tab === "articles" ? (
    <TabResults
      items={data.articles.results}
      total={data.articles.total}
      more={data.more}
      itemKey={(r) => r.post.id}
      renderItem={(r, i) => (
        <SearchResultCard result={r} eager={i < 1} layout={rowLayout ? "row" : "card"} />
      )}
      gridClassName={
        rowLayout
          ? "grid grid-cols-1 gap-10 lg:grid-cols-2"
          : "grid grid-cols-1 gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-4"
      }
      testId="search-articles"
    />
  ) : data.tab === "categories" ? (
    <TabResults
      items={data.categories}
      more={data.more}
      itemKey={(t) => t.id}
      renderItem={(t) => <CategoryCard taxonomy={t} />}
      gridClassName="grid grid-cols-2 gap-6 lg:grid-cols-4"
      testId="search-categories"
    />
  ) : (
    <TabResults
      items={data.authors}
      more={data.more}
      itemKey={(a) => a.id}
      renderItem={(a) => <AuthorCard author={a} />}
      gridClassName="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4"
      testId="search-authors"
    />
  );

  return (
    <main className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
      {variant === "banner" ? (
        <header className="relative mt-6 overflow-hidden rounded-3xl sm:mt-10">
          <ResponsiveImage
            src="/media/scenes/norway-fjords-3.jpg"
            alt=""
            sizes={CONTAINER_SIZES}
            width={1200}
            height={800}
            fetchPriority="high"
            className="absolute inset-0 h-full w-full object-cover"
          />
          {/* A vignette darkest behind the centred title and search box (WCAG AA on the photo). */}
          <div className="absolute inset-0 bg-radial from-black/55 via-black/40 to-black/15" />
          <div className="relative mx-auto flex max-w-3xl flex-col items-center px-4 py-16 text-center sm:py-24">
            <h1 className="font-semibold text-4xl text-white tracking-tight sm:text-5xl">
              Blog Search
            </h1>
            <div className="mt-8 w-full">
              <SearchBox term={data.term} large />
            </div>
          </div>
        </header>
      ) : (
        <header className="mx-auto max-w-3xl pt-12 text-center sm:pt-20">
          <h1 className="font-semibold text-4xl text-neutral-900 tracking-tight sm:text-5xl dark:text-neutral-100">
            Blog Search
          </h1>
          <div className="mt-8">
            <SearchBox term={data.term} large={false} />
          </div>
        </header>
      )}

      <section aria-labelledby="search-results-heading" className="mt-10 sm:mt-14">
        {/* The cards' titles are h3: the outline needs this level between them and the h1. */}
        <h2 id="search-results-heading" className="sr-only">
          Search results
        </h2>
        {/* Nothing found in any tab: no tabs of 0 and no sort, the ways on instead. */}
        {!data.nothingFound && (
          <div className="flex flex-col gap-4 border-neutral-200 border-b pb-6 lg:flex-row lg:items-center lg:justify-between dark:border-neutral-800">
            <Tabs data={data} counts={counts} />
            {data.tab === "articles" && (
              <SortSelect
                options={data.term ? SEARCH_SORT_OPTIONS : SORT_OPTIONS}
                value={data.sort}
              />
            )}
          </div>
        )}
        {found && (
          <p className="mt-6 text-neutral-600 dark:text-neutral-300" data-testid="search-found">
            {found}
          </p>
        )}
        <div
          className={`mt-8 transition-opacity ${pending ? "opacity-40" : ""}`}
          aria-busy={pending || undefined}
        >
          {results}
        </div>
      </section>

      <div className="mt-20 space-y-20 sm:mt-28 sm:space-y-28">
        <CategorySlider taxonomies={data.allTaxonomies} />
        <AuthorSlider authors={data.allAuthors} />
      </div>
    </main>
  );
}
