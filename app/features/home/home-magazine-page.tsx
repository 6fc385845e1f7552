import type { Route } from "./+types/home-magazine";
import { EmptyHome } from "./empty-state.tsx";
import {
  CoverStory,
  FilmsPanel,
  GalleriesAndPodcasts,
  TopicBadges,
  WeeklyStories,
} from "./magazine-sections.tsx";

/** Home 4: a magazine front page built from the same parts as the rest of the site. */
export function HomeMagazinePage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { latest, videos, galleries, podcasts, popular, categories } = loaderData;
  const [lead, ...more] = latest;
  if (!lead) {
    return <EmptyHome />;
  }
  return (
    <main className="mx-auto max-w-7xl space-y-20 px-4 pt-8 sm:px-6 lg:space-y-24 lg:px-8">
      <h1 className="sr-only">Wanderlust magazine</h1>
      <CoverStory lead={lead} popular={popular} />
      <TopicBadges categories={categories} />
      <WeeklyStories posts={more} />
      <FilmsPanel videos={videos} />
      <GalleriesAndPodcasts galleries={galleries} podcasts={podcasts} />
    </main>
  );
}
