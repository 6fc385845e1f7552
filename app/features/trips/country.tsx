import { redirect } from "react-router";
import { later } from "#app/components/ui/later.tsx";
import { notFound } from "#app/lib/error-page.ts";
import { webPageJsonLd } from "#app/lib/json-ld.ts";
import { QUERY, readQuery } from "#app/lib/query-params.ts";
import { routeMeta } from "#app/lib/seo.ts";
import { redirectToShown } from "#app/lib/shown-page.server.ts";
import { destinationHref, tripCountLabel } from "#app/lib/trips.ts";
import type { Route } from "./+types/country";
import { loadCountry } from "./destinations-data.server.ts";

/**
 * A country's destinations (/destinations/{cc}, the code in lower case): its name, its map with a
 * marker per place, and its trips as cards. A code that is no country with trips is a 404. A code
 * with capitals (/destinations/PT) moves permanently to its lower-case page, query kept: the site's
 * canonical redirect (server/page-cache/canonical-path.ts) leaves route parameters' case alone.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  if (params.cc !== params.cc.toLowerCase()) {
    throw redirect(destinationHref(params.cc) + new URL(request.url).search, 301);
  }
  const query = readQuery(request.url, QUERY.country);
  const country = await loadCountry(params.cc, query.page);
  if (!country) throw notFound("page");
  redirectToShown(request.url, QUERY.country, { page: String(country.page) });
  return country;
}

/** The query string this page reads (the page cache keys it by these only). */
export const handle = { query: QUERY.country };

const CountryPage = later(() => import("./country-page.tsx").then((m) => m.CountryPage));

export default function Country({ loaderData }: Route.ComponentProps) {
  return <CountryPage loaderData={loaderData} />;
}

export const meta: Route.MetaFunction = (args) => {
  const loaded = args.loaderData;
  if (!loaded) return [];
  const title = `${loaded.name}: family trips · Wanderlust`;
  const description = `${tripCountLabel(loaded.total)} to ${loaded.name} with children: ${loaded.destinations
    .map((d) => d.destination)
    .join(", ")}. Ages, months, budgets and how to get there.`;
  return routeMeta(args, {
    title,
    description,
    query: QUERY.country,
    image: loaded.posts[0]?.featuredImage,
    jsonLd: (siteUrl, path) => [
      webPageJsonLd(
        "CollectionPage",
        { name: title, description, path, items: loaded.posts.map((p) => p.href) },
        siteUrl,
      ),
    ],
  });
};
