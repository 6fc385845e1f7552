import { later } from "#app/components/ui/later.tsx";
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

const HomeGridWithAudioPage = later(() =>
  import("./home-grid-with-audio-page.tsx").then((m) => m.HomeGridWithAudioPage),
);

export default function Home6({ loaderData }: Route.ComponentProps) {
  return <HomeGridWithAudioPage loaderData={loaderData} />;
}

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, {
    title: "Wanderlust · Home demo 6",
    description:
      "A magazine-style home: top stories, podcasts, categories and the latest articles.",

    jsonLd: websiteJsonLd,
  });
