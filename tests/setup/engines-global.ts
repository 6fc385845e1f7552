import { execFileSync, spawn } from "node:child_process";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** The X display (":N") of the run's Xvfb, where WebKitGTK's windows open. */
    enginesDisplay: string;
  }
}

/**
 * The Firefox and WebKit journeys drive the real production build: make sure it is there and
 * current. Then start one Xvfb for the run (WebKitGTK draws into an X display; Firefox runs
 * headless): it picks a free display number and tells it on a pipe.
 */
export default async function setup(project: TestProject) {
  execFileSync("node", ["scripts/ensure-build.js"], { stdio: "inherit" });
  const xvfb = spawn(
    "Xvfb",
    ["-displayfd", "3", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
    {
      stdio: ["ignore", "ignore", "pipe", "pipe"],
    },
  );
  const display = await new Promise<string>((resolve, reject) => {
    let errors = "";
    xvfb.stderr?.on("data", (chunk) => {
      errors += chunk;
    });
    xvfb.stdio[3]?.on("data", (chunk) => resolve(`:${String(chunk).trim()}`));
    xvfb.once("error", reject);
    xvfb.once("exit", (code) => reject(new Error(`Xvfb exited with ${code}: ${errors}`)));
  });
  project.provide("enginesDisplay", display);
  return () => {
    xvfb.kill();
  };
}
