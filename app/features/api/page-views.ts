import { z } from "zod";
import {
  beaconAnswer,
  beaconOf,
  MAX_BEACON_BYTES,
  recordBeacon,
} from "#app/features/analytics/record-beacon.public.server.ts";
import { apiError, parseQuery } from "#app/lib/http.server.ts";
import { readBodyText } from "#app/services/request-body.server.ts";
import type { Route } from "./+types/page-views";

/** A 1x1 transparent GIF: the answer to the no-JavaScript pixel. */
const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

/**
 * POST /api/page-views: the page-view beacon (app/features/analytics/page-view-beacon.public.tsx), a JSON
 * `{ path, referrer }` sent after the page has loaded. 204 when recorded or deliberately not
 * (a bot, `DNT: 1`, `Sec-GPC: 1`); 400 for a body or path we do not take; 429 past the client's
 * budget.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return apiError(405, "Send page views with POST.", {}, { Allow: "GET, HEAD, POST" });
  }
  const body = await readBodyText(request, MAX_BEACON_BYTES);
  if (!body.ok) return body.response;
  return beaconAnswer(await recordBeacon(beaconOf(request, context, body.text)));
}

/**
 * GET /api/page-views?path=/x: the same record, from the `<noscript>` image of a reader without
 * JavaScript (no referrer: the page's own request carried it, not this one). Answers the image.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseQuery(request, z.object({ path: z.string().optional() }));
  if (!query.ok) return query.response;
  const beacon = beaconOf(request, context, JSON.stringify({ path: query.data.path ?? "" }));
  const outcome = await recordBeacon(beacon);
  if (outcome.status !== 204) return beaconAnswer(outcome);
  return new Response(PIXEL, {
    headers: { "Content-Type": "image/gif", "Cache-Control": "no-store" },
  });
}
