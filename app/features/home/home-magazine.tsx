import { later } from "#app/components/ui/later.tsx";
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

const HomeMagazinePage = later(() =>
  import("./home-magazine-page.tsx").then((m) => m.HomeMagazinePage),
);

export default function Home4({ loaderData }: Route.ComponentProps) {
  return <HomeMagazinePage loaderData={loaderData} />;
}

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, {
    title: "Wanderlust · Home magazine",
    description:
      "The Wanderlust magazine front page: cover story, most read, films, galleries and podcasts.",

    jsonLd: websiteJsonLd,
  });
