import type { Kysely } from "kysely";
import type { Dialect } from "#app/db/database.ts";

/**
 * A site search is a page view like any other (issue 44): its raw row carries the search's
 * normalised term and the number of results it found (`search_term`, `search_results`; '' and 0
 * for any other page), and the daily roll-up counts `search_days` from those rows, as it counts
 * `page_view_days`, keeping at most a day's most searched terms. Before, each search beacon
 * wrote `search_days` at once, one row per distinct term for good, and nothing bounded them.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable("page_views")
    .addColumn("search_term", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("page_views")
    .addColumn("search_results", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}
