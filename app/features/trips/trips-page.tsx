import { Link } from "react-router";
import { PostCard } from "#app/components/ui/cards/post-card.tsx";
import { FloatingLoadingNote } from "#app/components/ui/lists/loading-note.tsx";
import { usePendingNavigation } from "#app/components/ui/lists/use-pending.ts";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { filtersPhrase } from "#app/lib/trip-filter-labels.ts";
import { FILTER_NAMES, type TripFilterName, tripCountLabel } from "#app/lib/trips.ts";
import type { Route } from "./+types/trips";
import { TripFacts } from "./trip-facts.tsx";
import { TripFilterForm } from "./trip-filters.tsx";

/** The one-tap loosening of an empty result: the chosen filter dropped. */
const LOOSEN_LABELS: Record<TripFilterName, string> = {
  age: "Any age",
  month: "Any month",
  length: "Any length",
  budget: "Any budget",
  country: "Anywhere",
};

export function TripsPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { filters, sort, error, total, page, pages, posts, facets, countryNames, loosen } =
    loaderData;
  const { pending } = usePendingNavigation((p) => p === "/trips");
  const phrase = filtersPhrase(filters);
  return (
    <main className="mx-auto max-w-7xl px-4 pb-24 sm:px-6 lg:px-8">
      <header className="pt-10 pb-8 sm:pt-16">
        <p className="font-semibold text-primary-700 text-sm uppercase tracking-widest dark:text-primary-300">
          Trip finder
        </p>
        <h1 className="mt-2 font-semibold text-3xl text-neutral-900 sm:text-4xl dark:text-neutral-100">
          Plan by age and month
        </h1>
        <p className="mt-3 max-w-2xl text-neutral-600 sm:text-lg dark:text-neutral-300">
          Every trip our families took, chosen by your children's ages, the month you can travel,
          how long you have and what you can spend.
        </p>
      </header>

      <TripFilterForm
        filters={filters}
        sort={sort}
        facets={facets}
        countryNames={countryNames}
        // The results' 'Clear filters' stands alone when nothing matches or a filter is wrong.
        clearLink={!error && total > 0}
      />

      {error ? (
        <div
          role="alert"
          className="mt-8 rounded-2xl border border-amber-200 bg-amber-50 p-5 text-amber-950 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
          data-testid="trip-filter-error"
        >
          <h2 className="font-semibold">
            We couldn't use the {FILTER_NAMES[error.name]} you chose
          </h2>
          <p className="mt-1">
            {error.message} We left it out: these are the trips for your other choices.
          </p>
          <Link
            to="/trips"
            className="mt-3 inline-flex min-h-11 items-center font-medium underline underline-offset-4"
          >
            Clear filters
          </Link>
        </div>
      ) : null}
      <section aria-labelledby="trip-results" className="mt-6 md:mt-10">
        <h2 id="trip-results" className="sr-only">
          Results
        </h2>
        <p
          role="status"
          className="text-lg text-neutral-700 dark:text-neutral-200"
          data-testid="trip-summary"
        >
          <span
            className="font-semibold text-neutral-900 dark:text-neutral-100"
            data-testid="trip-count"
          >
            {tripCountLabel(total)}
          </span>
          {phrase && ` ${phrase}`}
        </p>
        <div className="relative mt-6 min-h-40">
          {pending && <FloatingLoadingNote text="Finding trips..." />}
          {posts.length === 0 ? (
            <div className="py-12 text-center" data-testid="trip-no-results">
              <p className="text-lg text-neutral-700 dark:text-neutral-200">
                No trips match these filters
              </p>
              {loosen.length > 0 ? (
                <>
                  <p className="mt-2 text-neutral-500 dark:text-neutral-400">
                    One change finds some:
                  </p>
                  <ul className="mt-4 flex flex-wrap justify-center gap-3">
                    {loosen.map((option) => (
                      <li key={option.name}>
                        <Link
                          to={option.href}
                          preventScrollReset
                          className="inline-flex min-h-11 items-center gap-2 rounded-full px-5 font-medium text-primary-700 text-sm ring-1 ring-primary-200 transition hover:bg-primary-50 dark:text-primary-200 dark:ring-primary-800 dark:hover:bg-primary-500/15"
                        >
                          {LOOSEN_LABELS[option.name]}{" "}
                          <span className="text-neutral-500 dark:text-neutral-400">
                            ({tripCountLabel(option.count)})
                          </span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
              <Link
                to="/trips"
                preventScrollReset
                className="mt-6 inline-flex min-h-11 items-center rounded-full bg-primary-600 px-6 font-medium text-sm text-white hover:bg-primary-700"
              >
                Clear filters
              </Link>
            </div>
          ) : (
            <div
              className={`trip-grid grid grid-cols-1 gap-x-6 gap-y-10 transition-opacity sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 ${pending ? "opacity-40" : ""}`}
              aria-busy={pending || undefined}
              data-testid="trip-grid"
            >
              {posts.map((post, i) => (
                <PostCard key={post.id} post={post} eager={i < 2}>
                  {post.trip && (
                    <TripFacts
                      trip={post.trip}
                      countryName={countryNames[post.trip.country] ?? post.trip.country}
                    />
                  )}
                </PostCard>
              ))}
            </div>
          )}
        </div>
        <div className="mt-12 flex justify-center">
          <Pagination page={page} pages={pages} label="Trip pages" />
        </div>
      </section>
    </main>
  );
}
