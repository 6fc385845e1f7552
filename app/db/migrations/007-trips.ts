import type { Kysely } from "kysely";
import type { Dialect } from "#app/db/database.ts";

/**
 * Trip facts (the trip finder issue; app/lib/trips.ts): `post_trips`, one row per post with a
 * `trip:` block, in plain indexed columns the finder filters on (months as a 12-bit mask, the
 * length band beside the days); and `trip_summary`, the trips counted per combination of those
 * columns, which the finder's result count and facet counts read (a few hundred rows at most
 * where post_trips may hold 100,000); and `trip_destinations`, one row per place with its trip
 * count and newest post, for the map. Both summaries are rebuilt after each import or seeding.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const float = dialect === "postgres" ? "double precision" : "real";
  await db.schema
    .createTable("post_trips")
    .addColumn("post_id", "text", (c) => c.primaryKey().references("posts.id").onDelete("cascade"))
    .addColumn("destination", "text", (c) => c.notNull())
    .addColumn("country", "text", (c) => c.notNull())
    .addColumn("lat", float, (c) => c.notNull())
    .addColumn("lng", float, (c) => c.notNull())
    .addColumn("months", "integer", (c) => c.notNull())
    .addColumn("days", "integer", (c) => c.notNull())
    .addColumn("length", "text", (c) => c.notNull())
    .addColumn("age_min", "integer", (c) => c.notNull())
    .addColumn("age_max", "integer", (c) => c.notNull())
    .addColumn("budget", "integer", (c) => c.notNull())
    .addColumn("getting_there", "text")
    .execute();
  for (const [name, columns] of [
    ["post_trips_country", ["country"]],
    ["post_trips_ages", ["age_min", "age_max"]],
    ["post_trips_budget", ["budget"]],
    ["post_trips_length", ["length"]],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on("post_trips")
      .columns([...columns])
      .execute();
  }

  await db.schema
    .createTable("trip_summary")
    .addColumn("country", "text", (c) => c.notNull())
    .addColumn("budget", "integer", (c) => c.notNull())
    .addColumn("length", "text", (c) => c.notNull())
    .addColumn("months", "integer", (c) => c.notNull())
    .addColumn("age_min", "integer", (c) => c.notNull())
    .addColumn("age_max", "integer", (c) => c.notNull())
    .addColumn("trips", "integer", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("trip_destinations")
    .addColumn("country", "text", (c) => c.notNull())
    .addColumn("destination", "text", (c) => c.notNull())
    .addColumn("lat", float, (c) => c.notNull())
    .addColumn("lng", float, (c) => c.notNull())
    .addColumn("trips", "integer", (c) => c.notNull())
    .addColumn("post_id", "text", (c) => c.notNull())
    .execute();
}
