import path from "node:path";
import { env, invalidEnvironment } from "#app/env.server.ts";

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
