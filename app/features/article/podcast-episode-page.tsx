import { MicrophoneIcon } from "#app/components/ui/icons/solid.tsx";
import { PodcastPlayer } from "#app/features/media-player/podcast-player.public.tsx";
import { PODCAST_SERIES } from "#app/lib/seo.ts";
import type { Route } from "./+types/podcast-episode";
import { ArticleBody } from "./article-body.tsx";
import { ArticleAfterBody, ArticleFrame } from "./article-frame.tsx";
import { ArticleFeaturedImage, ArticleHeading } from "./article-heading.tsx";
import { ArticleCategories } from "./article-tags.tsx";
import { TripGlance } from "./trip-glance.tsx";

/** The podcast single: cover art, the episode's play button (the shared player), show notes. */
export function PodcastEpisodePage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { post } = loaderData;
  return (
    <ArticleFrame {...loaderData}>
      <article>
        <header className="bg-gradient-to-b from-primary-50 to-white dark:from-neutral-800/70 dark:to-neutral-900">
          <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-10 sm:px-6 sm:py-14 md:grid-cols-[16rem_minmax(0,1fr)] lg:grid-cols-[20rem_minmax(0,1fr)] lg:gap-14 lg:px-8 lg:py-20">
            <div className="relative mx-auto w-full max-w-xs md:max-w-none">
              <ArticleFeaturedImage
                sizes="(min-width: 1024px) 480px, (min-width: 768px) 384px, 480px"
                className="aspect-square w-full rounded-3xl bg-neutral-100 object-cover shadow-2xl dark:bg-neutral-800"
                square
              />
              <span className="absolute -right-3 -bottom-3 inline-flex h-14 w-14 items-center justify-center rounded-2xl bg-white text-primary-600 shadow-lg dark:bg-neutral-800 dark:text-primary-300">
                <MicrophoneIcon className="h-7 w-7" aria-hidden="true" />
              </span>
            </div>
            <div className="min-w-0">
              <ArticleHeading
                categories={
                  <div className="flex flex-wrap items-center gap-3">
                    <span className="font-semibold text-primary-700 text-xs uppercase tracking-[0.2em] dark:text-primary-300">
                      {PODCAST_SERIES}
                    </span>
                    <ArticleCategories />
                  </div>
                }
                titleClassName="mt-4 font-semibold text-3xl text-neutral-900 leading-tight tracking-tight sm:text-4xl lg:text-[2.75rem] lg:leading-[1.15] dark:text-neutral-100"
                descClassName="mt-4 text-lg text-neutral-600 leading-relaxed dark:text-neutral-300"
                metaClassName="mt-8 flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="mt-8 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-black/5 sm:p-5 dark:bg-neutral-800 dark:ring-white/10">
                  <PodcastPlayer post={post} />
                </div>
              </ArticleHeading>
            </div>
          </div>
        </header>
        <div className="mx-auto mt-12 max-w-3xl px-4 sm:mt-16 sm:px-6">
          <TripGlance className="mx-auto mb-12" />
          <p className="mb-6 font-semibold text-neutral-500 text-xs uppercase tracking-[0.2em] dark:text-neutral-400">
            Show notes
          </p>
          <ArticleBody className="mx-auto" />
          <ArticleAfterBody className="mt-14" />
        </div>
      </article>
    </ArticleFrame>
  );
}
