import http from "node:http";
import type express from "express";
import type { Refresh } from "./page-cache.ts";

/** The loopback server background renders go through, once renderThrough has made it. */
let renderServer: http.Server | undefined;

/** The requests of background renders, made by this process for no client. */
const background = new WeakSet<http.IncomingMessage>();

/** Whether a request is a background render's (its page is no client's: server/page-cache/page-cache.ts). */
export function isBackgroundRender(req: http.IncomingMessage): boolean {
  return background.has(req);
}

/**
 * A page rendered through the whole app as a visitor's GET would be: a real request to a second
 * server of this process, on a loopback port of its own (listening from the first render on), so
 * the render happens here, not in another worker. bufferedResponses stores the answer in the page
 * cache; only its completion matters here. A render that fails or answers other than 200 stores
 * nothing.
 */
export function renderThrough(app: express.Express): Refresh {
  const server = http.createServer((req, res) => {
    background.add(req);
    app(req, res);
  });
  server.unref();
  renderServer = server;
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

/** Closes the loopback server of the last renderThrough, if any (shutdown). */
export function closeRenderServer(): void {
  renderServer?.close();
}
