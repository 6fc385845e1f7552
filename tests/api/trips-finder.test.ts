import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { importContent } from "#app/features/content/importer.server.ts";
import {
  BUDGETS,
  MAX_AGE,
  TRIP_FILTER_NAMES,
  TRIP_LENGTHS,
  type Trip,
  type TripFilters,
  tripMatches,
} from "#app/lib/trips.ts";
import { countPosts, listPosts } from "#app/models/posts.server.ts";
import {
  countTrips,
  listTripDestinations,
  type TripDestination,
  tripFacets,
} from "#app/models/trips.server.ts";
import { insertSyntheticPosts } from "#bench/synthetic-posts.ts";
import { DIALECTS } from "#tests/setup/database.ts";
import { AGES, bruteForce, MONTHS, tripFacts } from "#tests/setup/trips.ts";

/** Filter combinations: none, each single value, every pair of two filters' values, and 60 more. */
function filterCombinations(countries: string[]): TripFilters[] {
  const values: Record<(typeof TRIP_FILTER_NAMES)[number], TripFilters[]> = {
    age: AGES.map((age) => ({ age })),
    month: MONTHS.map((month) => ({ month })),
    length: TRIP_LENGTHS.map((length) => ({ length })),
    budget: BUDGETS.map((budget) => ({ budget })),
    // IS: a real country with no trip.
    country: [...countries, "IS"].map((country) => ({ country })),
  };
  const combos: TripFilters[] = [{}];
  for (const name of TRIP_FILTER_NAMES) combos.push(...values[name]);
  for (const [i, a] of TRIP_FILTER_NAMES.entries()) {
    for (const b of TRIP_FILTER_NAMES.slice(i + 1)) {
      for (const x of values[a]) for (const y of values[b]) combos.push({ ...x, ...y });
    }
  }
  const generated = fc.record(
    {
      age: fc.integer({ min: 0, max: MAX_AGE }),
      month: fc.integer({ min: 1, max: 12 }),
      length: fc.constantFrom(...TRIP_LENGTHS),
      budget: fc.constantFrom(...BUDGETS),
      country: fc.constantFrom(...countries, "IS"),
    },
    { requiredKeys: [] },
  );
  combos.push(...fc.sample(generated, { numRuns: 60, seed: 20_261_124 }));
  return combos;
}

/**
 * The trip finder's counts (countTrips, tripFacets over trip_summary) on each dialect agree with
 * its list (listPosts) and with the rules applied to the trips one by one (tripMatches); the map
 * groups trips by place.
 */

describe.each(DIALECTS)("trip facts on %s: the finder and the map", (dialect) => {
  const facts = tripFacts(dialect);
  const { hrefs, fixtureTrips } = facts;

  /** Every count of the finder against the brute force over `trips`, for many filters. */
  async function checkFinder(trips: { id: string; trip: Trip }[]) {
    const countries = [...new Set(trips.map((t) => t.trip.country))].sort();
    const combos = filterCombinations(countries);
    expect(combos.length).toBeGreaterThan(700);
    for (const filters of combos) {
      const label = JSON.stringify(filters);
      const expected = bruteForce(trips, filters);
      expect(await countTrips(filters), label).toBe(expected.count);
      expect(await countPosts({ trip: filters }), label).toBe(expected.count);
      const listed = await listPosts({ filter: { trip: filters } });
      expect(listed.map((p) => p.id).sort(), label).toEqual(expected.ids);
      for (const post of listed) expect(tripMatches(post.trip!, filters), label).toBe(true);
      // Pages of the same list (read either way, `in` or `exists`: fewTrips) are its slices.
      const page = await listPosts({ filter: { trip: filters }, limit: 3 });
      expect(
        page.map((p) => p.id),
        label,
      ).toEqual(listed.slice(0, 3).map((p) => p.id));
      const later = await listPosts({ filter: { trip: filters }, limit: 4, offset: 2 });
      expect(
        later.map((p) => p.id),
        label,
      ).toEqual(listed.slice(2, 6).map((p) => p.id));
      expect(await tripFacets(filters), label).toEqual(expected.facets);
    }
  }

  it("counts and lists by every filter and facet as the rules do, trip by trip", async () => {
    // Lisbon and Porto share every filter column: the summary must sum its rows, not count them.
    await checkFinder(fixtureTrips());
  }, 120_000);

  it("groups trips by place for the map, newest post first", async () => {
    const all: TripDestination[] = await listTripDestinations();
    const algarve = all.filter((d) => d.country === "PT" && /^algarve$/i.test(d.destination));
    // "Algarve" and "algarve": one place, named and linked by its newest post.
    expect(algarve).toEqual([
      {
        destination: "algarve",
        country: "PT",
        lat: 37.1,
        lng: -8.5,
        trips: 2,
        href: hrefs.get("algarve-in-autumn"),
        title: "Trip post algarve-in-autumn",
      },
    ]);
    expect(all.reduce((n, d) => n + d.trips, 0)).toBe(fixtureTrips().length);
    const norway = await listTripDestinations("NO");
    expect(norway.map((d) => d.destination).sort()).toEqual(["Oslo", "Tromsø"]);
  });

  it("seeds synthetic posts with imported trips, and the summary still agrees", async () => {
    const imported = fixtureTrips();
    await insertSyntheticPosts(60);
    const cards = await listPosts();
    const synthetic = cards.filter((p) => p.id.startsWith("synthetic-"));
    expect(synthetic).toHaveLength(60);
    for (const post of synthetic) {
      expect(post.trip).not.toBeNull();
      expect(imported.map((t) => t.trip)).toContainEqual(post.trip);
    }
    // Every imported trip is copied (60 posts over 13 trips, in turn).
    expect(new Set(synthetic.map((p) => JSON.stringify(p.trip))).size).toBe(imported.length);
    const everyTrip = cards.flatMap((p) => (p.trip ? [{ id: p.id, trip: p.trip }] : []));
    expect(everyTrip).toHaveLength(imported.length + 60);
    await checkFinder(everyTrip);
    // A re-import keeps the seeded posts' trips in the summary.
    await importContent(facts.db, facts.dir);
    expect(await countTrips({})).toBe(imported.length + 60);
  }, 180_000);
});
