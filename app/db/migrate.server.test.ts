import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#app/db/client.server.ts";
import { migrate } from "#app/db/migrate.server.ts";
import { TEST_DATABASE_URL } from "#tests/setup/database.ts";

const PG = TEST_DATABASE_URL;

/**
 * Kysely's migrator looks for its own tables in every schema it can see unless told which one:
 * with another schema of the same database already migrated (a second site, a staging copy, a
 * test running beside this one), it took that schema's tables for its own and failed with
 * 'relation "kysely_migration_lock" does not exist'.
 */
describe.runIf(PG)("migrations on PostgreSQL", () => {
  const admin = new pg.Client({ connectionString: PG });
  const suffix = `${process.pid}_${Date.now()}`;
  const [first, second] = [`migrate_a_${suffix}`, `migrate_b_${suffix}`];
  beforeAll(async () => {
    await admin.connect();
    for (const schema of [first, second]) await admin.query(`create schema ${schema}`);
  });
  afterAll(async () => {
    for (const schema of [first, second]) await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  });

  it("migrate the schema of their connection, whatever other schemas of the database hold", async () => {
    for (const schema of [first, second]) {
      const opened = openDatabase({ url: PG!, pgSchema: schema });
      try {
        await migrate(opened);
        await migrate(opened); // again: nothing to do
      } finally {
        await opened.close();
      }
    }
    const { rows } = await admin.query<{ table_schema: string }>(
      "select table_schema from information_schema.tables where table_name = 'posts' and table_schema = any($1)",
      [[first, second]],
    );
    expect(rows.map((r) => r.table_schema).sort()).toEqual([first, second].sort());
  });
});
