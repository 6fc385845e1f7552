/*
 * Not a .server module: route modules (author, contact, newsletter) test for this error in code
 * React Router keeps in their client build.
 */

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
