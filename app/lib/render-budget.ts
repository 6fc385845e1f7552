import { LRUCache } from "lru-cache";
import { clientKey } from "#app/lib/client-key.ts";

interface Bucket {
  tokens: number;
  /** performance.now() of the last refill. */
  at: number;
}

/**
 * Uncached page renders per client (a token bucket each): `burst` at once, then `perSecond`. A
 * miss of the page cache renders a page (a heavy one takes seconds of CPU), a hit costs next to
 * nothing, so only misses draw on it. In memory, per process; the buckets of at most `maxClients`
 * addresses are kept (least recently seen out first: a forgotten client starts full again, which
 * it would be after `burst / perSecond` seconds idle anyway). IPv6 addresses count per /56, as
 * the rate limits do (app/lib/client-key.ts), so one host cannot pick a fresh address per request.
 *
 * Synchronous on purpose (it runs in the bare Node handler before Express): a few lines over
 * lru-cache rather than rate-limiter-flexible's promise-based memory limiter.
 */
export class RenderBudget {
  readonly #buckets: LRUCache<string, Bucket>;
  readonly #perSecond: number;
  readonly #burst: number;

  constructor(options: { perSecond: number; burst: number; maxClients?: number }) {
    this.#perSecond = options.perSecond;
    this.#burst = Math.max(1, options.burst);
    this.#buckets = new LRUCache<string, Bucket>({ max: options.maxClients ?? 50_000 });
  }

  get enabled(): boolean {
    return this.#perSecond > 0;
  }

  /** Takes one render for the client: 0 when allowed, else the seconds until one is free. */
  take(address: string, now: number = performance.now()): number {
    if (!this.enabled) return 0;
    const key = clientKey(address);
    const bucket = this.#buckets.get(key) ?? { tokens: this.#burst, at: now };
    bucket.tokens = Math.min(
      this.#burst,
      bucket.tokens + ((now - bucket.at) / 1000) * this.#perSecond,
    );
    bucket.at = now;
    this.#buckets.set(key, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / this.#perSecond));
  }
}
