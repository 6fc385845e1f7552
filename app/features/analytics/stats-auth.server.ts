import { timingSafeEqual } from "node:crypto";
import { type AppLoadContext, data } from "react-router";
import { env } from "#app/env.server.ts";
import { notFound } from "#app/lib/error-page.ts";
import { PRIVATE_HEADERS } from "#app/lib/http.server.ts";
import { spend } from "#app/lib/rate-limit.server.ts";

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
 * (404). No or a wrong password: 401 with the challenge; wrong passwords spend the client's
 * `statsLogin` budget, and past it every try is a 429 for the rest of the window.
 */
export async function requireStatsPassword(
  request: Request,
  context: AppLoadContext,
): Promise<void> {
  const wanted = env().STATS_PASSWORD;
  if (!wanted) throw notFound("page");
  const given = basicPassword(request.headers.get("Authorization"));
  if (given !== undefined && samePassword(given, wanted)) return;
  const headers = { ...PRIVATE_HEADERS, "WWW-Authenticate": CHALLENGE };
  if (given !== undefined) {
    const verdict = await spend(context, "statsLogin");
    if (!verdict.ok) {
      throw data("Too many wrong passwords: try again later.", {
        status: 429,
        headers: { ...headers, "Retry-After": String(verdict.retryAfterSeconds) },
      });
    }
  }
  throw data("The figures are the owners' alone: sign in with the stats password.", {
    status: 401,
    headers,
  });
}
