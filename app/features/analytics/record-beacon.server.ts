import type { AppLoadContext } from "react-router";
import { forwardPageView } from "#app/features/analytics/forward.server.ts";
import { apiError } from "#app/lib/http.server.ts";
import {
  deviceClass,
  isBotAgent,
  parsePageViewBody,
  referrerSource,
  refusesTracking,
} from "#app/lib/page-view.ts";
import { spend, tooManyRequests } from "#app/lib/rate-limit.server.ts";
import { searchTerm } from "#app/lib/search-term.ts";
import { dayOf } from "#app/lib/stats-range.ts";
import { visitorHash } from "#app/lib/visitor-hash.server.ts";
import { recordPageView } from "#app/models/page-view-writes.server.ts";
import { recordSearch, saltOf } from "#app/models/page-views.server.ts";
import { searchPosts } from "#app/models/search.server.ts";

/** What a page-view record is made from, however it arrived. */
export interface Beacon {
  /** The body: JSON `{ path, referrer? }`. */
  body: string;
  userAgent: string;
  dnt: string | null;
  gpc: string | null;
  /** The client, as the rate limits key it (clientKey of its address). */
  clientAddress?: string;
  /** The site's host as the request named it (a referrer from it is no referring site). */
  siteHost: string;
  /** The page's canonical form, or undefined when it is no page (server/page-key.ts). */
  canonicalPage?: (url: string) => string | undefined;
}

/** The outcome of a beacon: 204, or a status with its message (and Retry-After for 429). */
export type BeaconOutcome =
  | { status: 204 }
  | { status: 400 | 429; error: string; retryAfterSeconds?: number };

/** A beacon from a Fetch request (the route module's calls) and its body. */
export function beaconOf(request: Request, context: AppLoadContext, body: string): Beacon {
  return {
    body,
    userAgent: request.headers.get("User-Agent") ?? "",
    dnt: request.headers.get("DNT"),
    gpc: request.headers.get("Sec-GPC"),
    clientAddress: context.clientAddress,
    siteHost: new URL(request.url).host,
    // Called directly (the API tests), a route module has no server to say what its pages are.
    canonicalPage: context.canonicalPage,
  };
}

/** The answer to a beacon's outcome (204, or the API's `{ error }` JSON with its status). */
export function beaconAnswer(outcome: BeaconOutcome): Response {
  if (outcome.status === 204) {
    return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
  }
  if (outcome.status === 429) {
    return tooManyRequests({ retryAfterSeconds: outcome.retryAfterSeconds ?? 60 });
  }
  return apiError(outcome.status, outcome.error);
}

/**
 * Records one page view from a beacon: the one way it is done, for this route (the no-JS pixel,
 * direct calls) and for the POSTs server/page-view-beacons.ts answers before Express. Nothing is
 * recorded for bots, `DNT: 1` or `Sec-GPC: 1` (204 all the same); 400 for a body or path we do
 * not take; 429 past the client's budget.
 */
export async function recordBeacon(beacon: Beacon): Promise<BeaconOutcome> {
  const parsed = parsePageViewBody(beacon.body);
  if (!parsed.ok) return { status: 400, error: parsed.message };
  const view = parsed.value;
  if (refusesTracking(beacon) || isBotAgent(beacon.userAgent)) return { status: 204 };
  const path = beacon.canonicalPage ? beacon.canonicalPage(view.path) : view.path;
  if (path === undefined) return { status: 400, error: `${view.path} is not a page of this site.` };
  const verdict = await spend({ clientAddress: beacon.clientAddress }, "pageView");
  if (!verdict.ok) {
    return { status: 429, error: "", retryAfterSeconds: verdict.retryAfterSeconds };
  }
  const day = dayOf(new Date());
  const recorded = {
    day,
    path,
    source:
      referrerSource({ pageUrl: view.path, referrer: view.referrer, siteHost: beacon.siteHost }) ??
      "",
    device: deviceClass(beacon.userAgent),
    visitor: visitorHash(await saltOf(day), beacon.clientAddress ?? "", beacon.userAgent),
  };
  recordPageView(recorded);
  await forwardPageView(recorded);
  const term = searchTerm(path);
  if (term) {
    const { total } = await searchPosts({ term, limit: 1 });
    await recordSearch({ day, term, results: total });
  }
  return { status: 204 };
}
