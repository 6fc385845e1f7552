/**
 * Trip facts and the trip finder's filters (docs/design.md#content, the trip finder issue): what a
 * family chooses a trip by. The importer validates a post's `trip:` block against these ranges,
 * the API serves it as `trip`, and /trips filters on it.
 */
import type { TRIP_SORTS } from "#app/lib/query-values.ts";

/** A post's trip, exactly as the /api serves it (`trip`, or null for a post without one). */
export interface Trip {
  /** Place name, e.g. "Algarve". */
  destination: string;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  /** WGS84 degrees. */
  lat: number;
  lng: number;
  /** The months of the trip, 1-12, ascending. */
  months: number[];
  /** Whole days. */
  days: number;
  /** [youngest, oldest] age in years (0-17) that the trip suits. */
  ages: [number, number];
  /** 1 shoestring, 2 mid-range, 3 splurge (see BUDGETS). */
  budget: Budget;
  /** How to get there, one line; absent when the post does not say. */
  gettingThere?: string;
}

export const MAX_AGE = 17;
export const MAX_DAYS = 60;

export const BUDGETS = [1, 2, 3] as const;
export type Budget = (typeof BUDGETS)[number];

/** A family's spend per day, in euros, for each budget band. */
export const BUDGET_LABELS: Record<Budget, { name: string; perDay: string }> = {
  1: { name: "Shoestring", perDay: "under €150 a day" },
  2: { name: "Mid-range", perDay: "€150–350 a day" },
  3: { name: "Splurge", perDay: "over €350 a day" },
};

/** Trip lengths the finder offers, by whole days. */
export const TRIP_LENGTHS = ["weekend", "week", "long"] as const;
export type TripLength = (typeof TRIP_LENGTHS)[number];

export const LENGTH_LABELS: Record<TripLength, { name: string; days: string }> = {
  weekend: { name: "Weekend", days: "up to 3 days" },
  week: { name: "A week", days: "4–8 days" },
  long: { name: "Long trip", days: "9 days or more" },
};

/** weekend = up to 3 days, week = 4-8, long = 9 or more. */
export function lengthOf(days: number): TripLength {
  if (days <= 3) return "weekend";
  if (days <= 8) return "week";
  return "long";
}

export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** The name of month 1-12. */
export function monthName(month: number): string {
  return MONTH_NAMES[month - 1] ?? String(month);
}

/** Months as one integer column: bit (month - 1) set for each month (January = 1). */
export function monthsToMask(months: readonly number[]): number {
  return months.reduce((mask, m) => mask | (1 << (m - 1)), 0);
}

export function maskToMonths(mask: number): number[] {
  const months: number[] = [];
  for (let m = 1; m <= 12; m++) if (mask & (1 << (m - 1))) months.push(m);
  return months;
}

/** "3 days", "1 day". */
export function daysLabel(days: number): string {
  return `${days} ${days === 1 ? "day" : "days"}`;
}

/** "Ages 4–12", "Age 5", "Under 1" for [0, 0] (as the finder's age option 0 reads). */
export function agesLabel([youngest, oldest]: readonly [number, number]): string {
  if (youngest === oldest) return youngest === 0 ? ageOptionLabel(0) : `Age ${youngest}`;
  return `Ages ${youngest}–${oldest}`;
}

/** The label of an age option in the finder: "Under 1" for 0. */
export function ageOptionLabel(age: number): string {
  return age === 0 ? "Under 1" : `${age} ${age === 1 ? "year" : "years"}`;
}

export type TripSort = (typeof TRIP_SORTS)[number];

export const TRIP_SORT_OPTIONS = [
  { value: "recent", label: "Most Recent" },
  { value: "viewed", label: "Most Viewed" },
] as const satisfies readonly { value: TripSort; label: string }[];

/** Trips on one page of the finder (a full row at 2, 3 and 4 columns). */
export const TRIPS_PAGE_SIZE = 12;

/** The finder's filters, every one optional; set ones combine with AND. */
export interface TripFilters {
  age?: number;
  month?: number;
  length?: TripLength;
  budget?: Budget;
  /** Alpha-2, upper case. */
  country?: string;
}

export const TRIP_FILTER_NAMES = ["age", "month", "length", "budget", "country"] as const;
export type TripFilterName = (typeof TRIP_FILTER_NAMES)[number];

/** "a, b or c". */
function orList(items: string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(", ")} or ${items.at(-1)}` : items.join("");
}

/** Each filter as a reader names it ("We couldn't use the trip length you chose"). */
export const FILTER_NAMES: Record<TripFilterName, string> = {
  age: "child's age",
  month: "month",
  length: "trip length",
  budget: "budget",
  country: "country",
};

/** What each filter accepts, in a reader's words, for the 400 page that names the wrong one. */
export const FILTER_RULES: Record<TripFilterName, string> = {
  age: `Ages go from under 1 to ${MAX_AGE} years.`,
  month: "Choose a month from January to December.",
  length: `Choose ${orList(TRIP_LENGTHS.map((l) => LENGTH_LABELS[l].name.toLowerCase()))}.`,
  budget: `Choose ${orList(BUDGETS.map((b) => BUDGET_LABELS[b].name.toLowerCase()))}.`,
  country: "Choose one of the countries in the list.",
};

export type FilterParse =
  | { ok: true; filters: TripFilters }
  | { ok: false; name: TripFilterName; value: string; message: string };

function wholeNumberIn(value: string, min: number, max: number): number | undefined {
  if (!/^\d{1,2}$/.test(value.trim())) return undefined;
  const n = Number(value.trim());
  return n >= min && n <= max ? n : undefined;
}

/**
 * Reads the finder's filters from URL values (absent or empty: no filter). The first invalid one
 * is reported by name, so the page can say which filter is wrong. `isCountry` decides whether a
 * two-letter code is a real country (the code list lives with the country names).
 */
export function parseTripFilters(
  values: Partial<Record<TripFilterName, string | null>>,
  isCountry: (code: string) => boolean,
): FilterParse {
  const filters: TripFilters = {};
  for (const name of TRIP_FILTER_NAMES) {
    const raw = values[name];
    if (raw === null || raw === undefined || raw.trim() === "") continue;
    const value = raw.trim();
    let parsed: number | string | undefined;
    if (name === "age") parsed = wholeNumberIn(value, 0, MAX_AGE);
    else if (name === "month") parsed = wholeNumberIn(value, 1, 12);
    else if (name === "budget") parsed = wholeNumberIn(value, 1, 3);
    else if (name === "length") parsed = TRIP_LENGTHS.find((l) => l === value.toLowerCase());
    else {
      const code = value.toUpperCase();
      parsed = /^[A-Z]{2}$/.test(code) && isCountry(code) ? code : undefined;
    }
    if (parsed !== undefined) Object.assign(filters, { [name]: parsed });
    else {
      return {
        ok: false,
        name,
        value: raw,
        message: `"${raw.slice(0, 40)}" is not a ${FILTER_NAMES[name]} we know. ${FILTER_RULES[name]}`,
      };
    }
  }
  return { ok: true, filters };
}

/** The finder's URL for some filters (and optional sort/page), parameters in a fixed order. */
export function tripsHref(
  filters: TripFilters,
  extra: { sort?: string | null; page?: number | null } = {},
): string {
  const params = new URLSearchParams();
  for (const name of TRIP_FILTER_NAMES) {
    const value = filters[name];
    if (value !== undefined) params.set(name, String(value));
  }
  if (extra.sort && extra.sort !== "recent") params.set("sort", extra.sort);
  if (extra.page && extra.page > 1) params.set("page", String(extra.page));
  const query = params.toString();
  return query ? `/trips?${query}` : "/trips";
}

/**
 * For each filter, how many trips each of its options would give with the other filters kept:
 * `age[a]` for age a (0-17), `month[m - 1]` for month m, countries with at least one trip.
 */
export interface TripFacets {
  age: number[];
  month: number[];
  length: Record<TripLength, number>;
  budget: Record<Budget, number>;
  country: { code: string; trips: number }[];
}

/** A country's destinations page: /destinations/{cc}, the code in lower case. */
export function destinationHref(country: string): string {
  return `/destinations/${country.toLowerCase()}`;
}

/** "12 trips", "1 trip". */
export function tripCountLabel(n: number): string {
  return `${n} ${n === 1 ? "trip" : "trips"}`;
}

/** Whether a trip passes filters (the SQL's rule, in code: for tests and the seeder's checks). */
export function tripMatches(trip: Trip, filters: TripFilters): boolean {
  if (filters.age !== undefined && (filters.age < trip.ages[0] || filters.age > trip.ages[1]))
    return false;
  if (filters.month !== undefined && !trip.months.includes(filters.month)) return false;
  if (filters.length !== undefined && lengthOf(trip.days) !== filters.length) return false;
  if (filters.budget !== undefined && trip.budget !== filters.budget) return false;
  if (filters.country !== undefined && trip.country !== filters.country) return false;
  return true;
}
