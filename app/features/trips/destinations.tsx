import { later } from "#app/components/ui/later.tsx";
import { webPageJsonLd } from "#app/lib/json-ld.ts";
import { routeMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/destinations";
import { loadDestinations } from "./destinations-data.server.ts";

/**
 * Destinations (/destinations): a world map drawn on the server as inline SVG (no tiles, no
 * script), a marker per place our families went, each country with trips a link to its page;
 * beside it, the countries with their trip counts.
 */
export async function loader() {
  return loadDestinations();
}

const DestinationsPage = later(() =>
  import("./destinations-page.tsx").then((m) => m.DestinationsPage),
);

export default function Destinations({ loaderData }: Route.ComponentProps) {
  return <DestinationsPage loaderData={loaderData} />;
}

export const meta: Route.MetaFunction = (args) => {
  const title = "Destinations: every family trip on the map · Wanderlust";
  const description = args.loaderData
    ? `Family trips in ${args.loaderData.countries.length} countries on one map: ${args.loaderData.countries
        .slice(0, 6)
        .map((c) => c.name)
        .join(", ")} and more.`
    : "Every Wanderlust family trip on one map.";
  return routeMeta(args, {
    title,
    description,
    jsonLd: (siteUrl, path) => [
      webPageJsonLd(
        "CollectionPage",
        {
          name: title,
          description,
          path,
          items: args.loaderData?.countries.map((c) => c.href),
        },
        siteUrl,
      ),
    ],
  });
};
