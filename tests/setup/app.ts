import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, inject, onTestFinished } from "vitest";
import { connectBrowser, openPage, type PageOptions } from "./browser.ts";
import { type RunningServer, startServer } from "./server.ts";

/** The production server and a browser for the tests of one file (or of one describe block). */
export interface App {
  /** The server, started in beforeAll. */
  readonly server: RunningServer;
  /** The server's base URL (http://127.0.0.1:port). */
  readonly url: string;
  /**
   * The page fixture: a new page in a new browser context, which is closed when the test ends,
   * passed or failed. The file connects to the run's Chromium (tests/setup/e2e-global.ts) with
   * its first page and disconnects after its last test.
   */
  open(options?: PageOptions): Promise<Page>;
}

/**
 * Registers beforeAll (start the server with `env`; a function runs in beforeAll, for an env that
 * needs setting up first) and afterAll (close the browser, stop the server) in the calling scope.
 */
export function setupApp(env: Record<string, string> | (() => Record<string, string>) = {}): App {
  let server: RunningServer | undefined;
  let browser: Promise<Browser> | undefined;
  beforeAll(async () => {
    server = await startServer(typeof env === "function" ? env() : env);
  });
  afterAll(async () => {
    await (await browser)?.close();
    await server?.stop();
  });
  const app: App = {
    get server() {
      if (!server) throw new Error("the server is not started (use it in a test or a hook)");
      return server;
    },
    get url() {
      return app.server.url;
    },
    async open(options) {
      browser ??= connectBrowser(inject("browserEndpoint"));
      const page = await openPage(await browser, options);
      onTestFinished(() => page.context().close());
      return page;
    },
  };
  return app;
}
