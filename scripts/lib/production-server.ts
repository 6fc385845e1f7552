// The production build on a free port with a temporary data directory, and JSON from it: for the
// browser tests (tests/setup/server.ts), the benchmarks (bench/) and the screenshots script.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { MEMORY_ENV, MEMORY_NODE_FLAGS } from "#server/memory-settings.ts";

export interface RunningServer {
  url: string;
  port: number;
  /** The server process (with WORKERS > 1, the primary). */
  pid: number;
  /** From the spawn until it (every worker) listened, ms. */
  startMs: number;
  dataDir: string;
  logs: () => string;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Resized images are shared by every test server on this machine (and kept between runs): each
 * server has a fresh data dir, and would otherwise make the same variants again for every file.
 */
const SHARED_IMAGE_CACHE = path.join(os.tmpdir(), "wanderlust-e2e-image-cache");

/**
 * `node` arguments that start the production server as `npm start` does (its memory settings:
 * server/memory-settings.ts), from the build BUILD_DIR names if set.
 */
const SERVER_ARGS = [
  ...MEMORY_NODE_FLAGS,
  "server/start.js",
  ...(process.env.BUILD_DIR ? ["--build", process.env.BUILD_DIR] : []),
];

/**
 * Starts the production server (`node server/start.js`, with `npm start`'s memory settings) on a
 * free port with a temporary data directory, and waits until it (with `WORKERS`, every worker)
 * listens. One process unless `env` says otherwise (`npm start`'s default is one worker a core):
 * the tests and benchmarks that read its pid, kill it or measure it mean one process, and dozens
 * of test servers at once would each start a cluster.
 */
export async function startServer(
  env: Record<string, string> = {},
  /** Another checkout's build and the Node to run it with (the bench's baseline). */
  other: { node?: string; cwd?: string } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wanderlust-e2e-"));
  const spawned = performance.now();
  const child: ChildProcess = spawn(other.node ?? process.execPath, SERVER_ARGS, {
    cwd: other.cwd,
    env: {
      ...process.env,
      ...MEMORY_ENV,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      IMAGE_CACHE_DIR: SHARED_IMAGE_CACHE,
      DATABASE_URL: "",
      SMTP_URL: "",
      WORKERS: "1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    // Each worker says "listening on" once it serves.
    const workers = !env.WORKERS
      ? 1
      : env.WORKERS === "auto"
        ? os.availableParallelism()
        : Number(env.WORKERS);
    const check = () => {
      if ((output.match(/listening on/g) ?? []).length >= workers) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on("data", check);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid ?? 0,
    startMs: performance.now() - spawned,
    dataDir,
    logs: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A JSON answer from a test server (a status other than 2xx fails). */
export async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}
