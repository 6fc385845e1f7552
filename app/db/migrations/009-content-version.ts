import type { Kysely } from "kysely";
import type { Dialect } from "#app/db/database.ts";

/**
 * `content_version`: one row, its `version` bumped by every content import and seed
 * (app/models/content-version.server.ts). A running server reads it every few seconds: when another
 * process (`npm run content:import`, another machine) has changed the content, it renders its most
 * visited pages again and then drops the cached pages rendered before (server/lifecycle.ts).
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("content_version")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("changed_at", "text", (c) => c.notNull())
    .execute();
  await db
    .insertInto("content_version" as never)
    .values({ id: 1, version: 0, changed_at: new Date().toISOString() } as never)
    .execute();
}
