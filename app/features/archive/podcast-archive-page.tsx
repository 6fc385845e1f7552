import { LoadingNote } from "#app/components/ui/lists/loading-note.tsx";
import { usePendingNavigation } from "#app/components/ui/lists/use-pending.ts";
import { CONTAINER_SIZES, ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { PODCAST_SERIES } from "#app/lib/seo.ts";
import type { Route } from "./+types/podcast-archive";
import { ArchiveSection } from "./archive-section.tsx";
import { PodcastCardLarge, PodcastCardSmall } from "./podcast-cards.tsx";
import { TaxonomyFilters } from "./taxonomy-filters.tsx";

/** The first 3 posts are large cards. */
const PODCAST_LARGE_CARDS = 3;

export function PodcastArchivePage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { label, active, total, posts, taxonomies } = loaderData;
  const { pending } = usePendingNavigation((p) => p.startsWith("/archive-3/"));
  const large = posts.slice(0, PODCAST_LARGE_CARDS);
  const small = posts.slice(PODCAST_LARGE_CARDS);
  return (
    <main className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
      <section className="relative mt-6 overflow-hidden rounded-3xl bg-neutral-900 sm:mt-10">
        <ResponsiveImage
          src="/media/scenes/provence-2.jpg"
          alt=""
          sizes={CONTAINER_SIZES}
          width={1200}
          height={800}
          fetchPriority="high"
          className="absolute inset-0 h-full w-full object-cover opacity-60"
        />
        <div className="absolute inset-0 bg-gradient-to-r from-black/80 via-black/50 to-transparent" />
        <div className="relative max-w-2xl px-6 py-14 text-white sm:px-12 sm:py-20">
          <p className="font-medium text-sm text-white/80 uppercase tracking-widest">{label}</p>
          <h1 className="mt-3 font-semibold text-3xl leading-tight tracking-tight sm:text-5xl">
            {PODCAST_SERIES}
          </h1>
          <p className="mt-4 text-base text-white/85 sm:text-lg">
            Leo hosts, the family argues, and every episode ends with a verdict: where we went, what
            worked with kids, and what we would never do again.
          </p>
          <p className="mt-6 font-medium text-sm text-white/90" data-testid="podcast-count">
            {total} {total === 1 ? "Episode" : "Episodes"}
          </p>
        </div>
      </section>

      <ArchiveSection
        id="podcast-archive-heading"
        heading="Episodes"
        className="mt-10"
        toolbarClassName="flex flex-wrap items-center justify-between gap-4"
        toolbar={
          <>
            <TaxonomyFilters kind="podcast" taxonomies={taxonomies} active={active} />
            {pending && <LoadingNote text="Loading articles..." />}
          </>
        }
      >
        {posts.length === 0 ? (
          <p className="py-16 text-center text-neutral-500 dark:text-neutral-400">
            Nothing we found!
          </p>
        ) : (
          <div className={pending ? "opacity-40" : ""}>
            <div
              className="mt-10 grid grid-cols-1 gap-6 md:grid-cols-3"
              data-testid="podcast-large"
            >
              {large.map((post, i) => (
                <PodcastCardLarge key={post.id} post={post} eager={i === 0} />
              ))}
            </div>
            {small.length > 0 && (
              <div
                className="mt-10 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
                data-testid="podcast-small"
              >
                {small.map((post) => (
                  <PodcastCardSmall key={post.id} post={post} />
                ))}
              </div>
            )}
          </div>
        )}
      </ArchiveSection>
    </main>
  );
}
