import { EmptyHome } from "#app/features/home/empty-state.tsx";
import {
  AdvertisementBanner,
  CategoryColumns,
  LatestArticlesPanel,
  ListenToAudio,
  TopStories,
} from "#app/features/home/grid-sections.tsx";
import { LatestTabs } from "#app/features/home/latest-tabs.tsx";
import { websiteJsonLd } from "#app/lib/json-ld.ts";
import { routeMeta } from "#app/lib/seo.ts";
import { listPosts } from "#app/models/posts.server.ts";
import { listTaxonomies } from "#app/models/taxonomies.server.ts";
import type { Route } from "./+types/home-grid-with-audio";

export async function loader() {
  const [latest, audio, taxonomies] = await Promise.all([
    listPosts({ limit: 40 }),
    listPosts({ filter: { postType: "audio" }, limit: 4 }),
    listTaxonomies(),
  ]);
  const columnCategories = taxonomies
    .filter((t) => t.taxonomy === "category" && t.count > 0)
    .slice(0, 3);
  const columns = await Promise.all(
    columnCategories.map(async (category) => ({
      category,
      posts: await listPosts({ filter: { taxonomyId: category.id }, limit: 4 }),
    })),
  );
  return { posts: latest, audio, columns };
}

/** Home demo layout 6 (docs/spec.md#home-6). */
export default function Home6({ loaderData }: Route.ComponentProps) {
  const { posts, audio, columns } = loaderData;
  if (posts.length === 0) {
    return <EmptyHome />;
  }
  const [lead, ...rest] = posts.slice(0, 9);
  return (
    <main className="mx-auto max-w-7xl space-y-20 px-4 pt-8 sm:px-6 lg:space-y-28 lg:px-8">
      <h1 className="sr-only">Wanderlust: family travel stories</h1>
      <TopStories lead={lead} rest={rest} />
      <ListenToAudio audio={audio} />
      <AdvertisementBanner />
      <LatestTabs posts={posts} />
      <CategoryColumns columns={columns} />
      <LatestArticlesPanel posts={posts} />
    </main>
  );
}

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, {
    title: "Wanderlust · Home demo 6",
    description:
      "A magazine-style home: top stories, podcasts, categories and the latest articles.",

    jsonLd: websiteJsonLd,
  });
