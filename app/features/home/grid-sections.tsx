import { Link } from "react-router";
import { OverlayCard } from "#app/components/ui/cards/overlay-card.tsx";
import { PostCard } from "#app/components/ui/cards/post-card.tsx";
import { PostCardSmall } from "#app/components/ui/cards/post-card-small.tsx";
import { AudioPlayButton } from "#app/components/ui/media/audio-play-button.tsx";
import { CONTAINER_SIZES, ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { SectionHeading } from "#app/components/ui/widgets/section-heading.tsx";
import type { CardPost, Taxonomy } from "#app/lib/types.ts";

/* The sections of the home with the audio grid (/home-6, home-grid-with-audio.tsx), in order. */

/** The lead story large, four more beside it. */
export function TopStories({ lead, rest }: { lead: CardPost | undefined; rest: CardPost[] }) {
  return (
    <section aria-labelledby="top-stories-heading" className="grid gap-6 lg:grid-cols-2">
      {/* The cards' titles are h3: the outline needs this level above them. */}
      <h2 id="top-stories-heading" className="sr-only">
        Top stories
      </h2>
      {lead && (
        <OverlayCard
          post={lead}
          eager
          large
          sizes="(min-width: 1024px) 50vw, (min-width: 640px) 100vw, calc(188vw - 60px)"
          className="aspect-[4/5] sm:aspect-[4/3] lg:aspect-auto lg:h-full"
        />
      )}
      <div className="grid gap-6 sm:grid-cols-2">
        {rest.slice(0, 4).map((post) => (
          <OverlayCard
            key={post.id}
            post={post}
            sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
            className="aspect-[4/3]"
          />
        ))}
      </div>
    </section>
  );
}

/** docs/spec.md#home-6: 'Listen to audio live', the audio posts with their play buttons. */
export function ListenToAudio({ audio }: { audio: CardPost[] }) {
  return (
    <section
      aria-labelledby="audio-heading"
      className="rounded-3xl bg-primary-50 p-6 sm:p-10 dark:bg-neutral-800"
    >
      <h2 id="audio-heading" className="font-semibold text-2xl sm:text-3xl">
        Listen to audio live
      </h2>
      <p className="mt-2 text-neutral-600 dark:text-neutral-300">
        Click on music icon and enjoy music or podcast
      </p>
      <div className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {audio.map((post) => (
          <article
            key={post.id}
            className="flex items-center gap-4 rounded-2xl bg-white p-3 shadow-sm dark:bg-neutral-900"
          >
            <div className="relative shrink-0">
              <ResponsiveImage
                src={post.featuredImage}
                alt=""
                sizes="120px"
                maxWidth={240}
                width={80}
                height={80}
                loading="lazy"
                className="h-20 w-20 rounded-xl object-cover"
              />
              <span className="absolute inset-0 flex items-center justify-center">
                <AudioPlayButton post={post} size="sm" />
              </span>
            </div>
            <div className="min-w-0">
              <h3 className="line-clamp-2 font-medium text-sm">
                <Link to={post.href} className="hover:text-primary-600">
                  {post.title}
                </Link>
              </h3>
              <p className="mt-1 text-neutral-500 text-xs dark:text-neutral-400">
                {post.author.displayName}
              </p>
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}

/** docs/spec.md#home-6: the '- Advertisement -' banner. */
export function AdvertisementBanner() {
  return (
    <aside aria-label="Advertisement" className="text-center">
      <p className="text-neutral-500 text-xs tracking-widest dark:text-neutral-400">
        - Advertisement -
      </p>
      <Link to="/subscription" className="mt-3 block overflow-hidden rounded-3xl">
        <ResponsiveImage
          src="/media/banner-ad.jpg"
          sizes={CONTAINER_SIZES}
          alt="Plan your next family trip with Wanderlust"
          width={1200}
          height={300}
          loading="lazy"
          className="w-full object-cover"
        />
      </Link>
    </aside>
  );
}

/** Three categories side by side, each with its latest posts and a 'More Articles' link. */
export function CategoryColumns({
  columns,
}: {
  columns: { category: Taxonomy; posts: CardPost[] }[];
}) {
  return (
    <section aria-label="Categories" className="grid gap-10 md:grid-cols-3">
      {columns.map(({ category, posts: columnPosts }) => (
        <div key={category.id}>
          <h2 className="font-semibold text-xl">{category.name}</h2>
          <div className="mt-4 divide-y divide-neutral-200 dark:divide-neutral-800">
            {columnPosts.map((post) => (
              <PostCardSmall key={post.id} post={post} />
            ))}
          </div>
          <Link
            to={category.href}
            className="mt-4 inline-flex font-medium text-primary-700 text-sm hover:underline dark:text-primary-300"
          >
            More Articles
          </Link>
        </div>
      ))}
    </section>
  );
}

/** The latest articles on a dark panel. */
export function LatestArticlesPanel({ posts }: { posts: CardPost[] }) {
  return (
    <section
      aria-label="Latest articles"
      className="dark -mx-4 rounded-none bg-neutral-900 px-4 py-14 text-neutral-100 sm:mx-0 sm:rounded-3xl sm:px-10"
    >
      <SectionHeading
        actionBeside="text"
        title="Latest articles"
        description="The newest stories, straight from the road."
        dark
      />
      <div className="mt-10 grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-4">
        {posts.slice(0, 4).map((post) => (
          <PostCard key={post.id} post={post} />
        ))}
      </div>
    </section>
  );
}
