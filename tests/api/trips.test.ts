import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BUDGETS,
  MAX_AGE,
  TRIP_FILTER_NAMES,
  TRIP_LENGTHS,
  type Trip,
  type TripFacets,
  type TripFilters,
  tripMatches,
} from "#app/lib/trips.ts";
import type { Post, PostCard } from "#app/lib/types.ts";
import { countPosts, listPosts } from "#app/models/posts.server.ts";
import {
  countTrips,
  listTripDestinations,
  type TripDestination,
  tripFacets,
} from "#app/models/trips.server.ts";
import { insertSyntheticPosts } from "../../bench/synthetic-posts.ts";
import { importContent } from "../../content/importer.server.ts";
import { callApi } from "../setup/api.ts";
import { DIALECTS, freshDatabase } from "../setup/database.ts";

/**
 * Trip facts end to end on each dialect, from the tests' own content (the sample posts have no
 * trip blocks): the importer stores and validates them, the /api serves them, and the finder's
 * counts (countTrips, tripFacets over trip_summary) agree with its list (listPosts) and with the
 * rules applied to the trips one by one (tripMatches).
 */

interface FixturePost {
  slug: string;
  date: string;
  trip: Trip | null;
  /** Front matter lines replacing or adding to the defaults. */
  front?: Record<string, string>;
}

const FIXTURE: FixturePost[] = [
  {
    slug: "algarve-beach-week",
    date: "2024-07-01",
    trip: {
      destination: "Algarve",
      country: "PT",
      lat: 37.0891,
      lng: -8.2479,
      months: [6, 7, 8],
      days: 8,
      ages: [4, 12],
      budget: 2,
      gettingThere: "Fly to Faro, then 40 minutes by car",
    },
  },
  {
    slug: "algarve-in-autumn",
    date: "2024-10-20",
    trip: {
      destination: "algarve",
      country: "PT",
      lat: 37.1,
      lng: -8.5,
      months: [10],
      days: 5,
      ages: [0, 17],
      budget: 1,
    },
  },
  {
    slug: "lisbon-long-weekend",
    date: "2024-04-12",
    trip: {
      destination: "Lisbon",
      country: "PT",
      lat: 38.7223,
      lng: -9.1393,
      months: [3, 4, 5],
      days: 3,
      ages: [6, 14],
      budget: 2,
    },
  },
  {
    // Every filter column as Lisbon's: one trip_summary row counting two trips.
    slug: "porto-long-weekend",
    date: "2023-04-01",
    trip: {
      destination: "Porto",
      country: "PT",
      lat: 41.1579,
      lng: -8.6291,
      months: [3, 4, 5],
      days: 2,
      ages: [6, 14],
      budget: 2,
    },
  },
  {
    slug: "madrid-at-christmas",
    date: "2023-12-28",
    trip: {
      destination: "Madrid",
      country: "ES",
      lat: 40.4168,
      lng: -3.7038,
      months: [1, 12],
      days: 10,
      ages: [8, 17],
      budget: 3,
    },
  },
  {
    slug: "tenerife-winter-sun",
    date: "2024-02-02",
    trip: {
      destination: "Tenerife",
      country: "ES",
      lat: 28.2916,
      lng: -16.6291,
      months: [1, 2, 11, 12],
      days: 14,
      ages: [0, 5],
      budget: 2,
      gettingThere: "Four hours' flight from London",
    },
  },
  {
    slug: "oslo-and-the-fjords",
    date: "2023-08-15",
    trip: {
      destination: "Oslo",
      country: "NO",
      lat: 59.9139,
      lng: 10.7522,
      months: [6, 7],
      days: 9,
      ages: [10, 17],
      budget: 3,
    },
  },
  {
    slug: "tromso-northern-lights",
    date: "2024-03-03",
    trip: {
      destination: "Tromsø",
      country: "NO",
      lat: 69.6492,
      lng: 18.9553,
      months: [1, 2, 3],
      days: 4,
      ages: [12, 17],
      budget: 3,
    },
  },
  {
    slug: "kyoto-in-spring",
    date: "2024-05-05",
    trip: {
      destination: "Kyoto",
      country: "JP",
      lat: 35.0116,
      lng: 135.7681,
      months: [4],
      days: 21,
      ages: [5, 10],
      budget: 3,
    },
  },
  {
    slug: "paris-with-a-baby",
    date: "2023-09-09",
    trip: {
      destination: "Paris",
      country: "FR",
      lat: 48.8566,
      lng: 2.3522,
      months: [9],
      days: 2,
      ages: [0, 0],
      budget: 1,
    },
  },
  {
    slug: "provence-summer",
    date: "2023-07-21",
    trip: {
      destination: "Provence",
      country: "FR",
      lat: 43.9352,
      lng: 6.0679,
      months: [7, 8],
      days: 7,
      ages: [3, 9],
      budget: 2,
    },
  },
  {
    slug: "loire-castles",
    date: "2024-06-06",
    trip: {
      destination: "Loire Valley",
      country: "FR",
      lat: 47.3941,
      lng: 0.6848,
      months: [5, 6, 7, 8, 9],
      days: 4,
      ages: [6, 6],
      budget: 1,
    },
  },
  {
    slug: "lisbon-family-hotel",
    date: "2024-01-15",
    front: { section: "hotels", hotelType: "city" },
    trip: {
      destination: "Lisbon",
      country: "PT",
      lat: 38.71,
      lng: -9.13,
      months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
      days: 1,
      ages: [0, 17],
      budget: 2,
      gettingThere: "Metro from the airport",
    },
  },
  { slug: "packing-lists", date: "2024-08-08", trip: null },
  { slug: "why-we-travel", date: "2022-11-11", trip: null },
];

const TRIP_KEYS = ["destination", "country", "lat", "lng", "months", "days", "ages", "budget"];

/** A trip as a front matter block, one key a line (the line numbers below count on this). */
function tripYaml(trip: Trip): string {
  const lines = [
    "trip:",
    `  destination: ${JSON.stringify(trip.destination)}`,
    // Unquoted: NO stays Norway (YAML 1.2; 1.1 would read false).
    `  country: ${trip.country}`,
    `  lat: ${trip.lat}`,
    `  lng: ${trip.lng}`,
    `  months: [${trip.months.join(", ")}]`,
    `  days: ${trip.days}`,
    `  ages: [${trip.ages.join(", ")}]`,
    `  budget: ${trip.budget}`,
  ];
  if (trip.gettingThere) lines.push(`  gettingThere: ${JSON.stringify(trip.gettingThere)}`);
  return lines.join("\n");
}

/** The post file: front matter lines 2-8 are the defaults, the trip block starts at line 9. */
function postFile(post: FixturePost, tripBlock = post.trip ? tripYaml(post.trip) : ""): string {
  const entries = {
    title: JSON.stringify(`Trip post ${post.slug}`),
    desc: '"A post for the trip tests"',
    date: post.date,
    postType: "standard",
    author: "daniel",
    categories: "[city]",
    featuredImage: "/media/scenes/lisbon-1.jpg",
    ...post.front,
  };
  const lines = Object.entries(entries).map(([k, v]) => `${k}: ${v}`);
  if (tripBlock) lines.push(tripBlock);
  return `---\n${lines.join("\n")}\n---\nIntro.\n\n## One\n\nText.\n\n## Conclusion\n\nEnd.\n`;
}

const AGES = Array.from({ length: MAX_AGE + 1 }, (_, a) => a);
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** The finder's numbers computed one trip at a time with tripMatches. */
function bruteForce(trips: { id: string; trip: Trip }[], filters: TripFilters) {
  const count = (f: TripFilters) => trips.filter((t) => tripMatches(t.trip, f)).length;
  const countries = [...new Set(trips.map((t) => t.trip.country))].sort();
  const facets: TripFacets = {
    age: AGES.map((age) => count({ ...filters, age })),
    month: MONTHS.map((month) => count({ ...filters, month })),
    length: { weekend: 0, week: 0, long: 0 },
    budget: { 1: 0, 2: 0, 3: 0 },
    country: countries
      .map((code) => ({ code, trips: count({ ...filters, country: code }) }))
      .filter((c) => c.trips > 0),
  };
  for (const length of TRIP_LENGTHS) facets.length[length] = count({ ...filters, length });
  for (const budget of BUDGETS) facets.budget[budget] = count({ ...filters, budget });
  const ids = trips.filter((t) => tripMatches(t.trip, filters)).map((t) => t.id);
  return { count: ids.length, ids: ids.sort(), facets };
}

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

describe.each(DIALECTS)("trip facts on %s", (dialect) => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let dir: string;
  /** Post id by fixture slug. */
  const ids = new Map<string, string>();
  const hrefs = new Map<string, string>();

  const write = (post: FixturePost, text = postFile(post)) =>
    fs.writeFileSync(path.join(dir, "posts", `${post.slug}.md`), text);
  const fixture = (slug: string) => FIXTURE.find((p) => p.slug === slug)!;
  const tripRows = () => fresh.db.selectFrom("post_trips").selectAll().orderBy("post_id").execute();
  const summaryRows = () =>
    fresh.db
      .selectFrom("trip_summary")
      .selectAll()
      .orderBy("country")
      .orderBy("budget")
      .orderBy("length")
      .orderBy("months")
      .orderBy("age_min")
      .orderBy("age_max")
      .execute();

  beforeAll(async () => {
    fresh = await freshDatabase(dialect);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "wanderlust-trips-"));
    fs.copyFileSync("content/authors.json", path.join(dir, "authors.json"));
    fs.copyFileSync("content/taxonomies.json", path.join(dir, "taxonomies.json"));
    fs.mkdirSync(path.join(dir, "posts"));
    for (const post of FIXTURE) write(post);
    await importContent(fresh.db, dir);
    for (const card of await listPosts()) {
      const slug = card.href.split("/").pop()!;
      ids.set(slug, card.id);
      hrefs.set(slug, card.href);
    }
  });
  afterAll(async () => {
    await fresh.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** The fixture's trips as the database should hold them. */
  const fixtureTrips = () =>
    FIXTURE.flatMap((p) => (p.trip ? [{ id: ids.get(p.slug)!, trip: p.trip }] : []));

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

  it("stores a valid trip block and serves it on the post and on every list call", async () => {
    const expectTrip = (post: PostCard, slug: string) => {
      const want = fixture(slug).trip;
      expect(post.trip, slug).toEqual(want);
      if (want) {
        const keys = want.gettingThere ? [...TRIP_KEYS, "gettingThere"] : TRIP_KEYS;
        expect(Object.keys(post.trip!).sort(), slug).toEqual([...keys].sort());
      } else {
        expect(post, slug).toHaveProperty("trip", null);
      }
    };
    for (const { slug } of FIXTURE) {
      const res = await callApi<Post>(
        "GET",
        `/api/GetPostByPathname?pathname=${encodeURIComponent(hrefs.get(slug)!)}`,
      );
      expect(res.status).toBe(200);
      expectTrip(res.body, slug);
    }
    const all = await callApi<PostCard[]>("GET", "/api/GetPosts");
    expect(all.body).toHaveLength(FIXTURE.length);
    const city = await callApi<PostCard[]>("GET", "/api/GetPostsForGategoryId?categoryId=1");
    const author = await callApi<PostCard[]>("GET", "/api/GetPostsForAuthorId?authorId=daniel");
    const hotels = await callApi<PostCard[]>("GET", "/api/GetHotelPosts");
    expect(hotels.body.map((p) => p.href)).toEqual([hrefs.get("lisbon-family-hotel")]);
    for (const list of [all, city, author, hotels]) {
      expect(list.status).toBe(200);
      for (const post of list.body) expectTrip(post, post.href.split("/").pop()!);
    }
    // The stored row: months as a mask, the length band beside the days.
    const row = (await tripRows()).find((r) => r.post_id === ids.get("algarve-beach-week"));
    expect(row).toMatchObject({ months: 0b11100000, length: "week", age_min: 4, age_max: 12 });
    expect(await tripRows()).toHaveLength(fixtureTrips().length);
  });

  it("refuses a bad trip block with the file and the line of the bad key, writing nothing", async () => {
    const valid = fixture("algarve-beach-week").trip!;
    // Lines: 1 ---, 2-8 title..featuredImage, 9 trip:, 10 destination, 11 country, 12 lat, 13 lng,
    // 14 months, 15 days, 16 ages, 17 budget, 18 gettingThere, 19 an extra key.
    const block = tripYaml(valid);
    const cases: [string, string, RegExp][] = [
      [
        "country ZZ",
        block.replace("country: PT", "country: ZZ"),
        /:11: front matter "trip\.country": "ZZ" is not/,
      ],
      [
        "country pt",
        block.replace("country: PT", "country: pt"),
        /:11: front matter "trip\.country": must be a two-letter/,
      ],
      [
        "month 13",
        block.replace("[6, 7, 8]", "[6, 7, 13]"),
        /:14: front matter "trip\.months": must be a month/,
      ],
      [
        "months unsorted",
        block.replace("[6, 7, 8]", "[8, 6]"),
        /:14: front matter "trip\.months": must be ascending/,
      ],
      [
        "no month",
        block.replace("[6, 7, 8]", "[]"),
        /:14: front matter "trip\.months": needs at least one month/,
      ],
      [
        "ages [12, 4]",
        block.replace("[4, 12]", "[12, 4]"),
        /:16: front matter "trip\.ages": must be \[youngest, oldest\]/,
      ],
      [
        "age 18",
        block.replace("[4, 12]", "[4, 18]"),
        /:16: front matter "trip\.ages": must be an age/,
      ],
      [
        "budget 4",
        block.replace("budget: 2", "budget: 4"),
        /:17: front matter "trip\.budget": must be 1 \(shoestring\)/,
      ],
      [
        "days 0",
        block.replace("days: 8", "days: 0"),
        /:15: front matter "trip\.days": must be the number of days/,
      ],
      [
        "days 2.5",
        block.replace("days: 8", "days: 2.5"),
        /:15: front matter "trip\.days": must be the number of days/,
      ],
      ["lat 91", block.replace("lat: 37.0891", "lat: 91"), /:12: front matter "trip\.lat": /],
      [
        "an unknown key",
        `${block}\n  hotel: "Vila Joya"`,
        /:19: front matter "trip\.hotel": Unrecognized key: "hotel"/,
      ],
      [
        "gettingThere on two lines",
        block.replace('"Fly to Faro, then 40 minutes by car"', '"Fly to Faro,\\nthen drive"'),
        /:18: front matter "trip\.gettingThere": must be one line/,
      ],
      [
        "gettingThere as a block",
        block.replace(
          '"Fly to Faro, then 40 minutes by car"',
          "|\n    Fly to Faro,\n    then drive",
        ),
        /:18: front matter "trip\.gettingThere": must be one line/,
      ],
      ["no days", block.replace("  days: 8\n", ""), /:9: front matter "trip\.days": /],
      ["not a block", "trip: Algarve", /:9: front matter "trip": /],
    ];
    const before = {
      trips: await tripRows(),
      summary: await summaryRows(),
      posts: await listPosts(),
    };
    for (const [name, tripBlock, error] of cases) {
      // A new post, and the same bad block in an existing post: neither is written.
      for (const slug of ["zz-bad-trip", "algarve-beach-week"]) {
        const post =
          slug === "zz-bad-trip" ? { slug, date: "2024-01-01", trip: null } : fixture(slug);
        write(post, postFile(post, tripBlock));
        const message = await importContent(fresh.db, dir).then(
          () => "no error",
          (e: Error) => e.message,
        );
        expect(message, name).toMatch(new RegExp(`${slug}\\.md${error.source}`));
        if (slug === "zz-bad-trip") fs.rmSync(path.join(dir, "posts", `${slug}.md`));
        else write(post);
      }
    }
    expect(await tripRows()).toEqual(before.trips);
    expect(await summaryRows()).toEqual(before.summary);
    expect(await listPosts()).toEqual(before.posts);
  });

  it("counts and lists by every filter and facet as the rules do, trip by trip", async () => {
    // Lisbon and Porto share every filter column: the summary must sum its rows, not count them.
    await checkFinder(fixtureTrips());
  }, 120_000);

  it("updates a changed trip on re-import, keeping live counters; removes a removed one", async () => {
    const slug = "lisbon-long-weekend";
    const id = ids.get(slug)!;
    const post = fixture(slug);
    const before = (await listPosts()).find((p) => p.id === id)!;
    const viewed = await callApi<{ viewdCount: number }>(
      "GET",
      `/api/IncreasePostViewedCount?itemId=${id}&partitionKey=${before.index}`,
    );
    expect(viewed.body.viewdCount).toBe(before.viewdCount + 1);
    await fresh.db.updateTable("posts").set({ like_count: 4242 }).where("id", "=", id).execute();
    const weekCount = await countTrips({ length: "week" });

    const changed: Trip = {
      ...post.trip!,
      destination: "Lisbon and Sintra",
      days: 6,
      months: [5, 9],
      budget: 1,
      gettingThere: "Train from Porto",
    };
    write(post, postFile({ ...post, trip: changed }));
    try {
      expect(await importContent(fresh.db, dir)).toMatchObject({ created: 0, removed: 0 });
      const after = (
        await callApi<Post>("GET", `/api/GetPostByPathname?pathname=${hrefs.get(slug)}`)
      ).body;
      expect(after.trip).toEqual(changed);
      expect(after.viewdCount).toBe(before.viewdCount + 1);
      expect(after.like.count).toBe(4242);
      expect(after.index).toBe(before.index);
      expect(await countTrips({ length: "week" })).toBe(weekCount + 1);
      expect(await countTrips({ month: 4, country: "PT" })).toBe(
        bruteForce(fixtureTrips(), { month: 4, country: "PT" }).count - 1,
      );

      // The block removed: no row, trip null, counts without it.
      write(post, postFile({ ...post, trip: null }));
      await importContent(fresh.db, dir);
      expect((await tripRows()).map((r) => r.post_id)).not.toContain(id);
      const untripped = await callApi<Post>(
        "GET",
        `/api/GetPostByPathname?pathname=${hrefs.get(slug)}`,
      );
      expect(untripped.body.trip).toBeNull();
      expect(untripped.body.like.count).toBe(4242);
      const others = fixtureTrips().filter((t) => t.id !== id);
      expect(await countTrips({})).toBe(others.length);
      expect(await tripFacets({ country: "PT" })).toEqual(
        bruteForce(others, { country: "PT" }).facets,
      );
    } finally {
      write(post);
    }
    await importContent(fresh.db, dir);
    expect((await listPosts()).find((p) => p.id === id)?.trip).toEqual(post.trip);
  });

  it("removes the trip of a post whose file is deleted", async () => {
    const post = fixture("kyoto-in-spring");
    const id = ids.get(post.slug)!;
    fs.rmSync(path.join(dir, "posts", `${post.slug}.md`));
    try {
      expect(await importContent(fresh.db, dir)).toMatchObject({ removed: 1 });
      expect((await tripRows()).map((r) => r.post_id)).not.toContain(id);
      const others = fixtureTrips().filter((t) => t.id !== id);
      expect(await countTrips({})).toBe(others.length);
      expect(await countTrips({ country: "JP" })).toBe(0);
      expect((await tripFacets({})).country.map((c) => c.code)).not.toContain("JP");
      const orphans = await fresh.db
        .selectFrom("post_trips")
        .leftJoin("posts", "posts.id", "post_trips.post_id")
        .select("post_trips.post_id")
        .where("posts.id", "is", null)
        .execute();
      expect(orphans).toEqual([]);
    } finally {
      write(post);
    }
    expect(await importContent(fresh.db, dir)).toMatchObject({ created: 1 });
    // Its id is derived from its slug: the same post again.
    expect((await tripRows()).map((r) => r.post_id)).toContain(id);
  });

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
    await importContent(fresh.db, dir);
    expect(await countTrips({})).toBe(imported.length + 60);
  }, 180_000);
});
