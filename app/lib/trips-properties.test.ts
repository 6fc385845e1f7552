import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isCountryCode } from "#app/lib/countries.ts";
import {
  BUDGETS,
  type Budget,
  type FilterParse,
  lengthOf,
  MAX_AGE,
  MAX_DAYS,
  parseTripFilters,
  TRIP_FILTER_NAMES,
  TRIP_LENGTHS,
  type Trip,
  type TripFilterName,
  type TripFilters,
  tripMatches,
  tripsHref,
} from "#app/lib/trips.ts";

const parse = (values: Partial<Record<TripFilterName, string | null>>): FilterParse =>
  parseTripFilters(values, isCountryCode);

const COUNTRIES = ["PT", "ES", "FR", "NO", "JP"];

const filtersArb: fc.Arbitrary<TripFilters> = fc.record(
  {
    age: fc.integer({ min: 0, max: MAX_AGE }),
    month: fc.integer({ min: 1, max: 12 }),
    length: fc.constantFrom(...TRIP_LENGTHS),
    budget: fc.constantFrom(...BUDGETS),
    country: fc.constantFrom(...COUNTRIES),
  },
  { requiredKeys: [] },
);

const tripArb: fc.Arbitrary<Trip> = fc
  .record({
    destination: fc.constantFrom("Algarve", "Oslo", "Kyoto"),
    country: fc.constantFrom(...COUNTRIES),
    lat: fc.double({ min: -90, max: 90, noNaN: true }),
    lng: fc.double({ min: -180, max: 180, noNaN: true }),
    months: fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 12 }),
    days: fc.integer({ min: 1, max: MAX_DAYS }),
    ages: fc.tuple(fc.integer({ min: 0, max: MAX_AGE }), fc.integer({ min: 0, max: MAX_AGE })),
    budget: fc.constantFrom(...BUDGETS),
  })
  .map((t) => ({
    ...t,
    months: [...t.months].sort((a, b) => a - b),
    ages: [Math.min(...t.ages), Math.max(...t.ages)] as [number, number],
    budget: t.budget as Budget,
  }));

/** The finder's rules read literally (the trip finder issue), independent of tripMatches. */
function bruteForceMatches(trip: Trip, filters: TripFilters): boolean {
  const ages: number[] = [];
  for (let a = trip.ages[0]; a <= trip.ages[1]; a++) ages.push(a);
  const bands = { weekend: [1, 3], week: [4, 8], long: [9, Number.POSITIVE_INFINITY] };
  const checks = {
    age: () => ages.includes(filters.age!),
    month: () => trip.months.some((m) => m === filters.month),
    length: () => {
      const [min, max] = bands[filters.length!];
      return trip.days >= min! && trip.days <= max!;
    },
    budget: () => trip.budget === filters.budget,
    country: () => trip.country === filters.country,
  };
  return TRIP_FILTER_NAMES.every((name) => filters[name] === undefined || checks[name]());
}

describe("tripMatches", () => {
  it("agrees with the rules read literally, for random trips and filters", () => {
    fc.assert(
      fc.property(tripArb, filtersArb, (trip, filters) => {
        expect(tripMatches(trip, filters)).toBe(bruteForceMatches(trip, filters));
      }),
      { numRuns: 5000 },
    );
  });

  it("keeps every trip for no filter, and a trip for its own facts", () => {
    fc.assert(
      fc.property(tripArb, (trip) => {
        expect(tripMatches(trip, {})).toBe(true);
        const own: TripFilters = {
          age: trip.ages[1],
          month: trip.months[0],
          length: lengthOf(trip.days),
          budget: trip.budget,
          country: trip.country,
        };
        expect(tripMatches(trip, own)).toBe(true);
      }),
    );
  });

  it("bounds: the youngest and oldest ages count, one outside does not", () => {
    const trip: Trip = {
      destination: "Algarve",
      country: "PT",
      lat: 37,
      lng: -8,
      months: [6, 7],
      days: 8,
      ages: [4, 12],
      budget: 2,
    };
    expect([3, 4, 12, 13].map((age) => tripMatches(trip, { age }))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(tripMatches(trip, { length: "week" })).toBe(true);
    expect(tripMatches(trip, { length: "long" })).toBe(false);
    expect(tripMatches(trip, { month: 8 })).toBe(false);
  });
});

describe("tripsHref", () => {
  it("puts the filters in a fixed order, then sort and page", () => {
    expect(tripsHref({})).toBe("/trips");
    expect(tripsHref({ country: "PT", budget: 2, length: "week", month: 7, age: 6 })).toBe(
      "/trips?age=6&month=7&length=week&budget=2&country=PT",
    );
    expect(tripsHref({ month: 7, age: 0 }, { sort: "viewed", page: 3 })).toBe(
      "/trips?age=0&month=7&sort=viewed&page=3",
    );
    expect(tripsHref({ age: 6 }, { sort: "recent", page: 1 })).toBe("/trips?age=6");
    expect(tripsHref({}, { sort: null, page: null })).toBe("/trips");
    expect(tripsHref({}, { page: 2 })).toBe("/trips?page=2");
  });

  it("is read back by parseTripFilters as the same filters", () => {
    fc.assert(
      fc.property(filtersArb, (filters) => {
        const params = new URL(tripsHref(filters), "http://localhost").searchParams;
        const values = Object.fromEntries(TRIP_FILTER_NAMES.map((n) => [n, params.get(n)]));
        expect(parse(values)).toEqual({ ok: true, filters });
      }),
    );
  });
});
