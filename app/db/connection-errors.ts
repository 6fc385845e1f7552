/**
 * Which errors of a PostgreSQL query mean "the database could not answer" (the connection was lost
 * or refused, the server is shutting down, the query timed out) rather than "this query is wrong".
 * The first kind is answered 503 with Retry-After; the second stays a bug (500).
 */

/** SQLSTATEs of a lost or refused connection, a shutdown or a cancelled (timed out) statement. */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-3]|57014|53300)$/;

/** node-postgres's own messages when the socket went away or a query timed out client-side. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|not queryable|Query read timeout|timeout exceeded when trying to connect/;

/** Socket errors (Node) of a peer that is gone or unreachable. */
const UNAVAILABLE_ERRNO = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

export function isConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") {
    if (UNAVAILABLE_ERRNO.has(code)) return true;
    if (/^[0-9A-Z]{5}$/.test(code)) return UNAVAILABLE_SQLSTATE.test(code);
  }
  return UNAVAILABLE_MESSAGE.test(error.message);
}

/**
 * Whether the database refused a statement for the data it held, not for being away or for a
 * wrong query: PostgreSQL's data exceptions (class 22) and program limits (class 54: "string is
 * too long for tsvector", the search index of a post of 2 MB of distinct words), SQLite's "string
 * or blob too big". The importer leaves such a post out, naming its file.
 */
export function isDataRefused(error: unknown): boolean {
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  return typeof code === "string" && /^(22...|54...|SQLITE_TOOBIG)$/.test(code);
}
