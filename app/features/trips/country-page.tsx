import { Link } from "react-router";
import { PostCard } from "#app/components/ui/cards/post-card.tsx";
import { Flag } from "#app/components/ui/flag.tsx";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { tripCountLabel, tripsHref } from "#app/lib/trips.ts";
import type { Route } from "./+types/country";
import { TripFacts } from "./trip-facts.tsx";
import { WorldMap } from "./world-map.tsx";

export function CountryPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { code, name, map, destinations, total, posts, page, pages } = loaderData;
  return (
    <main className="mx-auto max-w-7xl px-4 pb-24 sm:px-6 lg:px-8">
      <header className="pt-10 sm:pt-16">
        <nav aria-label="Breadcrumb" className="text-sm">
          <Link
            to="/destinations"
            className="-my-0.5 inline-block py-0.5 font-semibold text-primary-700 uppercase tracking-widest hover:underline dark:text-primary-300"
          >
            Destinations
          </Link>
        </nav>
        <h1 className="mt-2 flex items-center gap-3 font-semibold text-3xl text-neutral-900 sm:text-4xl dark:text-neutral-100">
          <Flag code={code} />
          {name}
        </h1>
        {/* Each place links to its newest story, as its marker on the map does. */}
        <p className="mt-3 max-w-2xl text-neutral-600 sm:text-lg dark:text-neutral-300 [&_a]:text-primary-700 [&_a]:underline [&_a]:underline-offset-4 dark:[&_a]:text-primary-300">
          {tripCountLabel(total)}:{" "}
          {destinations.map((d, i) => (
            <span key={d.destination}>
              {i > 0 && ", "}
              <Link to={d.href}>{d.destination}</Link>
              {d.trips > 1 && ` (${d.trips})`}
            </span>
          ))}
          .{" "}
          <Link to={tripsHref({ country: code })} className="font-medium">
            Filter them by age, month and budget
          </Link>
        </p>
      </header>
      {/* A travel site's list and map: the trips' cards beside the map (sticky, from 1024 px up),
          the map first on narrower screens and in the reading order. */}
      <div className="mt-10 grid items-start gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="w-full overflow-hidden rounded-3xl ring-1 ring-neutral-200 lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1 dark:ring-neutral-700">
          <WorldMap
            minWideWidth={358}
            title={`Map of ${name} with our trips`}
            markerScale={1.6}
            labels
            padding={0.09}
            viewBox={map.viewBox}
            shapes={map.shapes}
            countries={map.countries}
            markers={map.markers}
            inset={map.inset}
          />
        </div>
        <section aria-labelledby="country-trips" className="lg:col-start-1 lg:row-start-1">
          <h2
            id="country-trips"
            className="font-semibold text-2xl text-neutral-900 dark:text-neutral-100"
          >
            Trips to {name}
          </h2>
          <div className="trip-grid mt-8 grid grid-cols-1 gap-x-6 gap-y-10 sm:grid-cols-2">
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
      </div>
    </main>
  );
}
