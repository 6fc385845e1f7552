import { mapShapesUrl } from "#app/features/trips/map-shapes.server.ts";
import { countryMap, regionMap, worldMap } from "#app/features/trips/world-map.server.ts";
import { toTripCardPosts } from "#app/lib/card-post.ts";
import { countryName } from "#app/lib/country-display.ts";
import { pageCount, parsePage } from "#app/lib/paging.ts";
import { destinationHref, TRIPS_PAGE_SIZE } from "#app/lib/trips.ts";
import type { TripCardPost } from "#app/lib/types.ts";
import { listPosts } from "#app/models/posts.server.ts";
import { listTripDestinations, type TripDestination } from "#app/models/trips.server.ts";

/**
 * Where most of our trips are: on the world map their markers would crowd into one blob, so
 * /destinations draws them on a close-up of Europe instead (the Canaries to Lapland, Iceland to
 * Greece), and the world map carries the markers of everywhere else.
 */
const EUROPE = { south: 27, north: 72, west: -25, east: 45 };
const inEurope = ({ lat, lng }: { lat: number; lng: number }) =>
  lat >= EUROPE.south && lat <= EUROPE.north && lng >= EUROPE.west && lng <= EUROPE.east;

/** A map as the WorldMap component draws it. */
export interface MapView {
  viewBox: string;
  /**
   * The file of the map's shapes (app/features/trips/map-shapes.server.ts): `#all` is all its land,
   * `#{cc}` one country's outline.
   */
  shapes: string;
  countries: {
    cc: string;
    name: string;
    href?: string;
    trips?: number;
    current?: boolean;
  }[];
  markers: { x: number; y: number; label: string; href: string }[];
}

/** A country with trips, for the list beside the map. */
export interface CountryTrips {
  code: string;
  name: string;
  href: string;
  trips: number;
}

/** Trips per country, most first, then by name. */
function countriesOf(destinations: TripDestination[]): CountryTrips[] {
  const counts = new Map<string, number>();
  for (const d of destinations) counts.set(d.country, (counts.get(d.country) ?? 0) + d.trips);
  return [...counts]
    .map(([code, trips]) => ({ code, name: countryName(code), href: destinationHref(code), trips }))
    .sort((a, b) => b.trips - a.trips || a.name.localeCompare(b.name));
}

/**
 * A country with trips that the map's data has no shape for (the Maldives on the 1:110m world):
 * a disc around its places, so it is still a link like every other country with trips. Its
 * radius is 3 markers' (1/130 of the width each, see WorldMap).
 */
function discsForShapeless(
  layout: NonNullable<ReturnType<typeof regionMap>>,
  destinations: TripDestination[],
  current?: string,
): { cc: string; d: string }[] {
  const drawn = new Set(layout.countries.map((c) => c.cc));
  const width = Number(layout.viewBox.split(/[\s,]+/)[2] ?? 960);
  const r = Math.round((width / 130) * 3);
  const points = new Map<string, { x: number; y: number }[]>();
  destinations.forEach((place, i) => {
    if (drawn.has(place.country) || place.country === current) return;
    points.set(place.country, [...(points.get(place.country) ?? []), layout.points[i]!]);
  });
  return [...points].map(([cc, at]) => {
    const x = Math.round(at.reduce((n, p) => n + p.x, 0) / at.length);
    const y = Math.round(at.reduce((n, p) => n + p.y, 0) / at.length);
    return { cc, d: `M${x - r},${y}a${r},${r} 0 1,0 ${2 * r},0a${r},${r} 0 1,0 ${-2 * r},0z` };
  });
}

/**
 * The map's pieces: the file of its shapes (named `name`), its countries (those with trips
 * linked), a marker per destination.
 */
function mapView(
  name: string,
  layout: NonNullable<ReturnType<typeof regionMap>>,
  destinations: TripDestination[],
  countries: CountryTrips[],
  current?: string,
): MapView {
  const withTrips = new Map(countries.map((c) => [c.code, c]));
  const shapes = [...layout.countries, ...discsForShapeless(layout, destinations, current)];
  return {
    viewBox: layout.viewBox,
    shapes: mapShapesUrl(name, shapes, layout.land),
    countries: shapes.map(({ cc }) => {
      const trips = withTrips.get(cc);
      if (cc === current) return { cc, name: countryName(cc), current: true };
      return trips
        ? { cc, name: trips.name, href: trips.href, trips: trips.trips }
        : { cc, name: countryName(cc) };
    }),
    markers: destinations.map((place, i) => ({
      x: layout.points[i]!.x,
      y: layout.points[i]!.y,
      label: `${place.destination}, ${countryName(place.country)}: ${place.title}`,
      href: place.href,
    })),
  };
}

/**
 * /destinations: the world map (markers outside Europe), the close-up of Europe (markers in it;
 * null when no trip is there) and the countries with their trip counts.
 */
export async function loadDestinations(): Promise<{
  map: MapView;
  europe: MapView | null;
  countries: CountryTrips[];
}> {
  const destinations = await listTripDestinations();
  const countries = countriesOf(destinations);
  const european = destinations.filter(inEurope);
  const elsewhere = destinations.filter((d) => !inEurope(d));
  const europeLayout = regionMap(european);
  return {
    map: mapView("world", worldMap(elsewhere), elsewhere, countries),
    europe: europeLayout && mapView("europe", europeLayout, european, countries),
    countries,
  };
}

export interface CountryPage {
  code: string;
  name: string;
  map: MapView;
  destinations: { destination: string; trips: number }[];
  total: number;
  posts: TripCardPost[];
  page: number;
  pages: number;
}

/**
 * /destinations/{cc}: the country's map, its places and one page of its trips; undefined for a
 * code that is no country with trips.
 */
export async function loadCountry(
  code: string,
  pageParam: string | null,
): Promise<CountryPage | undefined> {
  const cc = code.toUpperCase();
  if (!/^[A-Z]{2}$/.test(cc)) return undefined;
  const destinations = await listTripDestinations(cc);
  const layout = destinations.length > 0 ? countryMap(cc, destinations) : null;
  if (!layout) return undefined;
  const countries = countriesOf(destinations);
  const total = countries[0]?.trips ?? 0;
  const page = parsePage(pageParam, total, TRIPS_PAGE_SIZE);
  const posts = await listPosts({
    filter: { trip: { country: cc } },
    limit: TRIPS_PAGE_SIZE,
    offset: (page - 1) * TRIPS_PAGE_SIZE,
  });
  return {
    code: cc,
    name: countryName(cc),
    map: mapView(cc.toLowerCase(), layout, destinations, countries, cc),
    destinations: destinations.map((d) => ({ destination: d.destination, trips: d.trips })),
    total,
    posts: toTripCardPosts(posts),
    page,
    pages: pageCount(total, TRIPS_PAGE_SIZE),
  };
}
