import type { IncomingMessage, ServerResponse } from "node:http";
import { DatabaseUnavailableError } from "#app/db/database-unavailable.ts";
import { MAX_BEACON_BYTES } from "#app/features/analytics/page-view.server.ts";
import { beaconAnswer, recordBeacon } from "#app/features/analytics/record-beacon.server.ts";
import { clientKey } from "#app/lib/client-key.ts";
import { apiError } from "#app/lib/http.server.ts";
import { outageResponse } from "./database-outage.ts";
import { clientAddress } from "./guards/client-address.ts";
import { BASE_SECURITY_HEADERS, NON_HTML_CSP } from "./guards/security-headers.ts";
import { readerPage } from "./page-cache/cached-pages.ts";

const HEADERS = {
  ...BASE_SECURITY_HEADERS,
  "Content-Security-Policy": NON_HTML_CSP,
  "Cache-Control": "no-store",
};

/**
 * Answers the page-view beacon (`POST /api/page-views`) before Express, as the page cache answers
 * its hits (server/start.js): every page view of every reader sends one, and Express's middleware
 * and React Router's resource-route handling cost three times what recording it does. The record
 * itself is `recordBeacon` (app/features/analytics/record-beacon.server.ts), the one way it is
 * done (the route module app/features/api/page-views.ts calls it too); the answers are the API's
 * (204, 400 and 429 with `{ error }`, 413 over 4 KB, 503 while the database is away) with the
 * security headers every answer carries. Any other method or path: false, for Express.
 */
export function answerBeacon(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== "POST" || req.url !== "/api/page-views") return false;
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > MAX_BEACON_BYTES) {
    req.resume();
    void send(res, beaconTooLarge());
    return true;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  req.on("data", (chunk: Buffer) => {
    size += chunk.length;
    if (size <= MAX_BEACON_BYTES) chunks.push(chunk);
  });
  req.on("end", () => {
    if (size > MAX_BEACON_BYTES) {
      void send(res, beaconTooLarge());
      return;
    }
    void record(req, res, Buffer.concat(chunks).toString("utf8"));
  });
  req.on("error", () => res.destroy());
  return true;
}

async function record(req: IncomingMessage, res: ServerResponse, body: string): Promise<void> {
  try {
    const outcome = await recordBeacon({
      body,
      userAgent: req.headers["user-agent"] ?? "",
      dnt: header(req, "dnt"),
      gpc: header(req, "sec-gpc"),
      clientAddress: clientKey(clientAddress(req)),
      siteHost: req.headers.host ?? "",
      readerPage,
    });
    if (outcome.status === 204) {
      res.writeHead(204, HEADERS).end();
      return;
    }
    await send(res, beaconAnswer(outcome));
  } catch (error) {
    if (error instanceof DatabaseUnavailableError) {
      await send(res, outageResponse(error.retryAfterSeconds));
      return;
    }
    console.error(`Page view not recorded: ${error instanceof Error ? error.message : error}`);
    await send(res, outageResponse(5));
  }
}

function header(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return typeof value === "string" ? value : null;
}

function beaconTooLarge(): Response {
  return apiError(413, `The request body is larger than ${MAX_BEACON_BYTES / 1024} KB.`);
}

/** Writes a Fetch Response (the rare answers other than 204) to Node's response. */
async function send(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string> = { ...HEADERS };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const body = Buffer.from(await response.arrayBuffer());
  headers["Content-Length"] = String(body.length);
  res.writeHead(response.status, headers).end(body);
}
