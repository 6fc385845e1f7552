import { describe, expect, it } from "vitest";
import { CircuitBreaker } from "#app/db/circuit-breaker.ts";

const options = { openMs: 2000, trialMs: 6000 };

describe("CircuitBreaker", () => {
  it("lets everyone through while closed", () => {
    const breaker = new CircuitBreaker(options);
    expect(breaker.state(0)).toBe("closed");
    expect([0, 1, 2].map((t) => breaker.allow(t))).toEqual([true, true, true]);
    expect(breaker.retryAfterSeconds(0)).toBe(1);
  });

  it("refuses everyone at once for openMs after a failure, with the seconds left", () => {
    const breaker = new CircuitBreaker(options);
    expect(breaker.failure(1000)).toBe(true);
    expect(breaker.state(1000)).toBe("open");
    expect(breaker.allow(1000)).toBe(false);
    expect(breaker.allow(2999)).toBe(false);
    expect(breaker.retryAfterSeconds(1000)).toBe(2);
    expect(breaker.retryAfterSeconds(2500)).toBe(1);
    // A second failure while open extends it but does not start a new outage.
    expect(breaker.failure(1500)).toBe(false);
    expect(breaker.allow(3400)).toBe(false);
  });

  it("then lets one caller try at a time; success closes, failure opens again", () => {
    const breaker = new CircuitBreaker(options);
    breaker.failure(0);
    expect(breaker.state(2000)).toBe("half-open");
    expect(breaker.allow(2000)).toBe(true);
    expect(breaker.allow(2001)).toBe(false);
    expect(breaker.failure(2500)).toBe(false);
    expect(breaker.allow(3000)).toBe(false);
    expect(breaker.allow(4500)).toBe(true);
    expect(breaker.allow(4501)).toBe(false);
    expect(breaker.success()).toBe(true);
    expect(breaker.state(4600)).toBe("closed");
    expect(breaker.allow(4600)).toBe(true);
    expect(breaker.success()).toBe(false);
  });

  it("gives the turn to another caller when a trial never reports back", () => {
    const breaker = new CircuitBreaker(options);
    breaker.failure(0);
    expect(breaker.allow(2000)).toBe(true);
    expect(breaker.allow(7999)).toBe(false);
    expect(breaker.allow(8000)).toBe(true);
  });
});
