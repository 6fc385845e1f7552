import type { ServerResponse } from "node:http";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clientKey } from "#app/lib/client-key.ts";
import { RenderBudget } from "#app/lib/render-budget.ts";
import {
  closeCaches,
  HEADERS,
  newCache,
  request,
  response,
} from "#tests/setup/page-cache-test-kit.ts";
import { entryBytes } from "./cached-response.ts";
import { CLIENT_SHARE, type PageCache } from "./page-cache.ts";

afterEach(closeCaches);

describe("PageCache.keyFor", () => {
  it("keys GET and HEAD of pages and their data by URL", () => {
    const cache = newCache({});
    expect(cache.keyFor(request("GET", "/"))).toBe("/");
    expect(cache.keyFor(request("HEAD", "/archive/summary?page=2"))).toBe(
      "/archive/summary?page=2",
    );
    expect(cache.keyFor(request("GET", "/single/x.data"))).toBe("/single/x.data");
  });
  it("keys a URL by its canonical form", () => {
    const cache = newCache({ canonicalUrl: (url) => url.replace(/\?.*/, "") });
    expect(cache.keyFor(request("GET", "/archive/summary?utm_source=x"))).toBe("/archive/summary");
  });
  it("never caches writes, the API, assets, media, image variants or the favicon", () => {
    const cache = newCache({});
    expect(cache.keyFor(request("POST", "/"))).toBeUndefined();
    for (const url of [
      "/api/GetPosts",
      "/assets/app-1234.js",
      "/media/hero.jpg",
      "/img/avif/640/media/hero.jpg",
      "/favicon.svg",
      "/__manifest?paths=%2Fabout&version=abc123",
    ]) {
      expect(cache.keyFor(request("GET", url)), url).toBeUndefined();
    }
  });
});

describe("PageCache purge", () => {
  it("purges stale entries without waiting for a request", () => {
    // Fake time: the purge's timer and the entries' clock move only when the test says so.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    try {
      const cache = newCache({ ttlMs: 100, staleMs: 0, clock: Date });
      cache.store("/a", 200, HEADERS(), Buffer.from("a"));
      expect(cache.size).toBe(1);
      // The purge runs every max(ttl / 4, 1 s): not yet after 999 ms, done at 1 s.
      vi.advanceTimersByTime(999);
      expect(cache.size).toBe(1);
      vi.advanceTimersByTime(1);
      expect(cache.size).toBe(0);
      expect(cache.bytes).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("PageCache render budget", () => {
  it("counts a POST to a page (it renders the page) like a miss, whatever its input; not the API", () => {
    const cache = newCache({ renders: new RenderBudget({ perSecond: 0.5, burst: 2 }) });
    const serve = (method: string, url: string) => {
      const answer = response();
      const served = cache.tryServe(request(method, url), answer.res as unknown as ServerResponse);
      return { served, status: answer.res.statusCode };
    };
    expect(serve("POST", "/newsletter").served).toBe(false);
    expect(serve("POST", `/unsubscribe/1.${"B".repeat(43)}`).served).toBe(false);
    expect(serve("POST", "/newsletter")).toEqual({ served: true, status: 429 });
    expect(serve("GET", "/about")).toEqual({ served: true, status: 429 });
    // The API has budgets of its own (app/lib/rate-limit.server.ts); OPTIONS renders nothing.
    expect(serve("POST", "/api/contact").served).toBe(false);
    expect(serve("OPTIONS", "/newsletter").served).toBe(false);
    expect(cache.size).toBe(0);
  });

  it("answers 429 with Retry-After once a client's misses pass the burst; hits still served", () => {
    const cache = newCache({ renders: new RenderBudget({ perSecond: 0.5, burst: 3 }) });
    cache.store("/cached", 200, { "content-type": "text/html" }, Buffer.from("<p>hi</p>"));
    for (let i = 0; i < 3; i++) {
      const { res } = response();
      expect(cache.tryServe(request("GET", `/page-${i}`), res as unknown as ServerResponse)).toBe(
        false,
      );
    }
    const refused = response();
    expect(
      cache.tryServe(request("GET", "/page-4"), refused.res as unknown as ServerResponse),
    ).toBe(true);
    expect(refused.res.statusCode).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    const hit = response();
    expect(cache.tryServe(request("GET", "/cached"), hit.res as unknown as ServerResponse)).toBe(
      true,
    );
    expect(hit.res.statusCode).toBe(200);
    expect(hit.headers.get("x-cache")).toBe("HIT");
    expect(cache.refused).toBe(1);
  });

  it("renders a miss from its canonical URL", () => {
    const cache = newCache({ canonicalUrl: (url) => url.replace(/\?.*/, "") });
    const req = request("GET", "/archive/summary?utm_source=x");
    expect(cache.tryServe(req, response().res as unknown as ServerResponse)).toBe(false);
    expect(req.url).toBe("/archive/summary");
  });

  it("serves a page past its freshness only while pages cannot be rendered (a database outage)", async () => {
    let databaseUp = true;
    const cache = newCache({ ttlMs: 50, staleMs: 60_000, renderable: () => databaseUp });
    cache.store("/about", 200, { "content-type": "text/html" }, Buffer.from("<p>about</p>"));
    const fresh = response();
    expect(cache.tryServe(request("GET", "/about"), fresh.res as unknown as ServerResponse)).toBe(
      true,
    );
    expect(fresh.headers.get("x-cache")).toBe("HIT");
    await new Promise((resolve) => setTimeout(resolve, 80));
    // Past its minute with the database up: a miss, so the page is rendered anew.
    expect(
      cache.tryServe(request("GET", "/about"), response().res as unknown as ServerResponse),
    ).toBe(false);
    databaseUp = false;
    const stale = response();
    expect(cache.tryServe(request("GET", "/about"), stale.res as unknown as ServerResponse)).toBe(
      true,
    );
    expect(stale.res.statusCode).toBe(200);
    expect(stale.headers.get("x-cache")).toBe("STALE");
    expect(stale.res.body).toBe("<p>about</p>");
  });
});

describe("PageCache stale-while-revalidate", () => {
  const serve = (cache: PageCache, url: string) => {
    const { res, headers } = response();
    const served = cache.tryServe(request("GET", url), res as unknown as ServerResponse);
    return { served, body: res.body, cache: headers.get("x-cache") };
  };
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it("serves a stale page at once while one background render per URL refreshes it", async () => {
    const cache = newCache({ ttlMs: 50, staleMs: 60_000 });
    let renders = 0;
    let finish: () => void = () => {};
    cache.rendersWith(async (key) => {
      renders++;
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      cache.store(key, 200, HEADERS(), Buffer.from("<p>new</p>"));
    });
    cache.store("/about", 200, HEADERS(), Buffer.from("<p>old</p>"));
    await sleep(80);
    // Ten visitors of the stale page: all answered with it, one render started.
    for (let i = 0; i < 10; i++) {
      expect(serve(cache, "/about")).toEqual({ served: true, body: "<p>old</p>", cache: "STALE" });
    }
    expect(renders).toBe(1);
    finish();
    await sleep(0);
    expect(serve(cache, "/about")).toEqual({ served: true, body: "<p>new</p>", cache: "HIT" });
    expect(renders).toBe(1);
  });

  it("keeps serving the stale page when its background render fails", async () => {
    const cache = newCache({ ttlMs: 20, staleMs: 60_000 });
    const failing = Promise.reject(new Error("database away"));
    failing.catch(() => {});
    cache.rendersWith(() => failing);
    cache.store("/about", 200, HEADERS(), Buffer.from("<p>old</p>"));
    await sleep(40);
    const errors = console.error;
    console.error = () => {};
    try {
      expect(serve(cache, "/about").body).toBe("<p>old</p>");
      await sleep(0);
      expect(serve(cache, "/about")).toEqual({ served: true, body: "<p>old</p>", cache: "STALE" });
    } finally {
      console.error = errors;
    }
  });

  it("runs at most 4 background renders at once", async () => {
    const cache = newCache({ ttlMs: 10, staleMs: 60_000 });
    const waiting: (() => void)[] = [];
    cache.rendersWith(() => new Promise<void>((resolve) => waiting.push(resolve)));
    for (let i = 0; i < 6; i++) cache.store(`/p${i}`, 200, HEADERS(), Buffer.from(`${i}`));
    await sleep(30);
    for (let i = 0; i < 6; i++) expect(serve(cache, `/p${i}`).cache).toBe("STALE");
    expect(waiting.length).toBe(4);
    expect(cache.refreshes).toBe(4);
    for (const resolve of waiting) resolve();
  });
});

describe("PageCache.renewAfterChange", () => {
  it("renders the most visited pages again before dropping every entry made before the change", async () => {
    const cache = newCache({});
    const rendered: string[] = [];
    let servedDuringRenewal: string | undefined;
    cache.rendersWith(async (key) => {
      const generation = cache.version;
      // While renewing, the old entries are still there to be served.
      servedDuringRenewal ??= cache.entries().next().value?.[1].identity.toString();
      rendered.push(key);
      cache.store(key, 200, HEADERS(), Buffer.from(`new ${key}`), generation);
    });
    const visits: Record<string, number> = { "/": 5, "/about": 3, "/contact": 1, "/archive/x": 0 };
    for (const [key, n] of Object.entries(visits)) {
      cache.store(key, 200, HEADERS(), Buffer.from(`old ${key}`));
      for (let i = 0; i < n; i++) {
        cache.tryServe(request("GET", key), {
          writeHead() {},
          end() {},
        } as unknown as ServerResponse);
      }
    }
    const result = await cache.renewAfterChange(2);
    expect(rendered.sort()).toEqual(["/", "/about"]);
    expect(servedDuringRenewal).toMatch(/^old /);
    expect(result).toEqual({ renewed: 2, dropped: 2 });
    expect([...cache.entries()].map(([key, e]) => [key, e.identity.toString()]).sort()).toEqual([
      ["/", "new /"],
      ["/about", "new /about"],
    ]);
  });

  it("does not let a render begun before the change replace one made after it", () => {
    const cache = newCache({});
    const before = cache.version;
    cache.version++;
    cache.store("/", 200, HEADERS(), Buffer.from("after"));
    cache.store("/", 200, HEADERS(), Buffer.from("before"), before);
    expect([...cache.entries()][0]?.[1].identity.toString()).toBe("after");
  });
});

describe("PageCache share per client", () => {
  const page = Buffer.alloc(8 * 1024, "x");
  const hit = (cache: PageCache, url: string, address: string) => {
    const { res, headers } = response();
    cache.tryServe(request("GET", url, address), res as unknown as ServerResponse);
    return headers.get("x-cache");
  };
  const keys = (cache: PageCache) => new Set([...cache.entries()].map(([key]) => key));

  it("lets one client's own pages hold a tenth of the bytes: a flood of them evicts only its own", () => {
    // Issue 29, item 2: one client's 90 distinct pages emptied the whole cache.
    const cache = newCache({ maxBytes: 400 * 1024 });
    // Twenty pages that readers (two each) read: half the cache.
    for (let i = 0; i < 20; i++) cache.store(`/read/${i}`, 200, HEADERS(), page, 0, `r${i % 10}`);
    for (let i = 0; i < 500; i++) cache.store(`/search?q=${i}`, 200, HEADERS(), page, 0, "flooder");
    for (let i = 0; i < 20; i++) expect(keys(cache).has(`/read/${i}`), `/read/${i}`).toBe(true);
    const flooded = [...cache.entries()].filter(([, e]) => e.owner === "flooder");
    expect(flooded.length).toBeGreaterThan(0);
    const floodedBytes = flooded.reduce((sum, [key, e]) => sum + entryBytes(key, e), 0);
    expect(floodedBytes).toBeLessThanOrEqual(cache.maxBytes * CLIENT_SHARE);
    // Its newest pages are the ones kept.
    expect(keys(cache).has("/search?q=499")).toBe(true);
    expect(keys(cache).has("/search?q=0")).toBe(false);
  });

  it("makes a page another client is served everyone's: it no longer counts against its first client", () => {
    const cache = newCache({ maxBytes: 400 * 1024 });
    cache.store("/popular", 200, HEADERS(), page, 0, clientKey("198.51.100.1"));
    expect(hit(cache, "/popular", "198.51.100.1")).toBe("HIT");
    expect([...cache.entries()][0]?.[1].owner).toBe(clientKey("198.51.100.1"));
    expect(hit(cache, "/popular", "198.51.100.2")).toBe("HIT");
    expect([...cache.entries()][0]?.[1].owner).toBeUndefined();
    for (let i = 0; i < 500; i++) {
      cache.store(`/search?q=${i}`, 200, HEADERS(), page, 0, clientKey("198.51.100.1"));
    }
    expect(keys(cache).has("/popular")).toBe(true);
  });

  it("keeps a page its client's while a background render (no client) renews it", () => {
    const cache = newCache({ maxBytes: 400 * 1024 });
    cache.store("/search?q=a", 200, HEADERS(), page, 0, "flooder");
    cache.store("/search?q=a", 200, HEADERS(), page, 0, undefined);
    expect([...cache.entries()][0]?.[1].owner).toBe("flooder");
    cache.store("/search?q=a", 200, HEADERS(), page, 0, "someone else");
    expect([...cache.entries()][0]?.[1].owner).toBeUndefined();
    // Dropped entries leave no count behind: the client may fill its share again.
    cache.invalidate();
    for (let i = 0; i < 3; i++) cache.store(`/search?q=${i}`, 200, HEADERS(), page, 1, "flooder");
    expect(cache.size).toBe(3);
  });
});
