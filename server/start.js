// The Node entry: `npm start` (production build) and `npm run dev` (Vite middleware).
// Everything else lives in server/app.ts, which the build compiles together with the app.
import http from "node:http";
import path from "node:path";
import express from "express";

const DEV = process.env.NODE_ENV === "development";
const PORT = Number(process.env.PORT ?? 3000);
const HOST = process.env.HOST ?? "0.0.0.0";
const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? "build");

async function main() {
  const started = performance.now();
  let serverApp;
  let handler;
  if (DEV) {
    const vite = await import("vite");
    const viteServer = await vite.createServer({ server: { middlewareMode: true } });
    serverApp = await viteServer.ssrLoadModule("./server/app.ts");
    const app = express();
    app.use(viteServer.middlewares);
    app.use(async (req, res, next) => {
      try {
        const fresh = await viteServer.ssrLoadModule("./server/app.ts");
        fresh.createApp()(req, res, next);
      } catch (error) {
        next(error);
      }
    });
    handler = app;
  } else {
    serverApp = await import(path.join(BUILD_DIR, "server/index.js"));
    const app = serverApp.createApp({
      staticDir: path.join(BUILD_DIR, "client"),
      production: true,
    });
    // A page-cache hit is answered here, before Express (DESIGN.md section 7).
    handler = (req, res) => {
      if (!serverApp.pageCache.tryServe(req, res)) app(req, res);
    };
  }

  const summary = await serverApp.prepare();
  const server = http.createServer(handler);
  server.listen(PORT, HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : PORT;
    const ms = Math.round(performance.now() - started);
    console.log(`Wanderlust listening on http://localhost:${port} (${summary}; ready in ${ms} ms)`);
  });

  let stopping = false;
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing requests in flight`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await serverApp.shutdown();
      process.exit(0);
    });
    server.closeIdleConnections?.();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
