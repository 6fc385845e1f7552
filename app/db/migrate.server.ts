import { type Kysely, type Migration, Migrator, sql } from "kysely";
import type { Database, Dialect } from "#app/db/database.ts";
import * as initial from "#app/db/migrations/001-initial.ts";
import * as search from "#app/db/migrations/002-search.ts";
import * as scale from "#app/db/migrations/003-scale.ts";
import * as mailRetry from "#app/db/migrations/004-mail-retry.ts";
import * as rateLimits from "#app/db/migrations/005-rate-limits.ts";
import * as mediaDuration from "#app/db/migrations/006-media-duration.ts";
import * as trips from "#app/db/migrations/007-trips.ts";
import * as newsletter from "#app/db/migrations/008-newsletter.ts";
import * as contentVersion from "#app/db/migrations/009-content-version.ts";
import * as newsletterConfirmations from "#app/db/migrations/010-newsletter-confirmations.ts";
import * as pageViews from "#app/db/migrations/011-page-views.ts";
import * as pageViewForwards from "#app/db/migrations/012-page-view-forwards.ts";
import * as publishing from "#app/db/migrations/013-publishing.ts";
import * as digestLease from "#app/db/migrations/014-digest-lease.ts";
import * as publishedOrder from "#app/db/migrations/015-published-order.ts";
import * as privatePageViews from "#app/db/migrations/016-private-page-views.ts";
import * as rawSearches from "#app/db/migrations/017-raw-searches.ts";
import * as comments from "#app/db/migrations/018-comments.ts";
import * as commentLinks from "#app/db/migrations/019-comment-links.ts";

interface MigrationModule {
  up(db: Kysely<unknown>, dialect: Dialect): Promise<void>;
}

/** Every migration, in order. Add new ones at the end; never edit a released one. */
const migrations: Record<string, MigrationModule> = {
  "001-initial": initial,
  "002-search": search,
  "003-scale": scale,
  "004-mail-retry": mailRetry,
  "005-rate-limits": rateLimits,
  "006-media-duration": mediaDuration,
  "007-trips": trips,
  "008-newsletter": newsletter,
  "009-content-version": contentVersion,
  "010-newsletter-confirmations": newsletterConfirmations,
  "011-page-views": pageViews,
  "012-page-view-forwards": pageViewForwards,
  "013-publishing": publishing,
  "014-digest-lease": digestLease,
  "015-published-order": publishedOrder,
  "016-private-page-views": privatePageViews,
  "017-raw-searches": rawSearches,
  "018-comments": comments,
  "019-comment-links": commentLinks,
};

export async function migrate(database: Database): Promise<void> {
  const provided: Record<string, Migration> = {};
  for (const [name, module] of Object.entries(migrations)) {
    provided[name] = { up: (db) => module.up(db, database.dialect) };
  }
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => provided },
    // Unless told its schema, Kysely looks for its own tables in every schema of the database and
    // takes another schema's (a second site, a test beside this one) for its own.
    migrationTableSchema:
      database.dialect === "postgres" ? await currentSchema(database) : undefined,
  });
  let { error, results } = await migrator.migrateToLatest();
  // Kysely looks its tables up among every schema's (introspection), asking PostgreSQL about each:
  // a schema another connection drops meanwhile (another site's, a test's beside this one) fails
  // that look-up with 'schema "x" does not exist'. Nothing was migrated then: look again.
  for (let tries = 1; tries < 5 && isOtherSchemaGone(error); tries++) {
    ({ error, results } = await migrator.migrateToLatest());
  }
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? "unknown error");
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${reason}`);
  }
}

/** A look-up failed because some schema was dropped while it ran (PostgreSQL's error 3F000). */
function isOtherSchemaGone(error: unknown): boolean {
  return (error as { code?: string } | undefined)?.code === "3F000";
}

/** The schema the connection creates its tables in (the first of its search_path). */
async function currentSchema(database: Database): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
    database.db,
  );
  const schema = rows[0]?.schema;
  if (!schema) throw new Error("Database migration failed: the connection has no current schema");
  return schema;
}
