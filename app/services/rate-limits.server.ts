import { createHash } from "node:crypto";
import type pg from "pg";
import {
  RateLimiterCluster,
  RateLimiterClusterMaster,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
} from "rate-limiter-flexible";
import type { AppLoadContext } from "react-router";
import { normaliseEmail } from "#app/lib/email.server.ts";
import { type Action, BUDGETS, type Budget, type Verdict } from "#app/lib/rate-limit.server.ts";

const ALLOWED: Verdict = { ok: true };

type Limiter = RateLimiterMemory | RateLimiterPostgres | RateLimiterCluster;

/** A worker waits this long for the primary's answer, then decides alone (see RateLimits). */
const PRIMARY_ANSWER_MS = 1000;

/**
 * The primary of WORKERS on SQLite keeps every budget's counters in its memory and answers its
 * workers over the cluster's channel (rate-limiter-flexible's RateLimiterClusterMaster), so the
 * workers share one budget as they do through PostgreSQL's table. server/start.js calls it before
 * it forks; harmless on PostgreSQL, where the workers never ask.
 */
export function shareRateLimitsWithWorkers(): void {
  new RateLimiterClusterMaster();
}

/**
 * The counters of every budget, on rate-limiter-flexible: in PostgreSQL's `rate_limits` table
 * (migration 004) so that all workers and machines share one budget; on SQLite in this process's
 * memory, or as a worker of WORKERS in its primary's (shareRateLimitsWithWorkers). If PostgreSQL
 * fails, an in-memory limiter with the same budget decides meanwhile (the library's insurance
 * limiter), so a database hiccup never fails a request here and never lifts the limits; a
 * worker whose primary does not answer within a second decides with its own memory likewise.
 */
export class RateLimits {
  private readonly limiters: Record<Action, Limiter>;
  /** A worker's own counters, while its primary does not answer (SQLite and WORKERS only). */
  private readonly insurance = new Map<Action, RateLimiterMemory>();
  private readonly budgets: Record<Action, Budget>;

  constructor(
    store: { pgPool?: pg.Pool; askPrimary?: boolean } = {},
    budgets: Record<Action, Budget> = BUDGETS,
  ) {
    this.budgets = budgets;
    const make = (action: Action): Limiter => {
      const { points, seconds } = budgets[action];
      const options = { keyPrefix: action, points, duration: seconds };
      if (!store.pgPool && store.askPrimary) {
        return new RateLimiterCluster({ ...options, timeoutMs: PRIMARY_ANSWER_MS });
      }
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
      comment: make("comment"),
      commentDay: make("commentDay"),
      lookup: make("lookup"),
      demoForm: make("demoForm"),
      view: make("view"),
      pageView: make("pageView"),
      pageViewDay: make("pageViewDay"),
      statsLogin: make("statsLogin"),
    };
  }

  /** Spends one unit of `action`'s budget for `key`; refused once the window's budget is spent. */
  async consume(action: Action, key: string): Promise<Verdict> {
    try {
      await this.limiters[action].consume(key);
      return ALLOWED;
    } catch (outcome) {
      if (outcome instanceof RateLimiterRes) return refused(outcome);
      // Only RateLimiterCluster rejects with an Error: the primary did not answer in time.
      if (!(this.limiters[action] instanceof RateLimiterCluster)) throw outcome;
      try {
        await this.insured(action).consume(key);
        return ALLOWED;
      } catch (insured) {
        if (insured instanceof RateLimiterRes) return refused(insured);
        throw insured;
      }
    }
  }

  /**
   * Gives back one unit `key` spent in the window (a view of a post that does not exist, the
   * right stats password). A worker whose primary does not answer keeps it spent.
   */
  async giveBack(action: Action, key: string): Promise<void> {
    const insured = this.insurance.get(action);
    if (await insured?.get(key)) await insured!.reward(key);
    await this.limiters[action].reward(key).catch((error) => {
      if (!(this.limiters[action] instanceof RateLimiterCluster)) throw error;
    });
  }

  /**
   * Whether `key` has spent the whole of `action`'s budget in the window, spending nothing: then
   * refused, with the time left, as `consume` would refuse.
   */
  async spent(action: Action, key: string): Promise<Verdict> {
    let state: RateLimiterRes | null;
    try {
      state = await this.limiters[action].get(key);
    } catch (error) {
      if (!(this.limiters[action] instanceof RateLimiterCluster)) throw error;
      state = await this.insured(action).get(key);
    }
    return state && state.consumedPoints >= this.budgets[action].points ? refused(state) : ALLOWED;
  }

  private insured(action: Action): RateLimiterMemory {
    let limiter = this.insurance.get(action);
    if (!limiter) {
      const { points, seconds } = this.budgets[action];
      limiter = new RateLimiterMemory({ keyPrefix: action, points, duration: seconds });
      this.insurance.set(action, limiter);
    }
    return limiter;
  }
}

function refused(outcome: RateLimiterRes): Verdict {
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)) };
}

type ClientAction = Exclude<Action, "subscribeEmail">;

/** The rate limits as the routes spend them, per request's client. */
export interface RateLimiting {
  /**
   * Spends one unit of `action`'s budget for the request's client (and `scope` within it: a post
   * for views). Requests that did not come over HTTP (a route module called directly, as the API
   * tests do) carry no client and are not limited; neither is anything while `limits` gives none.
   */
  spend(
    context: AppLoadContext | undefined,
    action: ClientAction,
    scope?: string,
  ): Promise<Verdict>;
  /** Gives back the unit `spend(context, action, scope)` took. */
  refund(context: AppLoadContext | undefined, action: ClientAction, scope?: string): Promise<void>;
  /**
   * Whether the request's client has spent its whole `action` budget in the window (refused, with
   * the time left), spending nothing. Requests without a client, or no limits: allowed.
   */
  budgetSpent(context: AppLoadContext | undefined, action: ClientAction): Promise<Verdict>;
  /**
   * Spends one sign-up of an email address, whoever sends it, keyed on the address exactly as the
   * database stores it (`normaliseEmail`: a full-width or ASCII-encoded spelling of the domain is
   * the same address, and the same budget). The key is a hash: the counters never hold an address.
   */
  spendForEmail(context: AppLoadContext | undefined, email: string): Promise<Verdict>;
}

/**
 * The rate limits on the counters `limits` gives (undefined: nothing is limited, RATE_LIMIT=off);
 * app/services/wiring.server.ts gives the process database's.
 */
export function createRateLimiting(deps: {
  limits: () => Promise<RateLimits | undefined>;
}): RateLimiting {
  const forClient = async (context: AppLoadContext | undefined) => {
    const client = context?.clientAddress;
    const limits = client ? await deps.limits() : undefined;
    return client && limits ? { client, limits } : undefined;
  };
  const keyOf = (client: string, scope?: string) =>
    scope === undefined ? client : `${client}|${scope}`;
  return {
    async spend(context, action, scope) {
      const found = await forClient(context);
      return found ? found.limits.consume(action, keyOf(found.client, scope)) : ALLOWED;
    },
    async refund(context, action, scope) {
      const found = await forClient(context);
      if (found) await found.limits.giveBack(action, keyOf(found.client, scope));
    },
    async budgetSpent(context, action) {
      const found = await forClient(context);
      return found ? found.limits.spent(action, found.client) : ALLOWED;
    },
    async spendForEmail(context, email) {
      const found = await forClient(context);
      if (!found) return ALLOWED;
      const key = createHash("sha256").update(normaliseEmail(email)).digest("base64url");
      return found.limits.consume("subscribeEmail", key);
    },
  };
}
