import type { AppLoadContext } from "react-router";
import { apiError } from "#app/lib/http.server.ts";
import { tooManyRequests } from "#app/lib/rate-limit.server.ts";
import { dayOf } from "#app/lib/stats-range.ts";
import { saltOf } from "#app/models/page-views.server.ts";
import { searchPosts } from "#app/models/search.server.ts";
import { pageViewQueue, spend } from "#app/services/wiring.server.ts";
import { forwardPageView } from "./forward.server.ts";
import {
  deviceClass,
  isBotAgent,
  parsePageViewBody,
  referrerSource,
  refusesTracking,
  searchTerm,
  visitorHash,
} from "./page-view.server.ts";
import { isPrivatePath } from "./private-pages.ts";
import { publicPagePath, type ReaderPage } from "./public-pages.server.ts";

declare module "react-router" {
  interface AppLoadContext {
    /**
     * A page URL (path and query) as the server's routes read it: its route, parameters,
     * canonical path and the query the page cache keys it by; undefined when it is no reader
     * page (server/express-app.ts; server/page-cache/page-key.ts `readerPages`).
     */
    readerPage?: (url: string) => ReaderPage | undefined;
  }
}

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
  /**
   * The page a URL is as the server's routes read it, or undefined when it is no reader page
   * (server/page-cache/page-key.ts `readerPages`); absent (a route module called without a server):
   * no URL is a page.
   */
  readerPage?: (url: string) => ReaderPage | undefined;
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
    readerPage: context.readerPage,
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
 * recorded for bots, `DNT: 1` or `Sec-GPC: 1` (204 all the same); 400 for a body we do not take
 * or a URL that is no page of the site now (app/features/analytics/public-pages.server.ts);
 * 429 past the client's budgets: 60 records a minute (spent before the URL is looked at, so that
 * a flood of made-up URLs costs no more than that), and 1,000 pages stored a day.
 */
export async function recordBeacon(beacon: Beacon): Promise<BeaconOutcome> {
  const parsed = parsePageViewBody(beacon.body);
  if (!parsed.ok) return { status: 400, error: parsed.message };
  const view = parsed.value;
  // A URL that carries a credential (an unsubscribe or preview link) or is no reader's page is
  // refused before anything else: never stored, never forwarded, whoever sends it.
  if (isPrivatePath(view.path)) return notAPage(view.path);
  if (refusesTracking(beacon) || isBotAgent(beacon.userAgent)) return { status: 204 };
  const client = { clientAddress: beacon.clientAddress };
  const verdict = await spend(client, "pageView");
  if (!verdict.ok) return tooMany(verdict);
  const page = beacon.readerPage?.(view.path);
  const path = page && (await publicPagePath(page));
  if (path === undefined || isPrivatePath(path)) return notAPage(view.path);
  const stored = await spend(client, "pageViewDay");
  if (!stored.ok) return tooMany(stored);
  const day = dayOf(new Date());
  const term = searchTerm(path) ?? "";
  const recorded = {
    day,
    path,
    source:
      referrerSource({ pageUrl: view.path, referrer: view.referrer, siteHost: beacon.siteHost }) ??
      "",
    device: deviceClass(beacon.userAgent),
    visitor: visitorHash(await saltOf(day), beacon.clientAddress ?? "", beacon.userAgent),
    search_term: term,
    search_results: term ? (await searchPosts({ term, limit: 1 })).total : 0,
  };
  pageViewQueue.record(recorded);
  await forwardPageView(recorded);
  return { status: 204 };
}

function tooMany(verdict: { retryAfterSeconds: number }): BeaconOutcome {
  return { status: 429, error: "", retryAfterSeconds: verdict.retryAfterSeconds };
}

function notAPage(path: string): BeaconOutcome {
  return { status: 400, error: `${path} is not a page of this site.` };
}
