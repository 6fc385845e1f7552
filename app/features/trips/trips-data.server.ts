import { toTripCardPosts } from "#app/lib/card-post.ts";
import { isCountryCode } from "#app/lib/countries.ts";
import { countryName } from "#app/lib/country-display.ts";
import { pageCount, parsePage } from "#app/lib/paging.ts";
import { QUERY, readQuery } from "#app/lib/query-params.ts";
import { redirectToShown } from "#app/lib/shown-page.server.ts";
import {
  parseTripFilters,
  TRIP_FILTER_NAMES,
  TRIPS_PAGE_SIZE,
  type TripFacets,
  type TripFilterName,
  type TripFilters,
  type TripSort,
  tripsHref,
} from "#app/lib/trips.ts";
import type { TripCardPost } from "#app/lib/types.ts";
import { listPosts } from "#app/models/posts.server.ts";
import { countTrips, tripFacets } from "#app/models/trips.server.ts";

export interface TripFinder {
  filters: TripFilters;
  sort: TripSort;
  /** The first wrong filter of the URL (the page answers 400); the others still apply. */
  error: { name: TripFilterName; message: string } | null;
  total: number;
  page: number;
  pages: number;
  posts: TripCardPost[];
  facets: TripFacets;
  /** English names of the countries the page shows (options and cards), by code. */
  countryNames: Record<string, string>;
  /**
   * When nothing matches: each chosen filter, and how many trips there are without it (the one
   * tap that finds something), most trips first.
   */
  loosen: { name: TripFilterName; count: number; href: string }[];
}

/**
 * The trip finder of a URL: its filters (the first invalid one reported, the rest kept), the
 * matching trips' count, one page of them, and the facet counts of every option with the other
 * filters kept.
 */
export async function loadTripFinder(url: string): Promise<TripFinder> {
  const query = readQuery(url, QUERY.trips);
  const values: Partial<Record<TripFilterName, string | null>> = {};
  for (const name of TRIP_FILTER_NAMES) values[name] = query[name];
  let error: TripFinder["error"] = null;
  let filters: TripFilters = {};
  for (;;) {
    const parsed = parseTripFilters(values, isCountryCode);
    if (parsed.ok) {
      filters = parsed.filters;
      break;
    }
    error ??= { name: parsed.name, message: parsed.message };
    values[parsed.name] = null;
  }
  const sort: TripSort = query.sort === "viewed" ? "viewed" : "recent";
  const [total, facets] = await Promise.all([countTrips(filters), tripFacets(filters)]);
  const page = parsePage(query.page, total, TRIPS_PAGE_SIZE);
  if (!error) redirectToShown(url, QUERY.trips, { page: String(page) });
  // A wrong filter is left out (the page says so, with a 400): the others still find trips.
  const posts = await listPosts({
    filter: { trip: filters },
    sort,
    limit: TRIPS_PAGE_SIZE,
    offset: (page - 1) * TRIPS_PAGE_SIZE,
  });
  const loosen = total === 0 ? await loosenings(filters, sort) : [];
  const codes = new Set([
    ...facets.country.map((c) => c.code),
    ...(filters.country ? [filters.country] : []),
    ...posts.flatMap((p) => (p.trip ? [p.trip.country] : [])),
  ]);
  return {
    filters,
    sort,
    error,
    total,
    page,
    pages: pageCount(total, TRIPS_PAGE_SIZE),
    posts: toTripCardPosts(posts),
    facets,
    countryNames: Object.fromEntries([...codes].map((code) => [code, countryName(code)])),
    loosen,
  };
}

/** Each chosen filter of an empty result, with the trips there are without it (on page 1). */
async function loosenings(filters: TripFilters, sort: TripSort): Promise<TripFinder["loosen"]> {
  const chosen = TRIP_FILTER_NAMES.filter((name) => filters[name] !== undefined);
  const counts = await Promise.all(
    chosen.map((name) => countTrips({ ...filters, [name]: undefined })),
  );
  return chosen
    .map((name, i) => ({
      name,
      count: counts[i]!,
      href: tripsHref({ ...filters, [name]: undefined }, { sort }),
    }))
    .filter((option) => option.count > 0)
    .sort((a, b) => b.count - a.count);
}
