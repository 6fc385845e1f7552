// @ts-check
// The Node entry: `npm start` (production build) and `npm run dev` (Vite middleware).
// Everything else lives in the server/ modules that server/app.ts gathers, which the build compiles
// together with the app. This file reads no environment: it loads server/app.ts, from the build or
// through Vite as its command line says, then takes its settings from there (settings():
// server/settings.ts; app/env.server.ts checks them all).
//   node server/start.js [--build DIR]   the production build in DIR (default build)
//   node server/start.js --dev           server/app.ts through Vite (NODE_ENV=development)
import cluster from "node:cluster";
import http from "node:http";
import path from "node:path";
import { parseArgs } from "node:util";
import express from "express";

/** @typedef {typeof import("./app.ts")} ServerApp */
/** @typedef {import("vite").ViteDevServer} ViteDevServer */
/** @typedef {ReturnType<ServerApp["settings"]>} Settings */

const USAGE = "Usage: node server/start.js [--build DIR] (the build, default build) | --dev (Vite)";
const args = commandLine();
const DEV = args.dev;
const BUILD_DIR = path.resolve(args.build);
/** SIGTERM: finish requests in flight, then exit; past this, exit anyway. */
const STOP_TIMEOUT_MS = 10_000;

/** `--dev` or `--build DIR`; anything else stops here with the usage. */
function commandLine() {
  try {
    return parseArgs({
      options: {
        dev: { type: "boolean", default: false },
        build: { type: "string", default: "build" },
      },
    }).values;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n${USAGE}`);
    process.exit(1);
  }
}

/** @returns {Promise<{ serverApp: ServerApp, viteServer?: ViteDevServer }>} */
async function loadServer() {
  if (!DEV) {
    const serverApp = /** @type {ServerApp} */ (
      await import(path.join(BUILD_DIR, "server/index.js"))
    );
    return { serverApp };
  }
  const vite = await import("vite");
  const viteServer = await vite.createServer({ server: { middlewareMode: true } });
  return { serverApp: await appThrough(viteServer), viteServer };
}

/**
 * server/app.ts as Vite compiles it now (development: every request gets the current code).
 * @param {ViteDevServer} viteServer
 */
async function appThrough(viteServer) {
  return /** @type {ServerApp} */ (await viteServer.ssrLoadModule("./server/app.ts"));
}

/**
 * @param {ServerApp} serverApp
 * @param {ViteDevServer | undefined} viteServer
 * @returns {http.RequestListener}
 */
function handlerFor(serverApp, viteServer) {
  if (viteServer) {
    const app = express();
    app.use(viteServer.middlewares);
    app.use(async (req, res, next) => {
      try {
        const fresh = await appThrough(viteServer);
        if (!fresh.redirectNonCanonical(req, res)) fresh.createApp()(req, res, next);
      } catch (error) {
        next(error);
      }
    });
    return app;
  }
  const app = serverApp.createApp({ staticDir: path.join(BUILD_DIR, "client"), production: true });
  // A non-canonical page path is redirected, then a page-cache hit is answered here, before
  // Express (docs/design.md#caching).
  // The page-view beacon, sent by every page view, is answered here too (server/page-view-beacons.ts).
  return (req, res) => {
    if (serverApp.answerBeacon(req, res)) return;
    if (serverApp.redirectNonCanonical(req, res)) return;
    if (!serverApp.pageCache.tryServe(req, res)) app(req, res);
  };
}

/**
 * WORKERS=N (default: one a core): a primary migrates and imports once, then N workers share the
 * port. On SQLite the primary holds the data directory's lock for them all (its workers are let
 * in: app/db/lock.server.ts) and keeps the rate limits' counters for them all.
 * @param {ServerApp} serverApp
 * @param {Settings} settings
 */
async function primary(serverApp, { workers }) {
  console.log(`Primary ${process.pid}: ${await serverApp.prepare()}; starting ${workers} workers`);
  serverApp.shareRateLimitsWithWorkers();
  // The primary imports saved changes of CONTENT_DIR (unless CONTENT_WATCH=off): it keeps the
  // database open for that only; the workers serve. The data directory stays locked either way.
  if (!serverApp.watchContentFiles()) await serverApp.shutdown({ keepLock: true });
  let stopping = false;
  const noWorkers = () => Object.keys(cluster.workers ?? {}).length === 0;
  // The last worker gone: close the database and release the data directory, then exit.
  const exit = async () => {
    await serverApp.shutdown().catch((error) => console.error(error));
    process.exit(0);
  };
  /** Per worker: when it started and the back-off delay it was started after. */
  /** @type {Map<number, { at: number, delay: number }>} */
  const started = new Map();
  /** @type {Set<NodeJS.Timeout>} */
  const restarts = new Set();
  /** @param {number} delay */
  const fork = (delay) => {
    const worker = cluster.fork();
    started.set(worker.id, { at: Date.now(), delay });
  };
  for (let i = 0; i < workers; i++) fork(0);
  cluster.on("exit", (worker, code, signal) => {
    const { at, delay: previous } = started.get(worker.id) ?? { at: Date.now(), delay: 0 };
    started.delete(worker.id);
    if (stopping) {
      if (noWorkers()) void exit();
      return;
    }
    // A worker that keeps dying is restarted less and less often (server/restart-backoff.ts).
    const lived = Date.now() - at;
    const delay = serverApp.restartDelay(previous, lived);
    console.error(
      `Worker ${worker.process.pid} exited (${code ?? signal}) after ${(lived / 1000).toFixed(1)} s: starting another in ${delay} ms`,
    );
    const timer = setTimeout(() => {
      restarts.delete(timer);
      fork(delay);
    }, delay);
    restarts.add(timer);
  });
  /** @param {NodeJS.Signals} signal */
  const stop = (signal) => {
    stopping = true;
    console.log(`${signal} received: stopping ${workers} workers`);
    for (const timer of restarts) clearTimeout(timer);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    if (noWorkers()) void exit();
    setTimeout(() => process.exit(1), STOP_TIMEOUT_MS + 1000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

/**
 * One process serving the port: alone, or a worker of the cluster (the primary has imported
 * content already).
 * @param {ServerApp} serverApp
 * @param {ViteDevServer | undefined} viteServer
 * @param {Settings} settings
 * @param {number} started when loading began (performance.now())
 */
async function serve(serverApp, viteServer, { port, host }, started) {
  const summary = await serverApp.prepare({ importContent: !cluster.isWorker });
  serverApp.startMailQueues();
  serverApp.watchContent();
  if (!cluster.isWorker) serverApp.watchContentFiles();
  serverApp.armPublishing();
  serverApp.rollUpPageViewsNowAndThen();
  serverApp.purgeRejectedCommentsDaily();
  const handler = handlerFor(serverApp, viteServer);

  let stopping = false;
  // Slow clients are cut off: headers within 10 s, a whole request within 30 s (checked every 2 s).
  const server = http.createServer(
    { headersTimeout: 10_000, requestTimeout: 30_000, connectionsCheckingInterval: 2_000 },
    (req, res) => {
      // While stopping, answer what arrives on open connections, then close them.
      if (stopping) res.setHeader("Connection", "close");
      handler(req, res);
    },
  );
  server.keepAliveTimeout = 5_000;
  // Clients that stop reading lose their sockets, and one address cannot hold them all.
  serverApp.guardServer(server);

  server.listen(port, host, () => {
    const address = server.address();
    const bound = typeof address === "object" && address ? address.port : port;
    const ms = Math.round(performance.now() - started);
    console.log(
      `Wanderlust listening on http://localhost:${bound} (pid ${process.pid}; ${summary}; ready in ${ms} ms)`,
    );
  });

  /** @param {NodeJS.Signals} signal */
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: refusing new connections, finishing requests in flight`);
    const force = setTimeout(() => {
      console.error(`Requests still open after ${STOP_TIMEOUT_MS / 1000} s: exiting anyway`);
      process.exit(1);
    }, STOP_TIMEOUT_MS);
    force.unref();
    // Stop listening, but do not drop idle keep-alive connections: a client may be sending on one
    // right now. Each one closes after its next response (Connection: close) or its idle timeout.
    server.closeIdleConnections = () => {};
    server.close(async () => {
      await serverApp.shutdown();
      await viteServer?.close();
      console.log("Stopped cleanly");
      process.exit(0);
    });
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

async function main() {
  const started = performance.now();
  // The first line names the runtime (the project's own Node: docs/decisions/021-node-from-the-registry.md).
  if (cluster.isPrimary)
    console.log(`Wanderlust starting on Node ${process.version} (${process.execPath})`);
  const { serverApp, viteServer } = await loadServer();
  const settings = serverApp.settings({ dev: DEV, buildDir: BUILD_DIR });
  if (settings.workers > 1 && cluster.isPrimary) await primary(serverApp, settings);
  else await serve(serverApp, viteServer, settings, started);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
