import { later } from "#app/components/ui/later.tsx";
import { loadSearch } from "#app/features/search/search-data.server.ts";
import { searchRouteMeta } from "#app/features/search/search-route.ts";
import { QUERY } from "#app/lib/query-params.ts";
import type { Route } from "./+types/search-with-banner";

/** /search: the blog search with a photo banner (`?q=`, `?tab=`, `?sort=`, `?more=`). */
export async function loader({ request }: Route.LoaderArgs) {
  return loadSearch(request);
}

/** The query string this page reads (the page cache keys it by these only). */
export const handle = { query: QUERY.search };

const SearchPage = later(() =>
  import("#app/features/search/search-page.tsx").then((m) => m.SearchPage),
);

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchPage data={loaderData} variant="banner" />;
}

export const meta: Route.MetaFunction = (args) => searchRouteMeta(args);
