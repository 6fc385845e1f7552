import fs from "node:fs";
import http, { type Server } from "node:http";
import path from "node:path";
import * as build from "virtual:react-router/server-build";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { closeDatabase, database, databaseReachable, db } from "../app/db/client.server.ts";
import { acquireDataDirLock } from "../app/db/lock.server.ts";
import { env, invalidEnvironment, isPostgresUrl } from "../app/env.server.ts";
import { welcomeMailQueue } from "../app/features/newsletter/newsletter.server.ts";
import { newsletterSecret } from "../app/features/newsletter/newsletter-token.server.ts";
import { contactMail } from "../app/features/pages/contact.server.ts";
import { settleMail, startMailRetries } from "../app/lib/mail-queue.server.ts";
import { clientKey } from "../app/lib/rate-limit.server.ts";
import { contentVersion } from "../app/models/content-version.server.ts";
import { invalidateModelCaches } from "../app/models/memo.server.ts";
import { bufferedResponses } from "./buffered-responses.ts";
import { canonicalPaths, redirectToCanonical } from "./canonical-path.ts";
import { answerClientErrors, refuseMalformedRequests } from "./client-errors.ts";
import { watchContentVersion } from "./content-watch.ts";
import { answerDatabaseOutages } from "./database-outage.ts";
import { allowedMethods, answerMethods, answerUnknownMethods } from "./methods.ts";
import { PageCache, type Refresh } from "./page-cache.ts";
import { pageKeys } from "./page-key.ts";
import { RenderBudget } from "./render-budget.ts";
import { BASE_SECURITY_HEADERS, NON_HTML_CSP } from "./security-headers.ts";
import { guardSockets } from "./sockets.ts";

/**
 * Rendered anonymous pages, answered by the bare Node handler in start.js on a hit, keyed by the
 * query parameters each page reads, within PAGE_CACHE_MB, misses limited per client.
 * PAGE_CACHE=off disables it (the benchmarks measure uncached rendering that way).
 */
export const pageCache = new PageCache({
  enabled: env().PAGE_CACHE === "on",
  maxBytes: env().PAGE_CACHE_MB * 1024 * 1024,
  canonicalUrl: pageKeys(build.routes),
  // While PostgreSQL is away, pages past their minute are still served (docs/design.md#security).
  renderable: databaseReachable,
  renders: new RenderBudget({
    perSecond: env().PAGE_RENDERS_PER_SECOND,
    burst: env().PAGE_RENDER_BURST,
  }),
});

/**
 * A page asked at a non-canonical path (`/about/`, `/ABOUT`) answers 301 to its canonical one,
 * before the page cache and routing (server/start.js; server/canonical-path.ts).
 */
export const redirectNonCanonical = redirectToCanonical(canonicalPaths(build.routes));

import { BODY_LIMIT_BYTES } from "../app/lib/http.server.ts";
import { describeImport, importContent } from "../content/importer.server.ts";

/**
 * What server/start.js needs to listen and fork, from env() (app/env.server.ts reads and checks
 * every variable). `started`: how start.js found this module (`--dev`: through Vite; else the
 * build in `buildDir`); NODE_ENV and a BUILD_DIR that is set must say the same.
 */
export function settings(started: { dev: boolean; buildDir: string }) {
  const config = env();
  const issues = [];
  if ((config.NODE_ENV === "development") !== started.dev) {
    issues.push({
      path: ["NODE_ENV"],
      message: started.dev
        ? "must be development with --dev (npm run dev)"
        : "development is served through Vite: npm run dev (node server/start.js --dev)",
    });
  }
  const buildDir = config.BUILD_DIR && path.resolve(config.BUILD_DIR);
  if (!started.dev && buildDir && buildDir !== started.buildDir) {
    issues.push({
      path: ["BUILD_DIR"],
      message: `is ${buildDir}, but the server was started from ${started.buildDir}: node server/start.js --build ${config.BUILD_DIR}`,
    });
  }
  if (issues.length > 0) throw invalidEnvironment(issues);
  return { port: config.PORT, host: config.HOST, workers: config.WORKERS };
}

/** The primary's back-off for restarting workers (server/start.js). */
export { restartDelay } from "./restart-backoff.ts";

/**
 * Opens and migrates the database, then imports content/ (idempotent). Returns a line for the log.
 */
export async function prepare(
  options: { contentDir?: string; importContent?: boolean } = {},
): Promise<string> {
  const config = env();
  if (!isPostgresUrl(config.DATABASE_URL)) releaseLock = acquireDataDirLock(config.DATA_DIR);
  const opened = await database();
  // With mail on, made once (if unset) before any worker starts: every process signs with the
  // same secret, and an unwritable DATA_DIR stops the start with a clear message.
  if (config.SMTP_URL) newsletterSecret();
  if (options.importContent === false) return opened.describe;
  const contentDir = options.contentDir ?? path.resolve(config.CONTENT_DIR);
  const report = await importContent(opened.db, contentDir);
  pageCache.invalidate();
  return `${opened.describe}; content: ${describeImport(report)}`;
}

let releaseLock: (() => void) | undefined;

/**
 * The mail retry loop (contact messages, newsletter welcomes): start.js starts it in each process
 * that serves (not a primary).
 */
export function startMailQueues(): void {
  startMailRetries([contactMail, welcomeMailQueue]);
}

/** How often a serving process looks for an import made by another process. */
const CONTENT_CHECK_MS = 2_000;
/** The most visited pages rendered again after such an import, before the old ones are dropped. */
const RENEWED_PAGES = 50;

/**
 * Watches the content's version (migration 009): when another process has imported content, the
 * model caches are dropped, and the page cache renders its most visited pages again before it
 * drops the pages rendered before the import (PageCache.renewAfterChange). start.js starts it in
 * each process that serves.
 */
export function watchContent(): void {
  stopWatchingContent?.();
  stopWatchingContent = watchContentVersion({
    // Not while the database is away: a read then would take the circuit breaker's one trial
    // (app/db/postgres.server.ts) and keep it open after the database is back.
    read: async () => (databaseReachable() ? contentVersion(await db()) : undefined),
    intervalMs: CONTENT_CHECK_MS,
    onChange: async (version) => {
      invalidateModelCaches();
      const started = performance.now();
      const { renewed, dropped } = await pageCache.renewAfterChange(RENEWED_PAGES);
      console.log(
        `Content version ${version}: ${renewed} most visited pages rendered again in ${Math.round(performance.now() - started)} ms, ${dropped} older pages dropped`,
      );
    },
  });
}

let stopWatchingContent: (() => void) | undefined;

/** Lets mails in flight finish, closes the database and releases the data directory. */
export async function shutdown(): Promise<void> {
  stopWatchingContent?.();
  stopWatchingContent = undefined;
  closeRenderServer?.();
  await settleMail();
  await closeDatabase();
  releaseLock?.();
  releaseLock = undefined;
}

/**
 * The idle-socket timeout and the cap on sockets per client (IDLE_SOCKET_TIMEOUT_MS,
 * MAX_SOCKETS_PER_CLIENT), on the http server start.js creates.
 */
export function guardServer(server: Server): void {
  const config = env();
  guardSockets(server, {
    maxPerClient: config.MAX_SOCKETS_PER_CLIENT,
    idleTimeoutMs: config.IDLE_SOCKET_TIMEOUT_MS,
  });
  // `FOO /`: 501, not Node's 400 (server/methods.ts).
  answerUnknownMethods(server);
}

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
  if (options.staticDir) {
    app.use(
      "/assets",
      express.static(path.join(options.staticDir, "assets"), { immutable: true, maxAge: "1y" }),
    );
    // public/favicon.ico (scripts/make-favicon.mjs), for clients that ask it without reading the
    // page's <link rel="icon">: the type every client knows, kept for 30 days.
    app.get("/favicon.ico", (_req, res, next) => {
      res.sendFile(
        path.join(options.staticDir ?? "", "favicon.ico"),
        {
          maxAge: "30d",
          headers: { "Content-Type": "image/x-icon" },
        },
        (error) => error && next(error),
      );
    });
    // Only the names at the top of the folder (media/, favicon.svg...): a page's path does not
    // wait for a file system lookup that cannot find anything.
    const staticNames = new Set(fs.readdirSync(options.staticDir));
    const files = express.static(options.staticDir, { maxAge: "1h" });
    app.use((req, res, next) => {
      if (staticNames.has(req.path.split("/")[1] ?? "")) files(req, res, next);
      else next();
    });
  }
  app.use(bufferedResponses(pageCache, { csp: options.production ?? false }));
  app.all(
    "/{*path}",
    createRequestHandler({
      // The build object itself: given a function, React Router rebuilds its route tables on
      // every request (~2 ms of CPU per page). Development gets a fresh app per request anyway.
      // A database outage is answered 503 with Retry-After (server/database-outage.ts).
      build: answerDatabaseOutages(build),
      // The rate limits sit in the route actions (app/services/rate-limit.server.ts), keyed on the
      // client address: every URL that reaches one action (case, trailing slash, `.data`) spends
      // one budget. cspNonce: this render's mark for the app's inline scripts, set by
      // bufferedResponses (app/entry.server.tsx).
      getLoadContext: (req, res) => ({
        clientAddress: clientKey(req.ip),
        cspNonce: res.locals.cspNonce,
      }),
    }),
  );
  app.use(answerClientErrors);
  // Stale pages are rendered again in the background through this app (server/page-cache.ts).
  if (options.production) pageCache.rendersWith(renderThrough(app));
  return app;
}

/**
 * A page rendered through the whole app as a visitor's GET would be: a real request to a second
 * server of this process, on a loopback port of its own (listening from the first render on), so
 * the render happens here, not in another worker. bufferedResponses stores the answer in the page
 * cache; only its completion matters here. A render that fails or answers other than 200 stores
 * nothing.
 */
function renderThrough(app: express.Express): Refresh {
  const server = http.createServer(app);
  server.unref();
  closeRenderServer = () => server.close();
  let origin: Promise<string> | undefined;
  const listening = () => {
    origin ??= new Promise((resolve, reject) => {
      server.once("error", reject);
      server.listen(0, "127.0.0.1", () => {
        const address = server.address();
        resolve(`http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`);
      });
    });
    return origin;
  };
  return async (key) => {
    const answer = await fetch(`${await listening()}${key}`, {
      signal: AbortSignal.timeout(30_000),
    });
    await answer.arrayBuffer();
  };
}

let closeRenderServer: (() => void) | undefined;

/**
 * RFC 8058: a mail provider unsubscribes its user by POSTing `List-Unsubscribe=One-Click` to the
 * mail's unsubscribe URL from its own servers, possibly with its own Origin, which React Router
 * refuses for an action (its CSRF check). There is no session to forge here: the token in the
 * URL is the whole credential (docs/security.md), so the Origin of these POSTs is not looked at.
 */
function oneClickUnsubscribe(req: Request, _res: Response, next: NextFunction) {
  if (req.method === "POST" && req.path.startsWith("/unsubscribe/")) delete req.headers.origin;
  next();
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

/**
 * The no-JavaScript contact form: its action reads the body with the same limit and answers an
 * oversize one with the page and the message's error, not with JSON.
 */
const FORM_PAGES = /^\/contact(\/|\.data)?$/;

/**
 * 413 before any handler reads a body that declares more than the limit. A chunked body declares
 * nothing: the handlers that read one (readBodyText) refuse it while streaming.
 */
function refuseLargeBodies(req: Request, res: Response, next: NextFunction) {
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > BODY_LIMIT_BYTES && !FORM_PAGES.test(req.path)) {
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
