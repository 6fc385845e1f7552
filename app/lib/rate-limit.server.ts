import { apiError } from "#app/lib/http.server.ts";

/*
 * The rate limits' budgets and answers (429, Retry-After), pure. The counters that spend them are a
 * service: app/services/rate-limits.server.ts.
 */

declare module "react-router" {
  interface AppLoadContext {
    /**
     * The client the request came from, as the rate limits key it (server/express-app.ts sets it from
     * `req.ip`, which honours TRUST_PROXY). Absent when a route module is called directly.
     */
    clientAddress?: string;
  }
}

export interface Budget {
  /** How many times in the window. */
  points: number;
  /** The window, in seconds (fixed: it starts with the first use). */
  seconds: number;
}

/**
 * One budget per action (docs/design.md#security), so one form's traffic never blocks another.
 * Each is per client unless said otherwise; README.md and docs/security.md quote these numbers.
 */
export const BUDGETS = {
  /** Newsletter sign-ups (`POST /api/CreateNewSubscription` and the no-JS `/newsletter` form). */
  subscribe: { points: 10, seconds: 10 * 60 },
  /** Sign-ups of one email address, whichever client sends them. */
  subscribeEmail: { points: 5, seconds: 60 * 60 },
  /** Contact messages: `/api/contact` and the no-JS `/contact` form spend the same budget. */
  contact: { points: 5, seconds: 10 * 60 },
  /**
   * Subscription look-ups: no probing the list. `GET /api/GetSubscriptionByEmail` and every
   * sign-up (`POST /api/CreateNewSubscription`, whose 200 or 201 tells the same) spend it; the
   * no-JS `/newsletter` form does both.
   */
  lookup: { points: 20, seconds: 60 },
  /** Readers' comments under the articles (issue 40): a few a minute... */
  comment: { points: 3, seconds: 60 },
  /** ...and a few dozen a day, per client. */
  commentDay: { points: 30, seconds: 24 * 60 * 60 },
  /** The template pages' demo forms (login, sign-up, dashboard...), which store nothing. */
  demoForm: { points: 30, seconds: 60 },
  /** Article views: one counted per client and post in the window; repeats count nothing. */
  view: { points: 1, seconds: 30 * 60 },
  /** Page-view records (`/api/page-views`): a reader reads far fewer pages than this a minute. */
  pageView: { points: 60, seconds: 60 },
  /**
   * Page views stored, per client and day: what one address can add to the raw records (a few
   * hundred KB at most), however long it keeps within the minute's budget.
   */
  pageViewDay: { points: 1_000, seconds: 24 * 60 * 60 },
  /**
   * Wrong passwords at `/stats`, per client (IPv6: per /56). Past them every request of the
   * client is refused until the window ends, the right password too (stats-auth.server.ts).
   */
  statsLogin: { points: 10, seconds: 10 * 60 },
} as const satisfies Record<string, Budget>;

export type Action = keyof typeof BUDGETS;

export type Verdict = { ok: true } | { ok: false; retryAfterSeconds: number };

const TOO_MANY_REQUESTS = "Too many requests: please wait a moment and try again.";

/** The API's 429: `{ error }` with Retry-After in seconds. */
export function tooManyRequests(verdict: { retryAfterSeconds: number }): Response {
  return apiError(
    429,
    TOO_MANY_REQUESTS,
    {},
    {
      ...retryAfter(verdict),
      "Cache-Control": "no-store",
    },
  );
}

export function retryAfter(verdict: { retryAfterSeconds: number }): Record<string, string> {
  return { "Retry-After": String(verdict.retryAfterSeconds) };
}

/**
 * A route's `headers` export where a call can be refused: React Router only sends an action's,
 * loader's or thrown answer's headers with a page or a `.data` answer when the route passes them on.
 */
export function passRetryAfter(args: {
  actionHeaders: Headers;
  loaderHeaders: Headers;
  parentHeaders: Headers;
  errorHeaders?: Headers;
}): Record<string, string> {
  const wait =
    args.errorHeaders?.get("Retry-After") ??
    args.actionHeaders.get("Retry-After") ??
    args.loaderHeaders.get("Retry-After") ??
    // A parent route's action answered (a form posted to /dashboard runs the layout's action).
    args.parentHeaders.get("Retry-After");
  return wait ? { "Retry-After": wait } : {};
}
