import { SearchPage } from "#app/components/search/search-page.tsx";
import { webPageJsonLd } from "#app/lib/json-ld.ts";
import { QUERY } from "#app/lib/query-params.ts";
import { routeMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/search-2";
import { loadSearch } from "./search-data.server.ts";

/** /search-2: the blog search in its plain layout, results as rows. */
export async function loader({ request }: Route.LoaderArgs) {
  return loadSearch(request);
}

/** The query string this page reads (the page cache keys it by these only). */
export const handle = { query: QUERY.search };

export default function Search2({ loaderData }: Route.ComponentProps) {
  return <SearchPage data={loaderData} variant="plain" />;
}

export const meta: Route.MetaFunction = (args) => {
  const term = args.loaderData?.term;
  const title = term ? `${term} · Blog Search · Wanderlust` : "Blog Search · Wanderlust";
  const description =
    "Search every Wanderlust story, category and author: family travel, hotel reviews, videos and podcasts.";
  return routeMeta(args, {
    title,
    description,
    query: QUERY.search,
    jsonLd: (siteUrl, path) => [
      webPageJsonLd("SearchResultsPage", { name: title, description, path }, siteUrl),
    ],
  });
};
