import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, type Kysely as KyselyType, SqliteDialect } from "kysely";
import { LRUCache } from "lru-cache";
import type pg from "pg";
import { migrate } from "#app/db/migrate.server.ts";
import { openPostgres } from "#app/db/postgres.server.ts";
import type { DB } from "#app/db/schema.ts";
import { env, isPostgresUrl } from "#app/env.server.ts";

export type Dialect = "sqlite" | "postgres";

export interface Database {
  db: KyselyType<DB>;
  dialect: Dialect;
  /** A human-readable description for logs, never containing a password. */
  describe: string;
  /** PostgreSQL only: the pool itself, for rate-limiter-flexible's store (app/lib/rate-limit.server.ts). */
  pgPool?: pg.Pool;
  /** False while PostgreSQL is known to be away (its circuit breaker is open); SQLite: always true. */
  reachable(): boolean;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres://... selects PostgreSQL; anything else is a SQLite file path (or ":memory:"). */
  url?: string;
  /** Directory for the SQLite file when url is not given. */
  dataDir?: string;
  /** PostgreSQL schema to use (tests give each file its own). */
  pgSchema?: string;
  /** PostgreSQL: give up connecting after this long (default DB_CONNECT_TIMEOUT_MS). */
  connectTimeoutMs?: number;
  /**
   * PostgreSQL: cancel a statement after this long; 0 (the default) = never. The server's
   * database() sets DB_QUERY_TIMEOUT_MS.
   */
  queryTimeoutMs?: number;
}

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
  sqlite.pragma("busy_timeout = 5000");
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
 */
function withStatementCache(sqlite: SQLite.Database): SQLite.Database {
  const statements = new LRUCache<string, SQLite.Statement>({ max: 500 });
  return new Proxy(sqlite, {
    get(target, property) {
      if (property === "prepare") {
        return (sql: string) => {
          let statement = statements.get(sql);
          if (!statement) {
            statement = target.prepare(sql);
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

function sqliteFile(options: OpenOptions): string {
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
 * False while the process database is known to be away (PostgreSQL's circuit breaker is open):
 * the page cache then serves the pages it holds past their freshness (server/page-cache.ts).
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
