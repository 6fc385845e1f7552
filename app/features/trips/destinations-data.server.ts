import { toTripCardPosts } from "#app/lib/card-post.ts";
import { countryName } from "#app/lib/country-display.ts";
import { pageCount, parsePage } from "#app/lib/paging.ts";
import { destinationHref, TRIPS_PAGE_SIZE } from "#app/lib/trips.ts";
import type { TripCardPost } from "#app/lib/types.ts";
import { listPosts } from "#app/models/posts.server.ts";
import { listTripDestinations, type TripDestination } from "#app/models/trips.server.ts";
import type { MapMarker } from "./map-marker-layer.tsx";
import { mapShapesUrl } from "./map-shapes.server.ts";
import { countryMap, islandsMap, regionMap, worldMap } from "./world-map.server.ts";

/**
 * Where most of our trips are: on the world map their markers would crowd into one blob, so
 * /destinations draws them on a close-up of Europe instead (the Canaries to Lapland, Iceland to
 * Greece), and the world map carries the markers of everywhere else.
 */
const EUROPE = { south: 27, north: 72, west: -25, east: 45 };
const inEurope = ({ lat, lng }: { lat: number; lng: number }) =>
  lat >= EUROPE.south && lat <= EUROPE.north && lng >= EUROPE.west && lng <= EUROPE.east;

/**
 * Europe's islands out in the Atlantic, far south-west of the rest: drawn in an inset in the
 * Europe map's corner, not as a marker alone in an empty sea that stretches the whole map.
 */
const ISLANDS = [
  { name: "Canary Islands", south: 27, north: 29.5, west: -18.5, east: -13 },
  { name: "Madeira", south: 32.3, north: 33.2, west: -17.5, east: -16 },
  { name: "Azores", south: 36.8, north: 40, west: -31.5, east: -24.5 },
];
const islandsOf = ({ lat, lng }: { lat: number; lng: number }) =>
  ISLANDS.find((box) => lat >= box.south && lat <= box.north && lng >= box.west && lng <= box.east);

/** The inset's share of the Europe map's width. */
const INSET_WIDTH = 0.26;

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
    /** A linked country's box (x0, y0, x1, y1): a small one gets a bigger invisible tap area. */
    box?: [number, number, number, number];
  }[];
  markers: MapMarker[];
  /** Far-off islands in a framed box in a corner of the map (the Canaries on Europe's). */
  inset?: {
    title: string;
    viewBox: string;
    shapes: string;
    markers: MapMarker[];
    x: number;
    y: number;
    width: number;
    height: number;
  };
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
): { cc: string; d: string; box: [number, number, number, number] }[] {
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
    return {
      cc,
      d: `M${x - r},${y}a${r},${r} 0 1,0 ${2 * r},0a${r},${r} 0 1,0 ${-2 * r},0z`,
      box: [x - r, y - r, x + r, y + r],
    };
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
  /** Countries drawn with their trips' colour but not linked (they are on another map). */
  unlinked: ReadonlySet<string> = new Set(),
): MapView {
  const withTrips = new Map(countries.map((c) => [c.code, c]));
  const shapes = [...layout.countries, ...discsForShapeless(layout, destinations, current)];
  return {
    viewBox: layout.viewBox,
    shapes: mapShapesUrl(name, shapes, layout.land),
    countries: shapes.map(({ cc, box }) => {
      const trips = withTrips.get(cc);
      if (cc === current) return { cc, name: countryName(cc), current: true };
      if (trips && unlinked.has(cc)) return { cc, name: trips.name, trips: trips.trips };
      return trips
        ? { cc, name: trips.name, href: trips.href, trips: trips.trips, box }
        : { cc, name: countryName(cc) };
    }),
    markers: markersOf(layout.points, destinations),
  };
}

function markersOf(
  points: { x: number; y: number }[],
  destinations: TripDestination[],
): MapMarker[] {
  return destinations.map((place, i) => ({
    x: points[i]!.x,
    y: points[i]!.y,
    label: `${place.destination}, ${countryName(place.country)}: ${place.title}`,
    href: place.href,
    place: place.destination,
    trips: place.trips,
    country: countryName(place.country),
    countryHref: destinationHref(place.country),
  }));
}

/**
 * The inset of far-off islands in a corner of a map `viewBox`: the first of bottom left (where
 * the Atlantic is on Europe's), top left, bottom right and top right with none of the map's
 * `points` (markers) in or near it.
 */
function insetOf(
  viewBox: string,
  destinations: TripDestination[],
  points: { x: number; y: number }[],
  /** The name of its shapes' file (map-shapes.server.ts). */
  name = "islands",
): MapView["inset"] {
  const layout = islandsMap(destinations);
  if (!layout) return undefined;
  const [, , mapWidth = 960, mapHeight = 960] = viewBox.split(/[\s,]+/).map(Number);
  const [, , w = 960, h = 480] = layout.viewBox.split(/[\s,]+/).map(Number);
  const width = Math.round(mapWidth * INSET_WIDTH);
  const height = Math.round((width * h) / w);
  const names = [...new Set(destinations.map((d) => islandsOf(d)!.name))];
  const near = mapWidth * 0.06;
  const corners = [
    { x: 0, y: mapHeight - height },
    { x: 0, y: 0 },
    { x: mapWidth - width, y: mapHeight - height },
    { x: mapWidth - width, y: 0 },
  ];
  const free = (corner: { x: number; y: number }) =>
    points.every(
      (p) =>
        p.x < corner.x - near ||
        p.x > corner.x + width + near ||
        p.y < corner.y - near ||
        p.y > corner.y + height + near,
    );
  const corner = corners.find(free) ?? corners[0]!;
  return {
    title: names.join(", "),
    viewBox: layout.viewBox,
    shapes: mapShapesUrl(name, layout.countries, layout.land),
    markers: markersOf(layout.points, destinations),
    ...corner,
    width,
    height,
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
  const european = destinations.filter((d) => inEurope(d) && !islandsOf(d));
  const islands = destinations.filter((d) => inEurope(d) && islandsOf(d));
  const elsewhere = destinations.filter((d) => !inEurope(d));
  const europeLayout = regionMap(european);
  // The world map links the countries of its own markers; Europe's, too small on it for a finger
  // or a mouse (Portugal, 3 x 7 px on a phone), are coloured and linked on the close-up.
  const onWorld = new Set(elsewhere.map((d) => d.country));
  const europe = europeLayout && mapView("europe", europeLayout, european, countries);
  const inset = europeLayout && insetOf(europeLayout.viewBox, islands, europeLayout.points);
  return {
    map: mapView(
      "world",
      worldMap(elsewhere),
      elsewhere,
      countries,
      undefined,
      new Set(countries.map((c) => c.code).filter((cc) => !onWorld.has(cc))),
    ),
    europe: europe && (inset ? { ...europe, inset } : europe),
    countries,
  };
}

export interface CountryPage {
  code: string;
  name: string;
  map: MapView;
  /** Its places, each with its trips and its newest post (`href`). */
  destinations: { destination: string; trips: number; href: string }[];
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
  // Far-off islands (Spain's Canaries) in an inset, when the country has places elsewhere too.
  const islands = destinations.filter((d) => islandsOf(d));
  const main =
    islands.length < destinations.length ? destinations.filter((d) => !islandsOf(d)) : destinations;
  const layout = main.length > 0 ? countryMap(cc, main) : null;
  if (!layout) return undefined;
  const map = mapView(cc.toLowerCase(), layout, main, countriesOf(destinations), cc);
  const inset =
    main === destinations
      ? undefined
      : insetOf(layout.viewBox, islands, layout.points, cc.toLowerCase());
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
    map: inset ? { ...map, inset } : map,
    destinations: destinations.map((d) => ({
      destination: d.destination,
      trips: d.trips,
      href: d.href,
    })),
    total,
    posts: toTripCardPosts(posts),
    page,
    pages: pageCount(total, TRIPS_PAGE_SIZE),
  };
}
