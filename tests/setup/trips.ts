import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { parse } from "yaml";
import type { Dialect } from "#app/db/client.server.ts";
import { importContent } from "#app/features/content/importer.server.ts";
import {
  BUDGETS,
  MAX_AGE,
  TRIP_FILTER_NAMES,
  TRIP_LENGTHS,
  type Trip,
  type TripFacets,
  type TripFilterName,
  type TripFilters,
  tripMatches,
} from "#app/lib/trips.ts";
import { listPosts } from "#app/models/posts.server.ts";
import { freshDatabase } from "./database.ts";

/** A sample post's trip, read straight from its front matter (the source of truth of the counts). */
export interface SampleTrip {
  file: string;
  title: string;
  /** YYYY-MM-DD */
  date: string;
  /** Title, description and body, as written. */
  text: string;
  trip: Trip;
}

const POSTS = path.resolve("content/posts");

/**
 * Every sample post in content/posts with a `trip:` block, its front matter read with the `yaml`
 * package alone (not the importer's code, which the tests check against it).
 */
export function sampleTrips(): SampleTrip[] {
  return fs
    .readdirSync(POSTS)
    .filter((f) => f.endsWith(".md"))
    .sort()
    .flatMap((file) => {
      const [, front, ...body] = fs.readFileSync(path.join(POSTS, file), "utf8").split(/^---$/m);
      const data = parse(front!) as Record<string, unknown>;
      const title = String(data.title);
      const text = [title, String(data.desc ?? ""), body.join("---")].join("\n");
      const date = String(data.date);
      return data.trip ? [{ file, title, date, text, trip: data.trip as Trip }] : [];
    });
}

/** The sample trips passing the filters (AND), by app/lib/trips.ts's own rule. */
export function matching(trips: SampleTrip[], filters: TripFilters): SampleTrip[] {
  return trips.filter((t) => tripMatches(t.trip, filters));
}

/** Every value a filter offers in the finder, as the URL writes it. */
export function optionValues(trips: SampleTrip[], name: TripFilterName): string[] {
  if (name === "age") return Array.from({ length: MAX_AGE + 1 }, (_, a) => String(a));
  if (name === "month") return Array.from({ length: 12 }, (_, i) => String(i + 1));
  if (name === "length") return ["weekend", "week", "long"];
  if (name === "budget") return ["1", "2", "3"];
  return [...new Set(trips.map((t) => t.trip.country))].sort();
}

/** Filters from URL-style values (numbers for age, month and budget). */
export function filtersOf(values: Partial<Record<TripFilterName, string>>): TripFilters {
  const filters: Record<string, string | number> = {};
  for (const name of TRIP_FILTER_NAMES) {
    const value = values[name];
    if (value === undefined || value === "") continue;
    filters[name] = name === "length" || name === "country" ? value : Number(value);
  }
  return filters as TripFilters;
}

/**
 * The facet count of each option of one filter: how many trips that option gives with the other
 * filters of `values` kept (the filter's own value replaced by the option).
 */
export function facetCounts(
  trips: SampleTrip[],
  values: Partial<Record<TripFilterName, string>>,
  name: TripFilterName,
): Map<string, number> {
  return new Map(
    optionValues(trips, name).map((option) => [
      option,
      matching(trips, filtersOf({ ...values, [name]: option })).length,
    ]),
  );
}

/**
 * The API trip tests' own content (the sample posts have no trip blocks): fourteen posts, twelve
 * with a trip, the last two without.
 */
export interface FixturePost {
  slug: string;
  date: string;
  trip: Trip | null;
  /** Front matter lines replacing or adding to the defaults. */
  front?: Record<string, string>;
}

/**
 * A post with a trip, one a line: slug, date, destination, country, lat, lng, months, days, ages,
 * budget, then gettingThere and front matter lines when it has them.
 */
type TripPost = [
  slug: string,
  date: string,
  destination: string,
  country: string,
  lat: number,
  lng: number,
  months: number[],
  days: number,
  ages: [number, number],
  budget: Trip["budget"],
  gettingThere?: string,
  front?: Record<string, string>,
];

// biome-ignore format: a table, one post a line
const TRIP_POSTS: TripPost[] = [
  ["algarve-beach-week", "2024-07-01", "Algarve", "PT", 37.0891, -8.2479, [6, 7, 8], 8, [4, 12], 2, "Fly to Faro, then 40 minutes by car"],
  ["algarve-in-autumn", "2024-10-20", "algarve", "PT", 37.1, -8.5, [10], 5, [0, 17], 1],
  ["lisbon-long-weekend", "2024-04-12", "Lisbon", "PT", 38.7223, -9.1393, [3, 4, 5], 3, [6, 14], 2],
  // Every filter column as Lisbon's: one trip_summary row counting two trips.
  ["porto-long-weekend", "2023-04-01", "Porto", "PT", 41.1579, -8.6291, [3, 4, 5], 2, [6, 14], 2],
  ["madrid-at-christmas", "2023-12-28", "Madrid", "ES", 40.4168, -3.7038, [1, 12], 10, [8, 17], 3],
  ["tenerife-winter-sun", "2024-02-02", "Tenerife", "ES", 28.2916, -16.6291, [1, 2, 11, 12], 14, [0, 5], 2, "Four hours' flight from London"],
  ["oslo-and-the-fjords", "2023-08-15", "Oslo", "NO", 59.9139, 10.7522, [6, 7], 9, [10, 17], 3],
  ["tromso-northern-lights", "2024-03-03", "Tromsø", "NO", 69.6492, 18.9553, [1, 2, 3], 4, [12, 17], 3],
  ["kyoto-in-spring", "2024-05-05", "Kyoto", "JP", 35.0116, 135.7681, [4], 21, [5, 10], 3],
  ["paris-with-a-baby", "2023-09-09", "Paris", "FR", 48.8566, 2.3522, [9], 2, [0, 0], 1],
  ["provence-summer", "2023-07-21", "Provence", "FR", 43.9352, 6.0679, [7, 8], 7, [3, 9], 2],
  ["loire-castles", "2024-06-06", "Loire Valley", "FR", 47.3941, 0.6848, [5, 6, 7, 8, 9], 4, [6, 6], 1],
  ["lisbon-family-hotel", "2024-01-15", "Lisbon", "PT", 38.71, -9.13, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], 1, [0, 17], 2, "Metro from the airport", { section: "hotels", hotelType: "city" }],
];

export const FIXTURE: FixturePost[] = [
  ...TRIP_POSTS.map(
    ([
      slug,
      date,
      destination,
      country,
      lat,
      lng,
      months,
      days,
      ages,
      budget,
      gettingThere,
      front,
    ]) => ({
      slug,
      date,
      ...(front ? { front } : {}),
      trip: {
        destination,
        country,
        lat,
        lng,
        months,
        days,
        ages,
        budget,
        ...(gettingThere ? { gettingThere } : {}),
      },
    }),
  ),
  { slug: "packing-lists", date: "2024-08-08", trip: null },
  { slug: "why-we-travel", date: "2022-11-11", trip: null },
];

/** A trip as a front matter block, one key a line (the line numbers below count on this). */
export function tripYaml(trip: Trip): string {
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
export function postFile(
  post: FixturePost,
  tripBlock = post.trip ? tripYaml(post.trip) : "",
): string {
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

export const AGES = Array.from({ length: MAX_AGE + 1 }, (_, a) => a);
export const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** The finder's numbers computed one trip at a time with tripMatches. */
export function bruteForce(trips: { id: string; trip: Trip }[], filters: TripFilters) {
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

/**
 * A describe block's trip facts on `dialect`: a fresh database with FIXTURE imported from a
 * temporary content folder (removed after), each post's id and href by slug, and what the tests
 * read and write there. `db` and `dir` are set once the block's beforeAll has run.
 */
export function tripFacts(dialect: Dialect) {
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

  return {
    get db() {
      return fresh.db;
    },
    get dir() {
      return dir;
    },
    ids,
    hrefs,
    write,
    fixture,
    tripRows,
    summaryRows,
    /** The fixture's trips as the database should hold them. */
    fixtureTrips: () =>
      FIXTURE.flatMap((p) => (p.trip ? [{ id: ids.get(p.slug)!, trip: p.trip }] : [])),
  };
}
