// The Node entry: `npm start` (production build) and `npm run dev` (Vite middleware).
// Everything else lives in server/app.ts, which the build compiles together with the app.
import cluster from "node:cluster";
import http from "node:http";
import path from "node:path";
import express from "express";

const DEV = process.env.NODE_ENV === "development";
const PORT = Number(process.env.PORT ?? 3000);
const HOST = process.env.HOST ?? "0.0.0.0";
const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? "build");
const WORKERS = Number(process.env.WORKERS ?? 1);
/** SIGTERM: finish requests in flight, then exit; past this, exit anyway. */
const STOP_TIMEOUT_MS = 10_000;

async function loadServer() {
  if (!DEV) return { serverApp: await import(path.join(BUILD_DIR, "server/index.js")) };
  const vite = await import("vite");
  const viteServer = await vite.createServer({ server: { middlewareMode: true } });
  return { serverApp: await viteServer.ssrLoadModule("./server/app.ts"), viteServer };
}

function handlerFor(serverApp, viteServer) {
  if (viteServer) {
    const app = express();
    app.use(viteServer.middlewares);
    app.use(async (req, res, next) => {
      try {
        const fresh = await viteServer.ssrLoadModule("./server/app.ts");
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
  return (req, res) => {
    if (serverApp.redirectNonCanonical(req, res)) return;
    if (!serverApp.pageCache.tryServe(req, res)) app(req, res);
  };
}

/** WORKERS=N: a primary prepares the database once, then N workers share the port. */
async function primary() {
  if (!/^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? "")) {
    throw new Error(
      "WORKERS > 1 needs DATABASE_URL=postgres://... : a SQLite data directory belongs to one process.",
    );
  }
  const { serverApp } = await loadServer();
  console.log(`Primary ${process.pid}: ${await serverApp.prepare()}; starting ${WORKERS} workers`);
  await serverApp.shutdown();
  let stopping = false;
  const noWorkers = () => Object.keys(cluster.workers ?? {}).length === 0;
  /** Per worker: when it started and the back-off delay it was started after. */
  const started = new Map();
  const restarts = new Set();
  const fork = (delay) => {
    const worker = cluster.fork({ WANDERLUST_WORKER: "1" });
    started.set(worker.id, { at: Date.now(), delay });
  };
  for (let i = 0; i < WORKERS; i++) fork(0);
  cluster.on("exit", (worker, code, signal) => {
    const { at, delay: previous } = started.get(worker.id) ?? { at: Date.now(), delay: 0 };
    started.delete(worker.id);
    if (stopping) {
      if (noWorkers()) process.exit(0);
      return;
    }
    // A worker that keeps dying is restarted less and less often (app/lib/restart-backoff.ts).
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
  const stop = (signal) => {
    stopping = true;
    console.log(`${signal} received: stopping ${WORKERS} workers`);
    for (const timer of restarts) clearTimeout(timer);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    if (noWorkers()) process.exit(0);
    setTimeout(() => process.exit(1), STOP_TIMEOUT_MS + 1000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

async function serve() {
  const started = performance.now();
  const { serverApp, viteServer } = await loadServer();
  const summary = await serverApp.prepare({ importContent: process.env.WANDERLUST_WORKER !== "1" });
  serverApp.startContactMailRetries();
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

  server.listen(PORT, HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : PORT;
    const ms = Math.round(performance.now() - started);
    console.log(
      `Wanderlust listening on http://localhost:${port} (pid ${process.pid}; ${summary}; ready in ${ms} ms)`,
    );
  });

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

const main = WORKERS > 1 && cluster.isPrimary ? primary : serve;
main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
