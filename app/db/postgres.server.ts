import {
  Kysely,
  type PostgresCursor,
  PostgresDialect,
  type PostgresPool,
  type PostgresPoolClient,
  type PostgresQueryResult,
} from "kysely";
import pg from "pg";
import { CircuitBreaker } from "#app/db/circuit-breaker.ts";
import { isConnectionError } from "#app/db/connection-errors.ts";
import type { Database, OpenOptions } from "#app/db/database.ts";
import { DatabaseUnavailableError } from "#app/db/database-unavailable.ts";
import type { DB } from "#app/db/schema.ts";
import { env } from "#app/env.server.ts";

/** After a failed connection attempt, requests are refused at once for this long (then one retries). */
const OUTAGE_RETRY_MS = 2000;

/** A PostgreSQL database: a pool of connections behind a circuit breaker (GuardedPool). */
export function openPostgres(url: string, options: OpenOptions): Database {
  const connectTimeoutMs = options.connectTimeoutMs ?? env().DB_CONNECT_TIMEOUT_MS;
  const queryTimeoutMs = options.queryTimeoutMs ?? 0;
  // A database that does not answer a new connection fails the request instead of holding it.
  class Client extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: connectTimeoutMs });
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
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
  const parsed = new URL(url);
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
    describe: `postgresql://${parsed.host}${parsed.pathname}${options.pgSchema ? ` (schema ${options.pgSchema})` : ""}`,
    close: async () => {
      await pool.end();
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
      return new GuardedClient(await this.#pool.connect(), (error) => this.#failed(error));
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
  readonly #silent: (error: Error) => void;
  #lost: Error | undefined;

  /** `silent` hears of a query PostgreSQL never answered at all (the network or server is gone). */
  constructor(client: pg.PoolClient, silent: (error: Error) => void) {
    this.#client = client;
    this.#silent = silent;
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
      // Not even a cancel came back (node-postgres's client-side timeout, past the server's
      // statement timeout): as silent as a refused connection, so the breaker opens and the next
      // requests answer 503 at once instead of each waiting for a new connection to time out.
      if (/Query read timeout/.test((error as Error).message)) this.#silent(error as Error);
      throw new DatabaseUnavailableError((error as Error).message, 1);
    }
  }

  release(): void {
    this.#client.release(this.#lost);
  }
}
