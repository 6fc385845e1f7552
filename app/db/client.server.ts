import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, type Kysely as KyselyType, SqliteDialect } from "kysely";
import { LRUCache } from "lru-cache";
import type { Database, OpenOptions } from "#app/db/database.ts";
import { DatabaseUnavailableError } from "#app/db/database-unavailable.ts";
import { migrate } from "#app/db/migrate.server.ts";
import { openPostgres } from "#app/db/postgres.server.ts";
import type { DB } from "#app/db/schema.ts";
import { env, isPostgresUrl } from "#app/env.server.ts";

// The connection types live apart so that migrations and the PostgreSQL opener, which this module
// imports, need nothing back from it (no import cycle).
export type { Database, Dialect, OpenOptions } from "#app/db/database.ts";

export function openDatabase(options: OpenOptions): Database {
  if (isPostgresUrl(options.url)) {
    return openPostgres(options.url, options);
  }

  const file = sqliteFile(options);
  if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma(`busy_timeout = ${options.busyTimeoutMs ?? 5000}`);
  // Table statistics for the query planner, refreshed when stale (SQLite's advice for a
  // long-lived connection; the limit keeps it to a few milliseconds at 100,000 posts).
  sqlite.pragma("analysis_limit = 1000");
  sqlite.pragma("optimize = 0x10002");
  const db = new Kysely<DB>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  return {
    db,
    dialect: "sqlite",
    describe: `sqlite ${file}`,
    reachable: () => true,
    close: async () => {
      await db.destroy();
    },
  };
}

/**
 * Kysely prepares every query anew; a page runs the same few statements each time, so keep the
 * prepared ones (by SQL text, least recently used out). Safe because every query runs to
 * completion synchronously (we never stream), and SQLite re-prepares a statement after a schema
 * change by itself.
 *
 * With WORKERS several processes write to the file, one at a time: a write waits for the lock up
 * to busy_timeout. Two more things keep SQLITE_BUSY away from readers
 * (docs/decisions/022-workers-on-sqlite.md). Every transaction of ours writes, so Kysely's
 * `begin` becomes `begin immediate`: it takes the write lock first, waiting like a single write,
 * instead of reading and then being refused at its first write because another process wrote
 * meanwhile (SQLITE_BUSY_SNAPSHOT, which no wait can cure). And a statement still refused after
 * the wait throws DatabaseUnavailableError: a 503 with Retry-After (server/database-outage.ts),
 * never a 500.
 */
function withStatementCache(sqlite: SQLite.Database): SQLite.Database {
  const statements = new LRUCache<string, SQLite.Statement>({ max: 500 });
  return new Proxy(sqlite, {
    get(target, property) {
      if (property === "prepare") {
        return (sql: string) => {
          let statement = statements.get(sql);
          if (!statement) {
            statement = busyAsUnavailable(
              target.prepare(sql === "begin" ? "begin immediate" : sql),
            );
            statements.set(sql, statement);
          }
          return statement;
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** The statement methods Kysely runs (SqliteDriver). */
const RUNS = new Set<PropertyKey>(["all", "get", "run", "iterate"]);

/** A statement whose SQLITE_BUSY (the write lock still taken after busy_timeout) is a 503. */
function busyAsUnavailable(statement: SQLite.Statement): SQLite.Statement {
  return new Proxy(statement, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      if (!RUNS.has(property)) return value.bind(target);
      return (...parameters: unknown[]) => {
        try {
          return value.apply(target, parameters);
        } catch (error) {
          throw isBusy(error)
            ? new DatabaseUnavailableError((error as Error).message, BUSY_RETRY_AFTER_SECONDS)
            : error;
        }
      };
    },
  });
}

/** How long a client refused with SQLITE_BUSY is told to wait. */
const BUSY_RETRY_AFTER_SECONDS = 1;

/** SQLITE_BUSY and its extended codes (SQLITE_BUSY_SNAPSHOT, ...), and SQLITE_LOCKED. */
function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === "string" && /^SQLITE_(BUSY|LOCKED)(_|$)/.test(code);
}

/** The SQLite file a site's settings name (the owners' backup and restore find it here too). */
export function sqliteFile(options: OpenOptions): string {
  const url = options.url;
  if (url) return url.replace(/^(sqlite|file):(\/\/)?/, "");
  return path.resolve(options.dataDir ?? "./data", "wanderlust.sqlite");
}

let current: Database | undefined;
let ready: Promise<Database> | undefined;

/** The process-wide database, opened from the environment and migrated on first use. */
export function database(): Promise<Database> {
  if (!ready) {
    ready = (async () => {
      const config = env();
      const options = { url: config.DATABASE_URL, dataDir: config.DATA_DIR };
      if (isPostgresUrl(config.DATABASE_URL)) {
        // Migrations may wait for another process's migration lock or build an index for a
        // while: they run on a connection of their own, without the query timeout.
        const migrating = openDatabase({ ...options, queryTimeoutMs: 0 });
        try {
          await migrate(migrating);
        } finally {
          await migrating.close();
        }
        current = openDatabase({ ...options, queryTimeoutMs: config.DB_QUERY_TIMEOUT_MS });
        return current;
      }
      const opened = openDatabase(options);
      await migrate(opened);
      current = opened;
      return opened;
    })();
  }
  return ready;
}

/** Shortcut for model functions: the Kysely instance of the process-wide database. */
export async function db(): Promise<KyselyType<DB>> {
  return (await database()).db;
}

/** Tests and scripts install their own database (already migrated). */
export function installDatabase(opened: Database): void {
  current = opened;
  ready = Promise.resolve(opened);
}

/**
 * False while the process database is known to be away (PostgreSQL's circuit breaker is open): the
 * page cache then serves the pages it holds past their freshness (server/page-cache/page-cache.ts).
 */
export function databaseReachable(): boolean {
  return current?.reachable() ?? true;
}

export async function closeDatabase(): Promise<void> {
  const open = current;
  current = undefined;
  ready = undefined;
  if (open) await open.close();
}
