import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader } from "#app/features/analytics/stats.tsx";
import { clientKey } from "#app/lib/client-key.ts";
import { BUDGETS } from "#app/lib/rate-limit.server.ts";
import { DIALECTS, freshDatabase } from "#tests/setup/database.ts";

/**
 * Issue 44, item 3: the /stats guess budget holds. Past the documented 10 wrong passwords in 10
 * minutes a client gets 429 whatever it sends, the right password included, until its window
 * passes; the owner at another address is not locked out; IPv6 addresses count per /56 (the
 * client key server/express-app.ts gives the load context from `req.ip`, TRUST_PROXY's client).
 */
const PASSWORD = "family-trips-2026";
process.env.STATS_PASSWORD = PASSWORD;

const basic = (password: string) => `Basic ${Buffer.from(`owner:${password}`).toString("base64")}`;

/** The /stats loader's answer to `address` (as the server keys it), with this password or none. */
async function stats(address: string, password?: string) {
  const request = new Request("http://localhost/stats", {
    headers: password === undefined ? {} : { Authorization: basic(password) },
  });
  const context = { clientAddress: clientKey(address) };
  try {
    await loader({ request, params: {}, context } as never);
    return { status: 200, retryAfter: null };
  } catch (thrown) {
    const init = (thrown as { init?: ResponseInit }).init;
    if (!init?.status) throw thrown;
    const headers = new Headers(init.headers);
    return { status: init.status, retryAfter: headers.get("Retry-After") };
  }
}

describe.each(DIALECTS)("the /stats password budget on %s", (dialect) => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    fresh = await freshDatabase(dialect);
  });
  afterAll(async () => fresh.drop());

  it("is the documented 10 wrong passwords in 10 minutes", () => {
    expect(BUDGETS.statsLogin).toEqual({ points: 10, seconds: 600 });
  });

  it("answers 429 to the locked address whatever it sends, the right password too; 200 elsewhere", async () => {
    const locked = "203.0.113.70";
    // The owner may come back as often as they like: the right password spends nothing.
    for (let i = 0; i < 12; i++) expect((await stats(locked, PASSWORD)).status).toBe(200);
    const wrong = [];
    for (let i = 0; i < 10; i++) wrong.push((await stats(locked, `guess-${i}`)).status);
    expect(wrong).toEqual(Array(10).fill(401));
    for (const password of ["guess-10", PASSWORD, undefined]) {
      const answer = await stats(locked, password);
      expect(answer.status, String(password)).toBe(429);
      expect(Number(answer.retryAfter)).toBeGreaterThan(500);
      expect(Number(answer.retryAfter)).toBeLessThanOrEqual(600);
    }
    // A burst at once gets nothing more: every one is refused before its password is compared.
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => stats(locked, i === 7 ? PASSWORD : `burst-${i}`)),
    );
    expect(burst.map((a) => a.status)).toEqual(Array(20).fill(429));
    // The owner at another address is not locked out.
    expect((await stats("198.51.100.70", PASSWORD)).status).toBe(200);
  });

  it("lets no more than the budget through a burst of guesses sent at once", async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => stats("203.0.113.71", `guess-${i}`)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
  });

  it("counts IPv6 addresses per /56: two addresses of one /56 share a budget", async () => {
    for (let i = 0; i < 10; i++) {
      expect((await stats("2001:db8:4:1200::1", `guess-${i}`)).status).toBe(401);
    }
    // Another address of the same /56 (another /64 even): locked too.
    expect((await stats("2001:db8:4:12ff:aaaa::2", PASSWORD)).status).toBe(429);
    // The next /56: not.
    expect((await stats("2001:db8:4:1300::1", PASSWORD)).status).toBe(200);
  });
});
