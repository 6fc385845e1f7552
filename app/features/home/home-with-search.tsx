import { later } from "#app/components/ui/later.tsx";
import { websiteJsonLd } from "#app/lib/json-ld.ts";
import { QUERY } from "#app/lib/query-params.ts";
import { routeMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/home-with-search";
import { loadHome } from "./home-data.server.ts";

/** The home with the search-input header variant. */
export async function loader({ request }: Route.LoaderArgs) {
  return loadHome(request);
}

export const handle = { header: "search", query: QUERY.home };

const HomePage = later(() => import("./home-page.tsx").then((m) => m.HomePage));

export default function Home2({ loaderData }: Route.ComponentProps) {
  return <HomePage data={loaderData} />;
}

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, {
    title: "Wanderlust · Home with search",
    description: "Family travel stories, hotel reviews and podcasts, with search up front.",
    query: QUERY.home,
    jsonLd: websiteJsonLd,
  });
