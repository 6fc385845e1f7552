import { Link } from "react-router";
import { Flag } from "#app/components/ui/flag.tsx";
import { tripCountLabel } from "#app/lib/trips.ts";
import type { Route } from "./+types/destinations";
import { WorldMap } from "./world-map.tsx";

export function DestinationsPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { map, europe, countries } = loaderData;
  const total = countries.reduce((n, c) => n + c.trips, 0);
  return (
    <main className="mx-auto max-w-7xl px-4 pb-24 sm:px-6 lg:px-8">
      <header className="pt-10 pb-8 sm:pt-16">
        <p className="font-semibold text-primary-700 text-sm uppercase tracking-widest dark:text-primary-300">
          Destinations
        </p>
        <h1 className="mt-2 font-semibold text-3xl text-neutral-900 sm:text-4xl dark:text-neutral-100">
          Where our families went
        </h1>
        <p className="mt-3 max-w-2xl text-neutral-600 sm:text-lg dark:text-neutral-300">
          {tripCountLabel(total)} in {countries.length} countries. Pick a place on the map for its
          latest story, a number for all of a country's places, or a country in the list.
        </p>
      </header>
      <div className="grid gap-10 lg:grid-cols-3">
        <div className="space-y-8 lg:col-span-2">
          <figure>
            <div className="overflow-hidden rounded-3xl ring-1 ring-neutral-200 dark:ring-neutral-700">
              <WorldMap
                title="World map of our trips"
                viewBox={map.viewBox}
                shapes={map.shapes}
                countries={map.countries}
                markers={map.markers}
                group
                minWideWidth={590}
              />
            </div>
            <figcaption className="mt-3 text-neutral-500 text-sm dark:text-neutral-400">
              Countries with trips are coloured; a number is several places of one country.{" "}
              {europe && "Europe's places are on the close-up below."}
            </figcaption>
          </figure>
          {europe && (
            <figure>
              <div className="mx-auto max-w-2xl overflow-hidden rounded-3xl ring-1 ring-neutral-200 dark:ring-neutral-700">
                <WorldMap
                  title="Map of our trips in Europe"
                  viewBox={europe.viewBox}
                  shapes={europe.shapes}
                  countries={europe.countries}
                  markers={europe.markers}
                  markerScale={1.4}
                  inset={europe.inset}
                  group
                  minWideWidth={590}
                />
              </div>
              <figcaption className="mt-3 text-center text-neutral-500 text-sm dark:text-neutral-400">
                Europe close up: a dot leads to a place's latest story, a number to its country.
              </figcaption>
            </figure>
          )}
        </div>
        <nav aria-labelledby="countries-heading" className="self-start">
          <h2
            id="countries-heading"
            className="font-semibold text-lg text-neutral-900 dark:text-neutral-100"
          >
            Countries
          </h2>
          <ul className="mt-4 grid gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-1">
            {countries.map((country) => (
              <li key={country.code}>
                <Link to={country.href} className="country-link">
                  <span className="flex items-center gap-2">
                    <Flag code={country.code} />
                    {country.name}
                  </span>
                  <span className="text-neutral-500 dark:text-neutral-400">
                    {tripCountLabel(country.trips)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <Link
            to="/trips"
            className="mt-4 inline-flex min-h-11 items-center font-medium text-primary-700 text-sm underline-offset-4 hover:underline dark:text-primary-300"
          >
            Filter trips by age, month and budget
          </Link>
        </nav>
      </div>
    </main>
  );
}
