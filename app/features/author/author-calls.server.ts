import { DatabaseUnavailableError } from "#app/db/database-unavailable.ts";
import { type FetchError, fetchFailed } from "#app/lib/error-page.ts";

/**
 * A call of this page that fails shows docs/spec.md#errors' 'Sorry, something went wrong:
 * {message}' with the call's message (logged with the real error); a database outage stays the
 * 503 page (server/database-outage.ts).
 */
export async function orFailed<T>(work: Promise<T>, message: FetchError): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof DatabaseUnavailableError) throw error;
    console.error(message, error);
    throw fetchFailed(message);
  }
}
