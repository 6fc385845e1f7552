import { data } from "react-router";
import { later } from "#app/components/ui/later.tsx";
import { webPageJsonLd } from "#app/lib/json-ld.ts";
import { QUERY } from "#app/lib/query-params.ts";
import { routeMeta } from "#app/lib/seo.ts";
import { tripCountLabel } from "#app/lib/trips.ts";
import type { Route } from "./+types/trips";
import { loadTripFinder } from "./trips-data.server.ts";

/**
 * The trip finder (/trips): trips chosen by a child's age, the month, the length, the budget and
 * the country, every filter in the URL (app/lib/trips.ts), combined with AND; each option shows
 * how many trips it would give. A wrong filter value is a 400 that names the filter.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const finder = await loadTripFinder(request.url);
  return data(finder, { status: finder.error ? 400 : 200 });
}

/** The query string this page reads (the page cache keys it by these only). */
export const handle = { query: QUERY.trips };

const TripsPage = later(() => import("./trips-page.tsx").then((m) => m.TripsPage));

export default function Trips({ loaderData }: Route.ComponentProps) {
  return <TripsPage loaderData={loaderData} />;
}

export const meta: Route.MetaFunction = (args) => {
  const loaded = args.loaderData;
  const title = "Trip finder: plan by age and month · Wanderlust";
  const description = loaded
    ? `${tripCountLabel(loaded.total)} for families, by children's ages, month, length, budget and country, from the Wanderlust family travel blog.`
    : "Family trips by children's ages, month, length, budget and country.";
  return routeMeta(args, {
    title,
    description,
    query: QUERY.trips,
    image: loaded?.posts[0]?.featuredImage,
    jsonLd: (siteUrl, path) => [
      webPageJsonLd(
        "CollectionPage",
        { name: title, description, path, items: loaded?.posts.map((p) => p.href) },
        siteUrl,
      ),
    ],
  });
};
