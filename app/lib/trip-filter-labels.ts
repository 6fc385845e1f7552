/**
 * The trip finder's chosen filters in words: the short name of a chosen value (what a closed
 * select shows, and a removable chip), the chips themselves (each the finder without that
 * filter), and the phrase the results line and 'Find similar trips' read ("for a 4-year-old to
 * Portugal in July").
 */
import { countryName } from "#app/lib/country-display.ts";
import {
  ageOptionLabel,
  BUDGET_LABELS,
  LENGTH_LABELS,
  monthName,
  TRIP_FILTER_NAMES,
  type TripFilterName,
  type TripFilters,
  tripsHref,
} from "#app/lib/trips.ts";

/**
 * A chosen value in a few words: "4 years", "July", "A week", "Mid-range", "United Kingdom".
 * The open list says more (the days, the spend a day, how many trips each gives).
 */
export function shortFilterLabel(name: TripFilterName, filters: TripFilters): string | undefined {
  switch (name) {
    case "age":
      return filters.age === undefined ? undefined : ageOptionLabel(filters.age);
    case "month":
      return filters.month === undefined ? undefined : monthName(filters.month);
    case "length":
      return filters.length && LENGTH_LABELS[filters.length].name;
    case "budget":
      return filters.budget && BUDGET_LABELS[filters.budget].name;
    case "country":
      return filters.country && countryName(filters.country);
  }
}

export interface FilterChip {
  name: TripFilterName;
  /** The chosen value, as a chip reads: "Age 4", "July", "A week", "Mid-range", "Portugal". */
  label: string;
  /** The finder with this filter removed and the others (and the sort) kept. */
  href: string;
}

/** One chip per chosen filter, in the form's order. */
export function filterChips(filters: TripFilters, sort?: string): FilterChip[] {
  return TRIP_FILTER_NAMES.flatMap((name) => {
    const short = shortFilterLabel(name, filters);
    if (short === undefined) return [];
    const label = name === "age" && filters.age ? `Age ${filters.age}` : short;
    return [{ name, label, href: tripsHref({ ...filters, [name]: undefined }, { sort }) }];
  });
}

/** Names read with "the": "to the United Kingdom", "to the Netherlands", "to the Maldives". */
const WITH_THE =
  /^(United |Netherlands$|Philippines$|Maldives$|Bahamas$|Seychelles$|Gambia$|Comoros$)|Republic|Islands$/;

const LENGTH_PHRASES = { weekend: "for a weekend", week: "for a week", long: "for 9 days or more" };
const BUDGET_PHRASES = { 1: "on a shoestring", 2: "at mid-range prices", 3: "for a splurge" };

/**
 * What the chosen filters ask for, as words that follow a count of trips: "for a 4-year-old to
 * Portugal in July, for a week, on a shoestring"; "" when none is chosen.
 */
export function filtersPhrase(filters: TripFilters): string {
  const words: string[] = [];
  if (filters.age !== undefined)
    words.push(filters.age === 0 ? "for a baby under 1" : `for a ${filters.age}-year-old`);
  if (filters.country) {
    const name = countryName(filters.country);
    words.push(`to ${WITH_THE.test(name) ? "the " : ""}${name}`);
  }
  if (filters.month !== undefined) words.push(`in ${monthName(filters.month)}`);
  const main = words.join(" ");
  const more = [
    filters.length && LENGTH_PHRASES[filters.length],
    filters.budget && BUDGET_PHRASES[filters.budget],
  ].filter((phrase): phrase is string => Boolean(phrase));
  return [main, ...more].filter(Boolean).join(", ");
}
