import { timingSafeEqual } from "node:crypto";
import { type AppLoadContext, data } from "react-router";
import { env } from "#app/env.server.ts";
import { notFound } from "#app/lib/error-page.ts";
import { PRIVATE_HEADERS } from "#app/lib/http.server.ts";
import { budgetSpent, refund, spend } from "#app/services/wiring.server.ts";

const CHALLENGE = 'Basic realm="Wanderlust stats", charset="UTF-8"';

/** The password of an `Authorization: Basic` header (any user name), else undefined. */
function basicPassword(header: string | null): string | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? "");
  if (!match) return undefined;
  const pair = Buffer.from(match[1]!, "base64").toString("utf8");
  const colon = pair.indexOf(":");
  return colon < 0 ? undefined : pair.slice(colon + 1);
}

function samePassword(given: string, wanted: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(wanted);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Lets the owners in to `/stats`: HTTP Basic with STATS_PASSWORD. Unset: the page does not exist
 * (404). No or a wrong password: 401 with the challenge. Each wrong password spends one of the
 * client's `statsLogin` guesses (per address, IPv6 per /56, behind TRUST_PROXY's proxies); once
 * they are spent every request of the client is a 429 until the window ends, the right password
 * too: else a 429 would only mean "wrong" and guessing would go on at the server's speed.
 */
export async function requireStatsPassword(
  request: Request,
  context: AppLoadContext,
): Promise<void> {
  const wanted = env().STATS_PASSWORD;
  if (!wanted) throw notFound("page");
  const given = basicPassword(request.headers.get("Authorization"));
  const headers = { ...PRIVATE_HEADERS, "WWW-Authenticate": CHALLENGE };
  // A password is compared only after it has taken a guess from the budget (so a burst of tries
  // sent at once gets no more than the budget), and the right one gives it back: only wrong
  // passwords count. Without one, nothing is spent but a spent budget still answers 429.
  const verdict =
    given === undefined
      ? await budgetSpent(context, "statsLogin")
      : await spend(context, "statsLogin");
  if (!verdict.ok) {
    throw data("Too many wrong passwords: try again later.", {
      status: 429,
      headers: { ...PRIVATE_HEADERS, "Retry-After": String(verdict.retryAfterSeconds) },
    });
  }
  if (given !== undefined && samePassword(given, wanted)) {
    await refund(context, "statsLogin");
    return;
  }
  throw data("The figures are the owners' alone: sign in with the stats password.", {
    status: 401,
    headers,
  });
}
