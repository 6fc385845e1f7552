import { later } from "#app/components/ui/later.tsx";
import { QUERY } from "#app/lib/query-params.ts";
import type { Route } from "./+types/search-plain";
import { loadSearch } from "./search-data.server.ts";
import { searchRouteMeta } from "./search-route.ts";

/** /search-2: the blog search in its plain layout, results as rows. */
export async function loader({ request }: Route.LoaderArgs) {
  return loadSearch(request);
}

/** The query string this page reads (the page cache keys it by these only). */
export const handle = { query: QUERY.search };

const SearchPage = later(() => import("./search-page.tsx").then((m) => m.SearchPage));

export default function Search2({ loaderData }: Route.ComponentProps) {
  return <SearchPage data={loaderData} variant="plain" />;
}

export const meta: Route.MetaFunction = (args) => searchRouteMeta(args);
