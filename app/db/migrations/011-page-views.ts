import type { Kysely } from "kysely";
import type { Dialect } from "#app/db/database.ts";

/**
 * Page views without cookies (docs/privacy.md, app/models/page-views.server.ts):
 * - `analytics_salts`: the secret salt of each day a visitor hash is made with; only today's is
 *   kept (yesterday's is deleted when today's is made), so no stored hash can be linked to
 *   another day's.
 * - `page_views`: the raw records of the days not yet rolled up (today's, and any day whose roll-up
 *   has not run yet): day, canonical path, referring source, device class, visitor hash. Never an
 *   address or a User-Agent.
 * - `page_view_days`: the daily roll-up, per dimension (`total`, `path`, `source`, `device`) and
 *   value: page views and distinct visitors of that day. Raw rows of a day are deleted once rolled.
 * - `search_days`: each site search per day and normalised term, with the number of results the
 *   term found the last time it was searched.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("analytics_salts")
    .addColumn("day", "text", (c) => c.primaryKey())
    .addColumn("salt", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("page_views")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("device", "text", (c) => c.notNull())
    .addColumn("visitor", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("page_views_day").on("page_views").column("day").execute();
  await db.schema
    .createTable("page_view_days")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("dimension", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("pageviews", "integer", (c) => c.notNull())
    .addColumn("visitors", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("page_view_days_pk", ["dimension", "day", "value"])
    .execute();
  await db.schema
    .createTable("search_days")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("term", "text", (c) => c.notNull())
    .addColumn("searches", "integer", (c) => c.notNull())
    .addColumn("results", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("search_days_pk", ["day", "term"])
    .execute();
}
