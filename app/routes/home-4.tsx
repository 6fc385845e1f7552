import { Link } from "react-router";
import { NothingWeFound } from "#app/components/home/empty-state.tsx";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { OverlayCard } from "#app/components/ui/cards/overlay-card.tsx";
import { PostCard } from "#app/components/ui/cards/post-card.tsx";
import { PostMetaLine } from "#app/components/ui/cards/post-meta-line.tsx";
import { CategoryBadge } from "#app/components/ui/category-badge.tsx";
import { SectionHeading } from "#app/components/ui/widgets/section-heading.tsx";
import { archiveHref } from "#app/lib/archive-path.ts";
import { websiteJsonLd } from "#app/lib/json-ld.ts";
import { routeMeta } from "#app/lib/seo.ts";
import { listPosts } from "#app/models/posts.server.ts";
import { listTaxonomies } from "#app/models/taxonomies.server.ts";
import type { Route } from "./+types/home-4";

export async function loader() {
  const [latest, videos, galleries, podcasts, popular, taxonomies] = await Promise.all([
    listPosts({ limit: 9 }),
    listPosts({ filter: { postType: "video" }, limit: 3 }),
    listPosts({ filter: { postType: "gallery" }, limit: 4 }),
    listPosts({ filter: { postType: "audio" }, limit: 4 }),
    listPosts({ sort: "viewed", limit: 5 }),
    listTaxonomies(),
  ]);
  return {
    latest,
    videos,
    galleries,
    podcasts,
    popular,
    categories: taxonomies.filter((t) => t.taxonomy === "category" && t.count > 0),
  };
}

/** Home 4: a magazine front page built from the same parts as the rest of the site. */
export default function Home4({ loaderData }: Route.ComponentProps) {
  const { latest, videos, galleries, podcasts, popular, categories } = loaderData;
  const [lead, ...more] = latest;
  if (!lead) {
    return (
      <main className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <NothingWeFound />
      </main>
    );
  }
  return (
    <main className="mx-auto max-w-7xl space-y-20 px-4 pt-8 sm:px-6 lg:space-y-24 lg:px-8">
      <h1 className="sr-only">Wanderlust magazine</h1>
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

      <section aria-label="Topics" className="flex flex-wrap gap-2">
        {categories.map((category) => (
          <CategoryBadge key={category.id} taxonomy={category} />
        ))}
      </section>

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
          {more.slice(0, 8).map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </div>
      </section>

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

      <section
        aria-label="Galleries and podcasts"
        className="grid grid-cols-1 gap-12 lg:grid-cols-2"
      >
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
    </main>
  );
}

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, {
    title: "Wanderlust · Home magazine",
    description:
      "The Wanderlust magazine front page: cover story, most read, films, galleries and podcasts.",

    jsonLd: websiteJsonLd,
  });
