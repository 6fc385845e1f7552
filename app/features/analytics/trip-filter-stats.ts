/**
 * Which of the trip finder's filters readers use, from the page views of /trips: each view of
 * `/trips?month=7&budget=2` is a use of "Month: July" and one of "Budget: Mid-range". The stats
 * read the finder's URLs as the finder does (app/lib/query-params.ts, app/lib/trips.ts), so a
 * value it would refuse is not counted. Reads `isCountryCode`'s code table: server code only.
 */
import { isCountryCode } from "#app/lib/countries.ts";
import { countryName } from "#app/lib/country-display.ts";
import { knownSearchParams, QUERY } from "#app/lib/query-params.ts";
import {
  ageOptionLabel,
  BUDGET_LABELS,
  LENGTH_LABELS,
  monthName,
  parseTripFilters,
  TRIP_FILTER_NAMES,
  TRIP_LENGTHS,
  type TripFilterName,
  type TripFilters,
} from "#app/lib/trips.ts";

/** A filter value's use: how many page views of the finder had it set. */
export interface TripFilterUse {
  /** The URL parameter: "age", "month", "length", "budget" or "country". */
  filter: TripFilterName;
  /** The value as the finder reads it: "7", "week", "PT". */
  value: string;
  /** As the finder's form names it: "Month: July", "Budget: Mid-range", "Country: Portugal". */
  label: string;
  pageviews: number;
}

/** The finder form's name of each filter (app/features/trips/trip-filters.tsx). */
const TRIP_FILTER_TITLES: Record<TripFilterName, string> = {
  age: "Child's age",
  month: "Month",
  length: "Length",
  budget: "Budget",
  country: "Country",
};

/** A filter's value as the finder's form shows it: "Under 1", "July", "A week", "Mid-range". */
function valueName(name: TripFilterName, filters: TripFilters): string {
  const { age, month, length, budget, country } = filters;
  if (name === "age" && age !== undefined) return ageOptionLabel(age);
  if (name === "month" && month !== undefined) return monthName(month);
  if (name === "length" && length !== undefined) return LENGTH_LABELS[length].name;
  if (name === "budget" && budget !== undefined) return BUDGET_LABELS[budget].name;
  if (name === "country" && country !== undefined) return countryName(country);
  return "";
}

/**
 * The filters a page path sets, as the finder reads them, when the path is the finder's
 * ("/trips" exactly, with its query; {} for any other). Each filter is read on its own, so one
 * the finder would refuse is left out and the others kept, as the finder keeps them.
 */
export function tripFiltersOfPath(path: string): TripFilters {
  const end = path.search(/[?#]/);
  const pathname = end === -1 ? path : path.slice(0, end);
  if (pathname !== "/trips" || end === -1 || path[end] === "#") return {};
  const hash = path.indexOf("#", end);
  const search = path.slice(end + 1, hash === -1 ? undefined : hash);
  const params = knownSearchParams(search, QUERY.trips);
  const filters: TripFilters = {};
  for (const name of TRIP_FILTER_NAMES) {
    const parsed = parseTripFilters({ [name]: params.get(name) }, isCountryCode);
    if (parsed.ok) Object.assign(filters, parsed.filters);
  }
  return filters;
}

/** Options in the form's order: ages, months and budgets by number, lengths shortest first. */
function compareValues(name: TripFilterName, a: string, b: string): number {
  if (name === "country") return a < b ? -1 : a > b ? 1 : 0;
  if (name === "length") {
    const order: readonly string[] = TRIP_LENGTHS;
    return order.indexOf(a) - order.indexOf(b);
  }
  return Number(a) - Number(b);
}

/**
 * How often each filter value was used on the trip finder, weighted by page views: from the
 * views of each page path, those of `/trips?…` (the pathname exactly "/trips"), counting every
 * filter set to a value the finder takes. Sorts, pages and other parameters are not filters and
 * are left out; so are paths with no views (zero, negative or not a number). Most used first;
 * ties in the finder's filter order, then its option order.
 */
export function tripFilterUses(
  pages: readonly { path: string; pageviews: number }[],
): TripFilterUse[] {
  const uses = new Map<string, TripFilterUse>();
  for (const { path, pageviews } of pages) {
    if (!Number.isFinite(pageviews) || pageviews <= 0) continue;
    const filters = tripFiltersOfPath(path);
    for (const filter of TRIP_FILTER_NAMES) {
      const value = filters[filter];
      if (value === undefined) continue;
      const key = `${filter}=${value}`;
      const use = uses.get(key);
      if (use) use.pageviews += pageviews;
      else {
        const label = `${TRIP_FILTER_TITLES[filter]}: ${valueName(filter, filters)}`;
        uses.set(key, { filter, value: String(value), label, pageviews });
      }
    }
  }
  return [...uses.values()].sort(
    (a, b) =>
      b.pageviews - a.pageviews ||
      TRIP_FILTER_NAMES.indexOf(a.filter) - TRIP_FILTER_NAMES.indexOf(b.filter) ||
      compareValues(a.filter, a.value, b.value),
  );
}
