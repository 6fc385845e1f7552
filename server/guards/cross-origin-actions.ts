import { data, type ServerBuild } from "react-router";

type RouteModule = NonNullable<ServerBuild["routes"][string]>["module"];
type Action = NonNullable<RouteModule["action"]>;

/** What a page's action answers a form sent from another site (the page's error view, 400). */
const CROSS_ORIGIN_MESSAGE = "This form was sent from another site: nothing was done.";

/** At most this many log lines a minute about refused cross-origin posts; then one summary. */
const LOG_LINES_PER_MINUTE = 5;

/**
 * React Router refuses an action whose `Origin` is not the request's own (a cross-site form post),
 * but it logs a stack trace each time (~750 bytes, unlimited: a flood of them filled the log) and
 * answers a bare `text/plain` "Bad Request". Here the same check runs in each page's action
 * instead: the answer is the page's designed error view with 400, the log gets one short line,
 * at most LOG_LINES_PER_MINUTE a minute, and React Router's own check is turned off
 * (`allowedActionOrigins: ["**"]`). Resource routes (/api) were never checked, and are not.
 * RFC 8058 one-click unsubscribes come without their `Origin` (server/express-middleware.ts).
 */
export function refuseCrossOriginActions(build: ServerBuild): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    const module = route?.module;
    const page = module?.default != null;
    routes[id] =
      route && module?.action && page
        ? { ...route, module: { ...module, action: sameOriginOnly(module.action) } }
        : route;
  }
  return { ...build, routes, allowedActionOrigins: ["**"] };
}

/** Whether a request's `Origin` (if any) is the request URL's own origin, as React Router compares. */
export function fromSameOrigin(request: Request): boolean {
  const origin = request.headers.get("Origin");
  if (origin === null) return true;
  if (origin === "null") return false;
  try {
    return new URL(origin).origin === new URL(request.url).origin;
  } catch {
    return false;
  }
}

function sameOriginOnly(action: Action): Action {
  return (args) => {
    if (fromSameOrigin(args.request)) return action(args);
    logRefusal(args.request);
    throw data(CROSS_ORIGIN_MESSAGE, { status: 400, statusText: "Bad Request" });
  };
}

let windowStart = 0;
let logged = 0;
let suppressed = 0;

function logRefusal(request: Request): void {
  const now = Date.now();
  if (now - windowStart >= 60_000) {
    if (suppressed > 0) console.warn(`400 cross-origin posts: ${suppressed} more not logged`);
    windowStart = now;
    logged = 0;
    suppressed = 0;
  }
  if (logged >= LOG_LINES_PER_MINUTE) {
    suppressed++;
    return;
  }
  logged++;
  const origin = JSON.stringify((request.headers.get("Origin") ?? "").slice(0, 100));
  const path = JSON.stringify(new URL(request.url).pathname.slice(0, 120));
  console.warn(`400 ${request.method} ${path}: cross-origin post from ${origin} refused`);
}
