import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import {
  Kysely,
  type Kysely as KyselyType,
  type PostgresCursor,
  PostgresDialect,
  type PostgresPool,
  type PostgresPoolClient,
  type PostgresQueryResult,
  SqliteDialect,
} from "kysely";
import { LRUCache } from "lru-cache";
import pg from "pg";
import { env, isPostgresUrl } from "../env.server.ts";
import { CircuitBreaker } from "../lib/circuit-breaker.ts";
import { isConnectionError } from "../lib/connection-errors.ts";
import { migrate } from "./migrate.server.ts";
import type { DB } from "./schema.ts";

export type Dialect = "sqlite" | "postgres";

export interface Database {
  db: KyselyType<DB>;
  dialect: Dialect;
  /** A human-readable description for logs, never containing a password. */
  describe: string;
  /** PostgreSQL only: the pool itself, for rate-limiter-flexible's store (app/services/rate-limit.server.ts). */
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

/**
 * PostgreSQL cannot answer now: it refuses or drops connections, or a statement timed out. The
 * server answers 503 with `Retry-After: retryAfterSeconds` (server/database-outage.ts).
 */
export class DatabaseUnavailableError extends Error {
  override readonly name = "DatabaseUnavailableError";
  readonly retryAfterSeconds: number;

  constructor(reason: string, retryAfterSeconds: number) {
    super(`The database is unavailable: ${reason}`);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** After a failed connection attempt, requests are refused at once for this long (then one retries). */
const OUTAGE_RETRY_MS = 2000;

export function openDatabase(options: OpenOptions): Database {
  if (isPostgresUrl(options.url)) {
    const connectTimeoutMs = options.connectTimeoutMs ?? env().DB_CONNECT_TIMEOUT_MS;
    const queryTimeoutMs = options.queryTimeoutMs ?? 0;
    // A database that does not answer a new connection fails the request instead of holding it.
    class Client extends pg.Client {
      constructor(config?: pg.ClientConfig) {
        super({ ...config, connectionTimeoutMillis: connectTimeoutMs });
      }
    }
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      Client,
      // Waiting for a free connection of a busy pool is bounded too, but only as long as a query
      // may run (a burst of requests queues rather than failing after the connect timeout).
      connectionTimeoutMillis: queryTimeoutMs,
      keepAlive: true,
      ...(queryTimeoutMs > 0
        ? {
            // PostgreSQL cancels a statement that runs too long (lock waits included); the
            // client gives up too, a little later, on a connection that went silent.
            statement_timeout: queryTimeoutMs,
            query_timeout: queryTimeoutMs + 2000,
          }
        : {}),
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    // PostgreSQL ended an idle pooled connection (restart, failover, pg_terminate_backend):
    // pg-pool has already dropped it and the next query opens a new one. Without a listener,
    // this 'error' event would kill the process.
    pool.on("error", (error) => {
      console.error(`[db] idle PostgreSQL connection closed: ${error.message}`);
    });
    // A connection that dies while checked out emits 'error' on the client, which pg-pool does
    // not forward (brianc/node-postgres#3202): the query running on it fails with the same error
    // (GuardedClient turns that into a 503), so this listener only keeps the process alive.
    pool.on("connect", (client) => {
      client.on("error", () => {});
    });
    // Counters are bigint-safe integers in our data: read int8 (count(*)) as a JS number.
    pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));
    const url = new URL(options.url);
    const breaker = new CircuitBreaker({
      openMs: OUTAGE_RETRY_MS,
      trialMs: connectTimeoutMs + 1000,
    });
    return {
      db: new Kysely<DB>({
        dialect: new PostgresDialect({ pool: new GuardedPool(pool, breaker) }),
      }),
      dialect: "postgres",
      pgPool: pool,
      reachable: () => breaker.state(Date.now()) === "closed",
      describe: `postgresql://${url.host}${url.pathname}${options.pgSchema ? ` (schema ${options.pgSchema})` : ""}`,
      close: async () => {
        await pool.end();
      },
    };
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
 * The pool as Kysely sees it. A failed connection attempt opens a circuit breaker: while it is
 * open, requests fail at once with DatabaseUnavailableError instead of each waiting for a
 * connection timeout, and every OUTAGE_RETRY_MS one connection attempt in the background finds
 * out whether PostgreSQL is back; its success closes the breaker.
 */
class GuardedPool implements PostgresPool {
  readonly #pool: pg.Pool;
  readonly #breaker: CircuitBreaker;

  constructor(pool: pg.Pool, breaker: CircuitBreaker) {
    this.#pool = pool;
    this.#breaker = breaker;
  }

  async connect(): Promise<PostgresPoolClient> {
    const breaker = this.#breaker;
    const now = Date.now();
    if (breaker.state(now) !== "closed") {
      if (breaker.allow(now)) void this.#probe();
      throw new DatabaseUnavailableError(
        "PostgreSQL is not answering",
        breaker.retryAfterSeconds(now),
      );
    }
    try {
      return new GuardedClient(await this.#pool.connect());
    } catch (error) {
      this.#failed(error);
      throw new DatabaseUnavailableError(
        error instanceof Error ? error.message : String(error),
        breaker.retryAfterSeconds(Date.now()),
      );
    }
  }

  async #probe(): Promise<void> {
    try {
      const client = await this.#pool.connect();
      try {
        await client.query("select 1");
        client.release();
      } catch (error) {
        client.release(error instanceof Error ? error : true);
        throw error;
      }
      if (this.#breaker.success()) console.log("[db] PostgreSQL is reachable again");
    } catch (error) {
      this.#failed(error);
    }
  }

  #failed(error: unknown): void {
    const reason = error instanceof Error ? error.message : String(error);
    // Waiting too long for a free connection of a busy pool is load, not an outage.
    if (/timeout exceeded when trying to connect/.test(reason)) return;
    if (this.#breaker.failure(Date.now())) {
      console.error(`[db] PostgreSQL unavailable (${reason}): answering 503 until it is back`);
    }
  }

  end(): Promise<void> {
    return this.#pool.end();
  }
}

/**
 * A checked-out connection: a query that fails because the connection was lost or timed out
 * throws DatabaseUnavailableError (a 503, not a 500), and the connection is then closed instead
 * of going back to the pool.
 */
class GuardedClient implements PostgresPoolClient {
  readonly #client: pg.PoolClient;
  #lost: Error | undefined;

  constructor(client: pg.PoolClient) {
    this.#client = client;
  }

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    sql: string | PostgresCursor<R>,
    parameters?: ReadonlyArray<unknown>,
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof sql !== "string") throw new Error("Cursors are not used with this pool.");
    return this.#run<R>(sql, parameters ?? []);
  }

  async #run<R>(sql: string, parameters: ReadonlyArray<unknown>) {
    try {
      const result = await this.#client.query(sql, [...parameters]);
      return result as unknown as PostgresQueryResult<R>;
    } catch (error) {
      if (!isConnectionError(error)) throw error;
      this.#lost = error as Error;
      console.error(`[db] query failed: ${(error as Error).message}`);
      throw new DatabaseUnavailableError((error as Error).message, 1);
    }
  }

  release(): void {
    this.#client.release(this.#lost);
  }
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
