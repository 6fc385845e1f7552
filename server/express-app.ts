import fs from "node:fs";
import type { ServerResponse } from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import * as build from "virtual:react-router/server-build";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { env } from "#app/env.server.ts";
import { clientKey } from "#app/lib/client-key.ts";
import { answerDatabaseOutages } from "./database-outage.ts";
import {
  isBuffered,
  oneClickUnsubscribe,
  refuseLargeBodies,
  securityHeaders,
} from "./express-middleware.ts";
import { answerClientErrors, refuseMalformedRequests } from "./guards/client-errors.ts";
import { refuseCrossOriginActions } from "./guards/cross-origin-actions.ts";
import { allowedMethods, answerMethods } from "./guards/methods.ts";
import { SERVICE_WORKER_CSP } from "./guards/security-headers.ts";
import { bufferedResponses } from "./page-cache/buffered-responses.ts";
import { pageCache, readerPage } from "./page-cache/cached-pages.ts";
import { renderThrough } from "./page-cache/render-through.ts";

/** flag-icons' 4:3 flags, one SVG per ISO 3166-1 alpha-2 code (lower case). */
const FLAGS_DIR = path.join(
  path.dirname(createRequire(import.meta.url).resolve("flag-icons/package.json")),
  "flags/4x3",
);

/** The Express app: compression, body limit, static files (production) and React Router. */
export function createApp(options: { staticDir?: string; production?: boolean } = {}) {
  const app = express();
  app.disable("x-powered-by");
  app.disable("etag");
  // Which X-Forwarded-For hops are believed: none unless TRUST_PROXY names the proxies in front.
  // req.ip is then the real client behind them, and a header a client writes itself changes nothing.
  app.set("trust proxy", env().TRUST_PROXY);
  app.use(securityHeaders);
  app.use(refuseMalformedRequests);
  // OPTIONS: 204 with Allow; TRACE, PROPFIND... (any method the path does not take): 405 with Allow.
  app.use(answerMethods(allowedMethods(build.routes)));
  app.use(refuseLargeBodies);
  app.use(oneClickUnsubscribe);
  // Pages, data and JSON are compressed once by bufferedResponses; compression() takes the rest.
  app.use(compression({ filter: (req, res) => !isBuffered(res) && compression.filter(req, res) }));
  if (options.staticDir) serveStatic(app, options.staticDir);
  // Country flags (app/components/ui/flag.tsx): flag-icons' SVG files, as the package ships them.
  app.use("/flags", express.static(FLAGS_DIR, { maxAge: "30d", fallthrough: false }));
  app.use(bufferedResponses(pageCache, { csp: options.production ?? false }));
  app.all(
    "/{*path}",
    createRequestHandler({
      // The build object itself: given a function, React Router rebuilds its route tables on
      // every request (~2 ms of CPU per page). Development gets a fresh app per request anyway.
      // A database outage is answered 503 with Retry-After (server/database-outage.ts).
      build: refuseCrossOriginActions(answerDatabaseOutages(build)),
      // The rate limits sit in the route actions (app/lib/rate-limit.server.ts), keyed on the
      // client address: every URL that reaches one action (case, trailing slash, `.data`) spends
      // one budget. cspNonce: this render's mark for the app's inline scripts, set by
      // bufferedResponses (app/entry.server.tsx).
      getLoadContext: (req, res) => ({
        clientAddress: clientKey(req.ip),
        cspNonce: res.locals.cspNonce,
        readerPage,
        documentRequest: !req.path.endsWith(".data"),
        htmlOnly: {},
      }),
    }),
  );
  app.use(answerClientErrors);
  // Stale pages are rendered again in the background through this app
  // (server/page-cache/render-through.ts).
  if (options.production) pageCache.rendersWith(renderThrough(app));
  return app;
}

/**
 * The files of one release that keep their name across releases (docs/offline.md): the service
 * worker, revalidated on every check so a new release reaches readers at once, with a CSP that
 * lets it fetch from the site (a worker runs under its script's CSP); the asset graph.
 */
function releaseFileHeaders(res: ServerResponse, filePath: string): void {
  const name = path.basename(filePath);
  if (name === "sw.js") {
    res.setHeader("Cache-Control", "no-cache");
    res.setHeader("Content-Security-Policy", SERVICE_WORKER_CSP);
  } else if (name === "offline-assets.json") res.setHeader("Cache-Control", "no-cache");
}

/** The build's client files (production): hashed assets, the favicon, public/'s top names. */
function serveStatic(app: express.Express, staticDir: string): void {
  app.use(
    "/assets",
    express.static(path.join(staticDir, "assets"), { immutable: true, maxAge: "1y" }),
  );
  // public/favicon.ico (scripts/make-favicon.mjs), for clients that ask it without reading the
  // page's <link rel="icon">: the type every client knows, kept for 30 days.
  app.get("/favicon.ico", (_req, res, next) => {
    res.sendFile(
      path.join(staticDir, "favicon.ico"),
      {
        maxAge: "30d",
        headers: { "Content-Type": "image/x-icon" },
      },
      (error) => error && next(error),
    );
  });
  // Only the names at the top of the folder (media/, favicon.svg...): a page's path does not
  // wait for a file system lookup that cannot find anything.
  const staticNames = new Set(fs.readdirSync(staticDir));
  const files = express.static(staticDir, { maxAge: "1h", setHeaders: releaseFileHeaders });
  app.use((req, res, next) => {
    if (staticNames.has(req.path.split("/")[1] ?? "")) files(req, res, next);
    else next();
  });
}
