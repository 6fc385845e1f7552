// The SQL of the owners' backup and restore (app/features/backup/): a SQLite snapshot, and what a
// database holds. Whole databases, never a list of tables: a table a later migration adds is in
// the backup without a change here.
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import type { Database } from "#app/db/client.server.ts";

/**
 * Kysely's own bookkeeping: a freshly migrated database has rows here and nothing else, and still
 * counts as empty for a restore.
 */
const BOOKKEEPING = new Set(["kysely_migration", "kysely_migration_lock"]);

/**
 * SQLite: the whole database as it is at one moment, written to `file` (which must not exist) by
 * `VACUUM INTO`. It reads in one transaction: in WAL mode the site's writes go on meanwhile, and
 * the copy holds exactly the writes committed before it began.
 */
export async function snapshotSqlite(database: Database, file: string): Promise<void> {
  await sql`vacuum into ${file}`.execute(database.db);
}

/**
 * PostgreSQL: the schema the site's tables are in, the first of its search_path (`public`
 * unless DATABASE_URL sets one), whether it exists yet or not.
 */
export async function siteSchema(database: Database): Promise<string | undefined> {
  const { rows } = await sql<{ current: string | null; path: string }>`select
    current_schema() as current, current_setting('search_path') as path`.execute(database.db);
  const row = rows[0];
  if (row?.current) return row.current;
  const first = row?.path
    .split(",")
    .map((entry) => entry.trim())
    .find((entry) => entry !== "" && entry !== '"$user"');
  return first?.replace(/^"(.*)"$/, "$1").replaceAll('""', '"');
}

/** The site's tables (SQLite: its own, not the full-text indexes' shadow tables). */
export async function siteTables(database: Database): Promise<string[]> {
  const { rows } =
    database.dialect === "sqlite"
      ? // table_list's type leaves out views, virtual tables and their shadow tables.
        await sql<{ name: string }>`select name from pragma_table_list
          where schema = 'main' and type = 'table' and substr(name, 1, 7) <> 'sqlite_'
          order by name`.execute(database.db)
      : await sql<{ name: string }>`select tablename as name from pg_tables
          where schemaname = current_schema() order by tablename`.execute(database.db);
  return rows.map((row) => row.name);
}

/**
 * The site's tables that hold at least one row, Kysely's bookkeeping aside: none means the
 * database is empty (no tables, or only migrated ones) and a restore may fill it.
 */
export async function tablesWithRows(database: Database): Promise<string[]> {
  const filled: string[] = [];
  for (const name of await siteTables(database)) {
    if (BOOKKEEPING.has(name)) continue;
    const { rows } = await sql<{ one: number }>`select 1 as one from ${sql.table(name)}
      limit 1`.execute(database.db);
    if (rows.length > 0) filled.push(name);
  }
  return filled;
}

/**
 * Why a file is not a SQLite backup of this site, or undefined when it is one: it opens read-only
 * (nothing in it changes), passes SQLite's quick check, and has the migrations' table.
 */
export function sqliteBackupProblem(file: string): string | undefined {
  let opened: SQLite.Database | undefined;
  try {
    opened = new SQLite(file, { readonly: true, fileMustExist: true });
    const check = opened.pragma("quick_check", { simple: true });
    if (check !== "ok") return `SQLite finds it damaged (${String(check)})`;
    const migrations = opened
      .prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'")
      .get();
    if (!migrations) return "it is a SQLite database, but not one of Wanderlust (no migrations)";
    return undefined;
  } catch (error) {
    return `SQLite cannot read it (${error instanceof Error ? error.message : error})`;
  } finally {
    opened?.close();
  }
}
