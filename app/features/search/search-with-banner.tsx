import { later } from "#app/components/ui/later.tsx";
import { QUERY } from "#app/lib/query-params.ts";
import type { Route } from "./+types/search-with-banner";
import { loadSearch } from "./search-data.server.ts";
import { searchRouteMeta } from "./search-route.ts";

/** /search: the blog search with a photo banner (`?q=`, `?tab=`, `?sort=`, `?more=`). */
export async function loader({ request }: Route.LoaderArgs) {
  return loadSearch(request);
}

/** The query string this page reads (the page cache keys it by these only). */
export const handle = { query: QUERY.search };

const SearchPage = later(() => import("./search-page.tsx").then((m) => m.SearchPage));

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchPage data={loaderData} variant="banner" />;
}

export const meta: Route.MetaFunction = (args) => searchRouteMeta(args);
