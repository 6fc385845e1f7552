import { createHash } from "node:crypto";
import type pg from "pg";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import type { AppLoadContext } from "react-router";
import { type Database, database } from "#app/db/client.server.ts";
import { env } from "#app/env.server.ts";
import { apiError } from "#app/lib/http.server.ts";
import { normaliseEmail } from "#app/models/subscriptions.server.ts";

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
  /** The template pages' demo forms (login, sign-up, dashboard...), which store nothing. */
  demoForm: { points: 30, seconds: 60 },
  /** Article views: one counted per client and post in the window; repeats count nothing. */
  view: { points: 1, seconds: 30 * 60 },
  /** Page-view records (`/api/page-views`): a reader reads far fewer pages than this a minute. */
  pageView: { points: 60, seconds: 60 },
  /** Wrong passwords at `/stats`, per client. */
  statsLogin: { points: 10, seconds: 10 * 60 },
} as const satisfies Record<string, Budget>;

export type Action = keyof typeof BUDGETS;

export type Verdict = { ok: true } | { ok: false; retryAfterSeconds: number };

const ALLOWED: Verdict = { ok: true };

type Limiter = RateLimiterMemory | RateLimiterPostgres;

/**
 * The counters of every budget, on rate-limiter-flexible: in this process's memory (SQLite: one
 * process), or in PostgreSQL's `rate_limits` table (migration 004) so that all workers and
 * machines share one budget. If PostgreSQL fails, an in-memory limiter with the same budget
 * decides meanwhile (the library's insurance limiter), so a database hiccup never fails a request
 * here and never lifts the limits.
 */
export class RateLimits {
  private readonly limiters: Record<Action, Limiter>;

  constructor(store: { pgPool?: pg.Pool } = {}, budgets: Record<Action, Budget> = BUDGETS) {
    const make = (action: Action): Limiter => {
      const { points, seconds } = budgets[action];
      const options = { keyPrefix: action, points, duration: seconds };
      if (!store.pgPool) return new RateLimiterMemory(options);
      return new RateLimiterPostgres({
        ...options,
        storeClient: store.pgPool,
        storeType: "pool",
        tableName: "rate_limits",
        tableCreated: true,
        // Every budget shares the table: one limiter deleting expired rows (every 5 minutes) is enough.
        clearExpiredByTimeout: action === "view",
        // A client already over its budget is refused by this process without a database write
        // for the rest of the window: a flood costs no database work.
        inMemoryBlockOnConsumed: points + 1,
        insuranceLimiter: new RateLimiterMemory(options),
      });
    };
    this.limiters = {
      subscribe: make("subscribe"),
      subscribeEmail: make("subscribeEmail"),
      contact: make("contact"),
      lookup: make("lookup"),
      demoForm: make("demoForm"),
      view: make("view"),
      pageView: make("pageView"),
      statsLogin: make("statsLogin"),
    };
  }

  /** Spends one unit of `action`'s budget for `key`; refused once the window's budget is spent. */
  async consume(action: Action, key: string): Promise<Verdict> {
    try {
      await this.limiters[action].consume(key);
      return ALLOWED;
    } catch (outcome) {
      if (!(outcome instanceof RateLimiterRes)) throw outcome;
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)) };
    }
  }

  /** Gives back what `key` spent in the window (a view of a post that does not exist). */
  async forget(action: Action, key: string): Promise<void> {
    await this.limiters[action].delete(key);
  }
}

const perDatabase = new WeakMap<Database, RateLimits>();

/** The process's rate limits, on the process database; undefined with RATE_LIMIT=off. */
async function rateLimits(): Promise<RateLimits | undefined> {
  if (env().RATE_LIMIT === "off") return undefined;
  const opened = await database();
  let limits = perDatabase.get(opened);
  if (!limits) {
    limits = new RateLimits({ pgPool: opened.pgPool });
    perDatabase.set(opened, limits);
  }
  return limits;
}

/**
 * Spends one unit of `action`'s budget for the request's client (and `scope` within it: a post
 * for views). Requests that did not come over HTTP (a route module called directly, as the API
 * tests do) carry no client and are not limited; neither is anything with RATE_LIMIT=off.
 */
export async function spend(
  context: AppLoadContext | undefined,
  action: Exclude<Action, "subscribeEmail">,
  scope?: string,
): Promise<Verdict> {
  const client = context?.clientAddress;
  const limits = client ? await rateLimits() : undefined;
  if (!client || !limits) return ALLOWED;
  return limits.consume(action, scope === undefined ? client : `${client}|${scope}`);
}

/** Gives back what `spend(context, action, scope)` took. */
export async function refund(
  context: AppLoadContext | undefined,
  action: Exclude<Action, "subscribeEmail">,
  scope?: string,
): Promise<void> {
  const client = context?.clientAddress;
  const limits = client ? await rateLimits() : undefined;
  if (!client || !limits) return;
  await limits.forget(action, scope === undefined ? client : `${client}|${scope}`);
}

/**
 * Spends one sign-up of an email address, whoever sends it, keyed on the address exactly as the
 * database stores it (`normaliseEmail`: a full-width or ASCII-encoded spelling of the domain is
 * the same address, and the same budget). The key is a hash: the counters never hold an address.
 */
export async function spendForEmail(
  context: AppLoadContext | undefined,
  email: string,
): Promise<Verdict> {
  const limits = context?.clientAddress ? await rateLimits() : undefined;
  if (!limits) return ALLOWED;
  const key = createHash("sha256").update(normaliseEmail(email)).digest("base64url");
  return limits.consume("subscribeEmail", key);
}

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
