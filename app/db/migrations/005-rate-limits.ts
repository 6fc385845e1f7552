import { type Kysely, sql } from "kysely";
import type { Dialect } from "#app/db/database.ts";

/**
 * PostgreSQL: the counters of the rate limits (app/services/rate-limits.server.ts), so every process and
 * machine shares one budget per client. The table is rate-limiter-flexible's RateLimiterPostgres
 * table (its own `CREATE TABLE` has these columns; we create it here and tell the library
 * `tableCreated`, so the schema is ours and no request races a CREATE). `key` is text rather than
 * the library's varchar(255): keys are short (action, client address, post id, hashed email), but
 * a longer one must never fail a request. The library deletes rows expired over an hour ago every
 * five minutes. SQLite runs a single process and counts in memory: nothing to create.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== "postgres") return;
  await sql`create table rate_limits (
    key text primary key,
    points integer not null default 0,
    expire bigint
  )`.execute(db);
}
