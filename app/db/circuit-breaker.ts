/**
 * Remembers that a resource (the database) just failed, so callers stop waiting on it: after a
 * failure the breaker is open for `openMs` and every caller is refused at once; then one caller at
 * a time may try again (half-open) until a success closes it or a failure opens it again. A trial
 * that never reports back frees its turn after `trialMs`. Pure: the caller passes the time.
 */
export type BreakerState = "closed" | "open" | "half-open";

export interface CircuitBreakerOptions {
  /** How long a failure refuses callers before the next trial. */
  openMs: number;
  /** How long one trial may take before another caller gets to try. */
  trialMs: number;
}

export class CircuitBreaker {
  readonly #options: CircuitBreakerOptions;
  /** 0 while closed; else when the next trial may start. */
  #retryAt = 0;
  /** When the running trial's turn ends (0: no trial running). */
  #trialUntil = 0;

  constructor(options: CircuitBreakerOptions) {
    this.#options = options;
  }

  state(now: number): BreakerState {
    if (this.#retryAt === 0) return "closed";
    return now < this.#retryAt ? "open" : "half-open";
  }

  /** May a caller use the resource now? Half-open: yes for one caller per trial. */
  allow(now: number): boolean {
    const state = this.state(now);
    if (state === "closed") return true;
    if (state === "open") return false;
    if (now < this.#trialUntil) return false;
    this.#trialUntil = now + this.#options.trialMs;
    return true;
  }

  /** The resource answered: close. Returns true when this ended an outage. */
  success(): boolean {
    const wasOpen = this.#retryAt !== 0;
    this.#retryAt = 0;
    this.#trialUntil = 0;
    return wasOpen;
  }

  /** The resource failed: open (again). Returns true when this started an outage. */
  failure(now: number): boolean {
    const wasClosed = this.#retryAt === 0;
    this.#retryAt = now + this.#options.openMs;
    this.#trialUntil = 0;
    return wasClosed;
  }

  /** Whole seconds a refused caller should wait before trying again (Retry-After), at least 1. */
  retryAfterSeconds(now: number): number {
    const wait = this.#retryAt === 0 ? 0 : this.#retryAt - now;
    return Math.max(1, Math.ceil(wait / 1000));
  }
}
