import { Link, redirect } from "react-router";
import { PostCard } from "#app/components/ui/cards/post-card.tsx";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { loadCountry } from "#app/features/trips/destinations-data.server.ts";
import { TripFacts } from "#app/features/trips/trip-facts.tsx";
import { WorldMap } from "#app/features/trips/world-map.tsx";
import { countryFlag } from "#app/lib/country-display.ts";
import { notFound } from "#app/lib/error-page.ts";
import { webPageJsonLd } from "#app/lib/json-ld.ts";
import { QUERY, readQuery } from "#app/lib/query-params.ts";
import { routeMeta } from "#app/lib/seo.ts";
import { redirectToShown } from "#app/lib/shown-page.server.ts";
import { destinationHref, tripCountLabel, tripsHref } from "#app/lib/trips.ts";
import type { Route } from "./+types/country";

/**
 * A country's destinations (/destinations/{cc}, the code in lower case): its name, its map with
 * a marker per place, and its trips as cards. A code that is no country with trips is a 404. A
 * code with capitals (/destinations/PT) moves permanently to its lower-case page, query kept: the
 * site's canonical redirect (server/canonical-path.ts) leaves route parameters' case alone.
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

export default function Country({ loaderData }: Route.ComponentProps) {
  const { code, name, map, destinations, total, posts, page, pages } = loaderData;
  return (
    <main className="mx-auto max-w-7xl px-4 pb-24 sm:px-6 lg:px-8">
      <div className="grid items-start gap-10 pt-10 sm:pt-16 lg:grid-cols-2">
        <header>
          <nav aria-label="Breadcrumb" className="text-sm">
            <Link
              to="/destinations"
              className="font-semibold text-primary-700 uppercase tracking-widest hover:underline dark:text-primary-300"
            >
              Destinations
            </Link>
          </nav>
          <h1 className="mt-2 flex items-center gap-3 font-semibold text-3xl text-neutral-900 sm:text-4xl dark:text-neutral-100">
            <span aria-hidden="true">{countryFlag(code)}</span>
            {name}
          </h1>
          <p className="mt-3 max-w-2xl text-neutral-600 sm:text-lg dark:text-neutral-300">
            {tripCountLabel(total)}:{" "}
            {destinations.map((d, i) => (
              <span key={d.destination}>
                {i > 0 && ", "}
                {d.destination}
                {d.trips > 1 && ` (${d.trips})`}
              </span>
            ))}
            .{" "}
            <Link
              to={tripsHref({ country: code })}
              className="font-medium text-primary-700 underline underline-offset-4 dark:text-primary-300"
            >
              Filter them by age, month and budget
            </Link>
          </p>
        </header>
        <div className="mx-auto w-full max-w-lg overflow-hidden rounded-3xl ring-1 ring-neutral-200 dark:ring-neutral-700">
          <WorldMap
            title={`Map of ${name} with our trips`}
            markerScale={1.6}
            viewBox={map.viewBox}
            shapes={map.shapes}
            countries={map.countries}
            markers={map.markers}
          />
        </div>
      </div>
      <section aria-labelledby="country-trips" className="mt-14">
        <h2
          id="country-trips"
          className="font-semibold text-2xl text-neutral-900 dark:text-neutral-100"
        >
          Trips to {name}
        </h2>
        <div className="mt-8 grid grid-cols-1 gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {posts.map((post, i) => (
            <PostCard key={post.id} post={post} eager={i < 2}>
              {post.trip && <TripFacts trip={post.trip} countryName={name} />}
            </PostCard>
          ))}
        </div>
        <div className="mt-12 flex justify-center">
          <Pagination page={page} pages={pages} label="Trip pages" />
        </div>
      </section>
    </main>
  );
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
