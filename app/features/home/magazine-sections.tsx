import { Link } from "react-router";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { OverlayCard } from "#app/components/ui/cards/overlay-card.tsx";
import { PostCard } from "#app/components/ui/cards/post-card.tsx";
import { PostMetaLine } from "#app/components/ui/cards/post-meta-line.tsx";
import { CategoryBadge } from "#app/components/ui/category-badge.tsx";
import { SectionHeading } from "#app/components/ui/widgets/section-heading.tsx";
import { archiveHref } from "#app/lib/archive-path.ts";
import type { CardPost, Taxonomy } from "#app/lib/types.ts";

/* The sections of the magazine home (/home-4, home-magazine.tsx), top to bottom. */

/** The cover story beside the most read list. */
export function CoverStory({ lead, popular }: { lead: CardPost; popular: CardPost[] }) {
  return (
    <section
      aria-labelledby="cover-story-heading"
      className="grid grid-cols-1 gap-8 lg:grid-cols-3"
    >
      <div className="lg:col-span-2">
        {/* The cover card's title is an h3: the outline needs this level above it. */}
        <h2 id="cover-story-heading" className="sr-only">
          Cover story
        </h2>
        <OverlayCard
          post={lead}
          eager
          large
          sizes="(min-width: 1024px) 66vw, (min-width: 640px) 100vw, calc(188vw - 60px)"
          className="aspect-[4/5] sm:aspect-[16/10]"
        />
      </div>
      <div className="flex flex-col">
        <h2 className="font-semibold text-lg">Most read</h2>
        <ol className="mt-4 divide-y divide-neutral-200 dark:divide-neutral-800">
          {popular.map((post, i) => (
            <li key={post.id} className="flex items-center gap-4 py-4">
              <span className="w-8 shrink-0 font-semibold text-3xl text-neutral-300 dark:text-neutral-600">
                {i + 1}
              </span>
              <div className="min-w-0 flex-1">
                <PostMetaLine post={post} />
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** Every category with posts, as badges. */
export function TopicBadges({ categories }: { categories: Taxonomy[] }) {
  return (
    <section aria-label="Topics" className="flex flex-wrap gap-2">
      {categories.map((category) => (
        <CategoryBadge key={category.id} taxonomy={category} />
      ))}
    </section>
  );
}

/** This week's stories: eight cards after the cover story. */
export function WeeklyStories({ posts }: { posts: CardPost[] }) {
  return (
    <section aria-label="This week's stories">
      <SectionHeading
        actionBeside="text"
        title="This week's stories"
        description="Fresh writing from the family and friends."
        action={
          <ButtonLink to={archiveHref()} variant="secondary">
            View all
          </ButtonLink>
        }
      />
      <div className="mt-8 grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-4">
        {posts.slice(0, 8).map((post) => (
          <PostCard key={post.id} post={post} />
        ))}
      </div>
    </section>
  );
}

/** The films on a dark panel. */
export function FilmsPanel({ videos }: { videos: CardPost[] }) {
  return (
    <section
      aria-label="Films"
      data-testid="films-panel"
      className="rounded-3xl bg-neutral-900 px-5 py-12 ring-1 ring-white/10 sm:px-10 sm:py-14 dark:bg-neutral-800"
    >
      <SectionHeading
        actionBeside="text"
        title="Family films"
        description="Hover to preview; click to unmute."
        dark
      />
      <div className="mt-8 grid grid-cols-1 gap-6 md:grid-cols-3">
        {videos.map((post) => (
          <div key={post.id} className="dark text-neutral-100">
            <PostCard post={post} />
          </div>
        ))}
      </div>
    </section>
  );
}

/** Galleries beside the podcast episodes. */
export function GalleriesAndPodcasts({
  galleries,
  podcasts,
}: {
  galleries: CardPost[];
  podcasts: CardPost[];
}) {
  return (
    <section aria-label="Galleries and podcasts" className="grid grid-cols-1 gap-12 lg:grid-cols-2">
      {/* From lg the galleries share a row with the podcasts: their cards grow to its height. */}
      <div className="flex flex-col">
        <SectionHeading
          actionBeside="text"
          title="In pictures"
          action={
            <Link
              to={archiveHref()}
              className="font-medium text-primary-700 text-sm hover:underline dark:text-primary-300"
            >
              More galleries
            </Link>
          }
        />
        {/* One column on phones: a half-width square card cut off its title and badges. */}
        <div className="mt-6 grid flex-1 grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-rows-2">
          {galleries.map((post) => (
            <OverlayCard
              key={post.id}
              post={post}
              sizes="(min-width: 1280px) 612px, (min-width: 1024px) 53vw, (min-width: 640px) 75vw, calc(113vw - 36px)"
              className="aspect-[4/3] sm:aspect-square lg:aspect-auto"
            />
          ))}
        </div>
      </div>
      <div>
        <SectionHeading
          actionBeside="text"
          title="On the podcast"
          action={
            <Link
              to={archiveHref({ kind: "podcast" })}
              className="font-medium text-primary-700 text-sm hover:underline dark:text-primary-300"
            >
              All episodes
            </Link>
          }
        />
        {/* A card's action row needs ~210 px: two columns only where both get that. */}
        <div className="mt-6 grid grid-cols-1 gap-x-4 gap-y-8 min-[480px]:grid-cols-2">
          {podcasts.map((post) => (
            <PostCard
              key={post.id}
              post={post}
              sizes="(min-width: 1024px) 25vw, (min-width: 480px) 50vw, 100vw"
            />
          ))}
        </div>
      </div>
    </section>
  );
}
