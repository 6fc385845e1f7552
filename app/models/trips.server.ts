import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type Selectable,
  type SqlBool,
  sql,
} from "kysely";
import { db } from "#app/db/client.server.ts";
import type { DB } from "#app/db/schema.ts";
import { chunk } from "#app/lib/chunk.ts";
import {
  BUDGETS,
  type Budget,
  lengthOf,
  MAX_AGE,
  maskToMonths,
  monthsToMask,
  TRIP_LENGTHS,
  type Trip,
  type TripFacets,
  type TripFilters,
  type TripLength,
} from "#app/lib/trips.ts";
import { memoised } from "#app/models/memo.server.ts";

/**
 * Trip facts (migration 007): written by the importer and the seeder, read as `trip` on every
 * card, and counted for the trip finder. post_trips and trip_summary share the filter columns, so
 * one condition builder narrows either.
 */

/**
 * The rows passing the filters (AND), through the columns post_trips and trip_summary share: `eb`
 * must have one of those two tables in scope.
 */
export function whereTrip<T extends keyof DB>(
  eb: ExpressionBuilder<DB, T>,
  filters: TripFilters,
): Expression<SqlBool> {
  const e = eb as unknown as ExpressionBuilder<DB, "post_trips">;
  const conditions = [];
  if (filters.age !== undefined) {
    conditions.push(e("age_min", "<=", filters.age), e("age_max", ">=", filters.age));
  }
  if (filters.month !== undefined) {
    // Bit (month - 1) of the months mask: `&` is the same operator on SQLite and PostgreSQL.
    conditions.push(e(e("months", "&", 1 << (filters.month - 1)), "<>", 0));
  }
  if (filters.length !== undefined) conditions.push(e("length", "=", filters.length));
  if (filters.budget !== undefined) conditions.push(e("budget", "=", filters.budget));
  if (filters.country !== undefined) conditions.push(e("country", "=", filters.country));
  return e.and(conditions);
}

/** Replaces a post's trip row (none when `trip` is null). */
export async function writeTrip(k: Kysely<DB>, postId: string, trip: Trip | null): Promise<void> {
  await k.deleteFrom("post_trips").where("post_id", "=", postId).execute();
  if (trip) await k.insertInto("post_trips").values(tripRow(postId, trip)).execute();
}

/** A post_trips row for a trip. */
function tripRow(postId: string, trip: Trip) {
  return {
    post_id: postId,
    destination: trip.destination,
    country: trip.country,
    lat: trip.lat,
    lng: trip.lng,
    months: monthsToMask(trip.months),
    days: trip.days,
    length: lengthOf(trip.days),
    age_min: trip.ages[0],
    age_max: trip.ages[1],
    budget: trip.budget,
    getting_there: trip.gettingThere ?? null,
  };
}

/**
 * Recounts trip_summary from post_trips: after every import and seeding, in the same transaction,
 * so the finder's counts always agree with its lists.
 */
export async function refreshTripSummary(k: Kysely<DB>): Promise<void> {
  await refreshDestinations(k);
  await k.deleteFrom("trip_summary").execute();
  await k
    .insertInto("trip_summary")
    .columns(["country", "budget", "length", "months", "age_min", "age_max", "trips"])
    .expression((eb) =>
      eb
        .selectFrom("post_trips")
        .select((s) => [
          "country",
          "budget",
          "length",
          "months",
          "age_min",
          "age_max",
          s.fn.countAll<number>().as("trips"),
        ])
        .groupBy(["country", "budget", "length", "months", "age_min", "age_max"]),
    )
    .execute();
}

/** Rebuilds trip_destinations: per place, its trips and its newest post (window functions). */
async function refreshDestinations(k: Kysely<DB>): Promise<void> {
  await k.deleteFrom("trip_destinations").execute();
  await sql`insert into trip_destinations (country, destination, lat, lng, trips, post_id)
    select country, destination, lat, lng, trips, post_id from (
      select t.country, t.destination, t.lat, t.lng, t.post_id,
        count(*) over (partition by t.country, lower(t.destination)) as trips,
        row_number() over (
          partition by t.country, lower(t.destination) order by p.date desc, p.idx desc
        ) as newest
      from post_trips t join posts p on p.id = t.post_id
    ) places where newest = 1`.execute(k);
}

export type TripRow = Selectable<DB["post_trips"]>;

/** The trip rows of some posts, by post id (card hydration: post-cards.server.ts keeps them). */
export async function tripRowsFor(k: Kysely<DB>, ids: string[]): Promise<Map<string, TripRow>> {
  const rows = await Promise.all(
    chunk(ids, 500).map((part) =>
      k.selectFrom("post_trips").selectAll().where("post_id", "in", part).execute(),
    ),
  );
  return new Map(rows.flat().map((row) => [row.post_id, row]));
}

/** A trip row as a card's `trip` (a new object each time). */
export function tripOf(row: TripRow): Trip {
  const trip: Trip = {
    destination: row.destination,
    country: row.country,
    lat: Number(row.lat),
    lng: Number(row.lng),
    months: maskToMonths(Number(row.months)),
    days: Number(row.days),
    ages: [Number(row.age_min), Number(row.age_max)],
    budget: Number(row.budget) as Budget,
  };
  if (row.getting_there) trip.gettingThere = row.getting_there;
  return trip;
}

/** How many trips pass the filters (from trip_summary: a few rows, at any number of posts). */
export async function countTrips(filters: TripFilters): Promise<number> {
  const k = await db();
  const row = await k
    .selectFrom("trip_summary")
    .select((eb) => eb.fn.sum<number>("trips").as("n"))
    .where((eb) => whereTrip(eb, filters))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * The finder's facet counts, in SQL over trip_summary: per option, the sum of trips of the rows
 * passing every other filter and that option. Ages and months are one query each, a `sum(case)`
 * per option (a trip counts under every age its range covers and every month it names).
 */
export async function tripFacets(filters: TripFilters): Promise<TripFacets> {
  const k = await db();
  const without = (name: keyof TripFilters): TripFilters => {
    const rest = { ...filters };
    delete rest[name];
    return rest;
  };
  const ages = Array.from({ length: MAX_AGE + 1 }, (_, age) => age);
  const months = Array.from({ length: 12 }, (_, i) => i + 1);
  const [ageRow, monthRow, lengthRows, budgetRows, countryRows] = await Promise.all([
    k
      .selectFrom("trip_summary")
      .select((eb) =>
        ages.map((age) =>
          eb.fn
            .sum<number>(
              eb
                .case()
                .when(eb.and([eb("age_min", "<=", age), eb("age_max", ">=", age)]))
                .then(eb.ref("trips"))
                .else(0)
                .end(),
            )
            .as(`a${age}`),
        ),
      )
      .where((eb) => whereTrip(eb, without("age")))
      .executeTakeFirst(),
    k
      .selectFrom("trip_summary")
      .select((eb) =>
        months.map((month) =>
          eb.fn
            .sum<number>(
              eb
                .case()
                .when(eb(eb("months", "&", 1 << (month - 1)), "<>", 0))
                .then(eb.ref("trips"))
                .else(0)
                .end(),
            )
            .as(`m${month}`),
        ),
      )
      .where((eb) => whereTrip(eb, without("month")))
      .executeTakeFirst(),
    groupCounts(k, "length", without("length")),
    groupCounts(k, "budget", without("budget")),
    groupCounts(k, "country", without("country")),
  ]);
  const fromRow = (row: Record<string, unknown> | undefined, key: string) =>
    Number(row?.[key] ?? 0);
  const counted = <K extends string | number>(rows: { key: unknown; trips: number }[], key: K) =>
    rows.filter((r) => String(r.key) === String(key)).reduce((n, r) => n + Number(r.trips), 0);
  return {
    age: ages.map((age) => fromRow(ageRow, `a${age}`)),
    month: months.map((month) => fromRow(monthRow, `m${month}`)),
    length: Object.fromEntries(TRIP_LENGTHS.map((l) => [l, counted(lengthRows, l)])) as Record<
      TripLength,
      number
    >,
    budget: Object.fromEntries(BUDGETS.map((b) => [b, counted(budgetRows, b)])) as Record<
      Budget,
      number
    >,
    country: countryRows
      .map((r) => ({ code: String(r.key), trips: Number(r.trips) }))
      .sort((a, b) => a.code.localeCompare(b.code)),
  };
}

function groupCounts(k: Kysely<DB>, column: "length" | "budget" | "country", filters: TripFilters) {
  return k
    .selectFrom("trip_summary")
    .select((eb) => [eb.ref(column).as("key"), eb.fn.sum<number>("trips").as("trips")])
    .where((eb) => whereTrip(eb, filters))
    .groupBy(column)
    .execute();
}

/**
 * The countries (ISO codes, upper case) with a trip of a live post: those with a page at
 * /destinations/{cc}. Read once a minute at most (memo.server.ts).
 */
export async function tripCountries(): Promise<ReadonlySet<string>> {
  const k = await db();
  return memoised(k, "trip-countries", async () => {
    const rows = await k
      .selectFrom("trip_destinations as d")
      .innerJoin("posts", "posts.id", "d.post_id")
      .select("d.country")
      .distinct()
      .execute();
    return new Set(rows.map((row) => row.country));
  });
}

/** A place on the map: its trips, where it is, and the newest post about it. */
export interface TripDestination {
  destination: string;
  country: string;
  lat: number;
  lng: number;
  trips: number;
  /** The newest post with a trip to this destination. */
  href: string;
  title: string;
}

/**
 * Every destination (trips grouped by place name and country) with its newest post, from
 * trip_destinations (a row per place, at any number of posts); for one country when `country` is
 * given. Most trips first.
 */
export async function listTripDestinations(country?: string): Promise<TripDestination[]> {
  const k = await db();
  let query = k
    .selectFrom("trip_destinations as d")
    .innerJoin("posts", "posts.id", "d.post_id")
    .select([
      "d.destination",
      "d.country",
      "d.lat",
      "d.lng",
      "d.trips",
      "posts.href",
      "posts.title",
    ])
    .orderBy("d.trips", "desc")
    .orderBy("d.country")
    .orderBy("d.destination");
  if (country) query = query.where("d.country", "=", country);
  const rows = await query.execute();
  return rows.map((row) => ({
    ...row,
    lat: Number(row.lat),
    lng: Number(row.lng),
    trips: Number(row.trips),
  }));
}
