import type { Kysely } from "kysely";
import type pg from "pg";
import type { DB } from "#app/db/schema.ts";

/* What an open database is (app/db/client.server.ts opens it), with its dialect and options. */

/** The SQL dialect of the open database. */
export type Dialect = "sqlite" | "postgres";

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  /** A human-readable description for logs, never containing a password. */
  describe: string;
  /** PostgreSQL only: the pool itself, for rate-limiter-flexible's store (app/services/rate-limits.server.ts). */
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
  /** SQLite: how long a write waits for another process's write lock (default 5000 ms). */
  busyTimeoutMs?: number;
}
