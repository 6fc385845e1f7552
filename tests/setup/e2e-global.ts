import { execFileSync } from "node:child_process";
import type { TestProject } from "vitest/node";
import { launchBrowserServer } from "./browser.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The WebSocket endpoint of the one Chromium every browser-test file connects to. */
    browserEndpoint: string;
  }
}

/**
 * Browser tests drive the real production build: make sure it is there and current. Then start
 * one Chromium for the whole run: each file connects to it (tests/setup/app.ts) instead of
 * launching its own, and gets contexts of its own in it (cookies, storage and pages apart).
 */
export default async function setup(project: TestProject) {
  execFileSync("node", ["scripts/ensure-build.js"], { stdio: "inherit" });
  const browser = await launchBrowserServer();
  project.provide("browserEndpoint", browser.wsEndpoint());
  return async () => {
    await browser.close();
  };
}
