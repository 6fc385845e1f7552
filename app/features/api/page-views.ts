import type { AppLoadContext } from "react-router";
import { z } from "zod";
import { forwardPageView } from "#app/features/analytics/forward.server.ts";
import { apiError, parseQuery, readBodyText } from "#app/lib/http.server.ts";
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
import { recordPageView, recordSearch, saltOf } from "#app/models/page-views.server.ts";
import { searchPosts } from "#app/models/search.server.ts";
import type { Route } from "./+types/page-views";

declare module "react-router" {
  interface AppLoadContext {
    /**
     * A page URL (path and query) in the form the page cache keys it, with only the query
     * parameters the page reads, or undefined when it is not a page of the site
     * (server/express-app.ts; server/page-key.ts).
     */
    canonicalPage?: (url: string) => string | undefined;
  }
}

/** A 1x1 transparent GIF: the answer to the no-JavaScript pixel. */
const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

/**
 * POST /api/page-views: the page-view beacon (app/features/analytics/page-view-beacon.tsx), a JSON
 * `{ path, referrer }` sent after the page has loaded. 204 when recorded or deliberately not
 * (a bot, `DNT: 1`, `Sec-GPC: 1`); 400 for a body or path we do not take; 429 past the client's
 * budget.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return apiError(405, "Send page views with POST.", {}, { Allow: "GET, HEAD, POST" });
  }
  const body = await readBodyText(request, 4096);
  if (!body.ok) return body.response;
  const parsed = parsePageViewBody(body.text);
  if (!parsed.ok) return apiError(400, parsed.message);
  return record(request, context, parsed.value);
}

/**
 * GET /api/page-views?path=/x: the same record, from the `<noscript>` image of a reader without
 * JavaScript (no referrer: the page's own request carried it, not this one). Answers the image.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseQuery(request, z.object({ path: z.string().optional() }));
  if (!query.ok) return query.response;
  const parsed = parsePageViewBody(JSON.stringify({ path: query.data.path ?? "" }));
  if (!parsed.ok) return apiError(400, parsed.message);
  const answer = await record(request, context, parsed.value);
  if (answer.status !== 204) return answer;
  return new Response(PIXEL, {
    headers: { "Content-Type": "image/gif", "Cache-Control": "no-store" },
  });
}

async function record(
  request: Request,
  context: AppLoadContext,
  view: { path: string; referrer?: string },
): Promise<Response> {
  const done = new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
  const userAgent = request.headers.get("User-Agent") ?? "";
  const refused = refusesTracking({
    dnt: request.headers.get("DNT"),
    gpc: request.headers.get("Sec-GPC"),
  });
  if (refused || isBotAgent(userAgent)) return done;
  // Called directly (the API tests), a route module has no server to say what its pages are.
  const path = context.canonicalPage ? context.canonicalPage(view.path) : view.path;
  if (path === undefined) return apiError(400, `${view.path} is not a page of this site.`);
  const verdict = await spend(context, "pageView");
  if (!verdict.ok) return tooManyRequests(verdict);
  const now = new Date();
  const day = dayOf(now);
  const siteHost = new URL(request.url).host;
  const recorded = {
    day,
    path,
    source: referrerSource({ pageUrl: view.path, referrer: view.referrer, siteHost }) ?? "",
    device: deviceClass(userAgent),
    visitor: visitorHash(await saltOf(day), context.clientAddress ?? "", userAgent),
  };
  await recordPageView(recorded);
  await forwardPageView(recorded);
  const term = searchTerm(path);
  if (term) {
    const { total } = await searchPosts({ term, limit: 1 });
    await recordSearch({ day, term, results: total });
  }
  return done;
}
