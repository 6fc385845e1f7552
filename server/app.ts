import path from "node:path";
import * as build from "virtual:react-router/server-build";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { closeDatabase, database, isPostgresUrl } from "../app/db/client.server.ts";
import { acquireDataDirLock } from "../app/db/lock.server.ts";
import { env } from "../app/env.server.ts";
import { settleContactMail } from "../app/lib/contact.server.ts";
import { bufferedResponses } from "./buffered-responses.ts";
import { PageCache } from "./page-cache.ts";
import { pageKeys } from "./page-key.ts";
import { rateLimits } from "./rate-limits.ts";
import { RenderBudget } from "./render-budget.ts";
import { BASE_SECURITY_HEADERS, NON_HTML_CSP } from "./security-headers.ts";

/**
 * Rendered anonymous pages, answered by the bare Node handler in start.js on a hit, keyed by the
 * query parameters each page reads, within PAGE_CACHE_MB, misses limited per client.
 * PAGE_CACHE=off disables it (the benchmarks measure uncached rendering that way).
 */
export const pageCache = new PageCache({
  enabled: process.env.PAGE_CACHE !== "off",
  maxBytes: env().PAGE_CACHE_MB * 1024 * 1024,
  canonicalUrl: pageKeys(build.routes),
  renders: new RenderBudget({
    perSecond: env().PAGE_RENDERS_PER_SECOND,
    burst: env().PAGE_RENDER_BURST,
  }),
});

import { BODY_LIMIT_BYTES } from "../app/lib/http.server.ts";
import { importContent } from "../content/importer.server.ts";

/**
 * Opens and migrates the database, then imports content/ (idempotent). Returns a line for the log.
 */
export async function prepare(
  options: { contentDir?: string; importContent?: boolean } = {},
): Promise<string> {
  const config = env();
  if (!isPostgresUrl(config.DATABASE_URL)) releaseLock = acquireDataDirLock(config.DATA_DIR);
  const opened = await database();
  if (options.importContent === false) return opened.describe;
  const contentDir = options.contentDir ?? path.resolve(process.env.CONTENT_DIR ?? "content");
  const report = await importContent(opened.db, contentDir);
  pageCache.invalidate();
  return `${opened.describe}; content: ${report.created} new and ${report.updated} updated posts, ${report.authors} authors, ${report.taxonomies} taxonomies`;
}

let releaseLock: (() => void) | undefined;

/** Lets mails in flight finish, closes the database and releases the data directory. */
export async function shutdown(): Promise<void> {
  await settleContactMail();
  await closeDatabase();
  releaseLock?.();
  releaseLock = undefined;
}

/** The Express app: compression, body limit, static files (production) and React Router. */
export function createApp(options: { staticDir?: string; production?: boolean } = {}) {
  const app = express();
  app.disable("x-powered-by");
  app.disable("etag");
  app.use(securityHeaders);
  app.use(refuseLargeBodies);
  for (const limiter of rateLimits()) app.use(limiter);
  // Pages, data and JSON are compressed once by bufferedResponses; compression() takes the rest.
  app.use(compression({ filter: (req, res) => !isBuffered(res) && compression.filter(req, res) }));
  if (options.staticDir) {
    app.use(
      "/assets",
      express.static(path.join(options.staticDir, "assets"), { immutable: true, maxAge: "1y" }),
    );
    app.use(express.static(options.staticDir, { maxAge: "1h" }));
  }
  app.use(bufferedResponses(pageCache, { csp: options.production ?? false }));
  app.all(
    "/{*path}",
    createRequestHandler({
      // The build object itself: given a function, React Router rebuilds its route tables on
      // every request (~2 ms of CPU per page). Development gets a fresh app per request anyway.
      build,
    }),
  );
  return app;
}

function isBuffered(res: Response): boolean {
  return /^(text\/html|text\/x-script|application\/json)/.test(
    String(res.getHeader("Content-Type") ?? ""),
  );
}

/** Every response: HSTS, nosniff, frame and referrer rules; pages replace the CSP with their own. */
function securityHeaders(_req: Request, res: Response, next: NextFunction) {
  for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) res.setHeader(name, value);
  res.setHeader("Content-Security-Policy", NON_HTML_CSP);
  next();
}

/** 413 before any handler reads a body that declares more than the limit. */
function refuseLargeBodies(req: Request, res: Response, next: NextFunction) {
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > BODY_LIMIT_BYTES) {
    res
      .status(413)
      .type("application/json")
      .send(
        JSON.stringify({ error: `The request body is larger than ${BODY_LIMIT_BYTES / 1024} KB.` }),
      );
    return;
  }
  next();
}
