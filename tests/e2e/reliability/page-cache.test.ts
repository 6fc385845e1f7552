import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../../setup/server.ts";

/** Issue 13: the page cache's Accept-Encoding. */
let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers, redirect: "manual" });

describe("Accept-Encoding", () => {
  it("honours q=0: `br;q=0, gzip` gets gzip, from a render and from the cache", async () => {
    for (const path of ["/home-2?ae=1", "/home-2?ae=2"]) {
      const response = await get(path, { "accept-encoding": "br;q=0, gzip" });
      expect(response.headers.get("content-encoding"), path).toBe("gzip");
      await response.arrayBuffer();
    }
    const none = await get("/home-2", { "accept-encoding": "br;q=0, gzip;q=0" });
    expect(none.headers.get("content-encoding")).toBeNull();
    const best = await get("/home-2", { "accept-encoding": "gzip;q=0.5, br;q=0.9" });
    expect(best.headers.get("content-encoding")).toBe("br");
  });
});
