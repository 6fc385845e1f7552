import { EmptyHome } from "#app/features/home/empty-state.tsx";
import {
  CoverStory,
  FilmsPanel,
  GalleriesAndPodcasts,
  TopicBadges,
  WeeklyStories,
} from "#app/features/home/magazine-sections.tsx";
import { websiteJsonLd } from "#app/lib/json-ld.ts";
import { routeMeta } from "#app/lib/seo.ts";
import { listPosts } from "#app/models/posts.server.ts";
import { listTaxonomies } from "#app/models/taxonomies.server.ts";
import type { Route } from "./+types/home-magazine";

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

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, {
    title: "Wanderlust · Home magazine",
    description:
      "The Wanderlust magazine front page: cover story, most read, films, galleries and podcasts.",

    jsonLd: websiteJsonLd,
  });
