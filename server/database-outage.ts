import type { HeadersFunction, ServerBuild } from "react-router";
import { DatabaseUnavailableError } from "#app/db/database-unavailable.ts";
import { apiError } from "#app/lib/http.server.ts";

type RouteModule = NonNullable<ServerBuild["routes"][string]>["module"];
type Handler = NonNullable<RouteModule["loader"]>;

/** The API's error text while the database is away (pages show a designed message instead). */
export const OUTAGE_MESSAGE =
  "The database is unavailable for a moment: please try again in a few seconds.";

/**
 * The one place where "the database is unavailable" becomes an HTTP answer: every route's loader
 * and action are wrapped so that a DatabaseUnavailableError is thrown on as a 503 Response with
 * Retry-After and the API's `{ "error": ... }` body. React Router then does what it does with
 * any thrown Response: a resource route (/api, feeds) returns it as it is; a page renders its
 * ErrorBoundary with status 503 ("We'll be right back"), and the boundary route's `headers`
 * (added here when the route has none) passes Retry-After on to the document.
 */
export function answerDatabaseOutages(build: ServerBuild): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    routes[id] = route && { ...route, module: withOutageAnswers(route.module) };
  }
  return { ...build, routes };
}

function withOutageAnswers(module: RouteModule): RouteModule {
  const wrapped: RouteModule = { ...module };
  if (module.loader) wrapped.loader = answerOutages(module.loader);
  if (module.action) wrapped.action = answerOutages(module.action);
  const page = module.default != null || module.ErrorBoundary != null;
  if (page && !module.headers) wrapped.headers = passRetryAfter;
  return wrapped;
}

function answerOutages(handler: Handler): Handler {
  return async (args) => {
    try {
      return await handler(args);
    } catch (error) {
      if (error instanceof DatabaseUnavailableError) throw outageResponse(error.retryAfterSeconds);
      throw error;
    }
  };
}

/** The 503 of a database outage, with Retry-After and the API's `{ error }` body. */
export function outageResponse(retryAfterSeconds: number): Response {
  return apiError(503, OUTAGE_MESSAGE, {}, { "Retry-After": String(retryAfterSeconds) });
}

/** As React Router does for a route without `headers`, plus the thrown 503's Retry-After. */
const passRetryAfter: HeadersFunction = ({ parentHeaders, errorHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = errorHeaders?.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};
