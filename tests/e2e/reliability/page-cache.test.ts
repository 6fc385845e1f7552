import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupApp } from "#tests/setup/app.ts";
import { copyContent } from "#tests/setup/content.ts";
import { type RunningServer, startServer } from "#tests/setup/server.ts";

/**
 * Issue 13: the page cache's key rule, render budget, HEAD and Accept-Encoding. Issue 17: the pages
 * rendered anew after an import by another process.
 */
const app = setupApp();

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${app.url}${path}`, { headers, redirect: "manual" });

describe("the cache key is the page's known query parameters", () => {
  it("does not render /archive/summary twice for parameters it does not read", async () => {
    const first = await get("/archive/summary?z=1");
    expect(first.status).toBe(200);
    const body = await first.text();
    for (const path of [
      "/archive/summary?z=2",
      "/archive/summary?utm_source=facebook&utm_medium=social&fbclid=abc",
      "/archive/summary",
      "/archive/summary?page=1",
      "/archive/summary?sort=recent&z=3",
      "/archive/summary?page=abc",
    ]) {
      const again = await get(path);
      expect(again.headers.get("x-cache"), path).toBe("HIT");
      expect(again.headers.get("etag"), path).toBe(first.headers.get("etag"));
      await again.arrayBuffer();
    }
    // It was rendered from the canonical URL: no link carries the stray parameter.
    expect(body).not.toContain("z=1");
    expect(body).toContain('data-testid="archive-grid"');
  });

  it("still renders different pages for the parameters the page reads", async () => {
    const page1 = await get("/archive/summary");
    const page2 = await get("/archive/summary?page=2");
    const viewed = await get("/archive/summary?sort=viewed");
    const all = await get("/archive/summary?all=1");
    const etags = [page1, page2, viewed, all].map((r) => r.headers.get("etag"));
    expect(new Set(etags).size).toBe(4);
    const page2Body = await page2.text();
    expect(page2Body).toContain('aria-current="page"');
    // Order, repeats and unknown parameters do not make another entry.
    for (const path of [
      "/archive/summary?page=2&utm_campaign=x",
      "/archive/summary?page=02",
      "/archive/summary?page=2&page=3",
    ]) {
      const again = await get(path);
      expect(again.headers.get("x-cache"), path).toBe("HIT");
      expect(again.headers.get("etag"), path).toBe(etags[1]);
      await again.arrayBuffer();
    }
    const both = await get("/archive/summary?page=2&sort=viewed");
    await both.arrayBuffer();
    const swapped = await get("/archive/summary?sort=viewed&page=2&x=1");
    expect(swapped.headers.get("x-cache")).toBe("HIT");
    expect(swapped.headers.get("etag")).toBe(both.headers.get("etag"));
  });

  it("leaves React Router's route discovery alone (its query is not a page's)", async () => {
    const html = await (await get("/")).text();
    const version = /manifest-(\w+)\.js/.exec(html)![1]!;
    const manifest = await get(`/__manifest?paths=%2Fabout%2C%2Fsearch&version=${version}`);
    expect(manifest.status).toBe(200);
    expect(Object.keys((await manifest.json()) as object).length).toBeGreaterThan(0);
  });

  it("keys client-navigation data (.data) the same way", async () => {
    const first = await get("/login.data?_routes=root&n=1");
    expect(first.status).toBe(200);
    await first.arrayBuffer();
    const second = await get("/login.data?_routes=root&n=2");
    expect(second.headers.get("x-cache")).toBe("HIT");
    await second.arrayBuffer();
    const search1 = await get("/search.data?q=lisbon&_routes=routes%2Fsearch%2Fsearch&z=1");
    const search2 = await get("/search.data?q=rome&_routes=routes%2Fsearch%2Fsearch");
    expect(search1.headers.get("etag")).not.toBe(search2.headers.get("etag"));
    await search2.arrayBuffer();
    const again = await get("/search.data?z=2&q=lisbon&_routes=routes%2Fsearch%2Fsearch");
    expect(again.headers.get("x-cache")).toBe("HIT");
    expect(again.headers.get("etag")).toBe(search1.headers.get("etag"));
  });
});

describe("HEAD", () => {
  it("on an uncached page carries GET's Content-Type, Content-Length and ETag, no body", async () => {
    const head = await fetch(`${app.url}/contact`, {
      method: "HEAD",
      headers: { "accept-encoding": "identity" },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get("x-cache")).toBe("MISS");
    expect(head.headers.get("content-type")).toMatch(/^text\/html/);
    expect(Number(head.headers.get("content-length"))).toBeGreaterThan(1000);
    expect(head.headers.get("etag")).toMatch(/^"/);
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    const got = await get("/contact", { "accept-encoding": "identity" });
    const bytes = await got.arrayBuffer();
    expect(got.headers.get("x-cache")).toBe("HIT");
    expect(got.headers.get("content-type")).toBe(head.headers.get("content-type"));
    expect(got.headers.get("etag")).toBe(head.headers.get("etag"));
    expect(got.headers.get("content-length")).toBe(head.headers.get("content-length"));
    expect(bytes.byteLength).toBe(Number(head.headers.get("content-length")));
  });

  it("answers as GET does in every encoding, for pages and their data", async () => {
    for (const path of ["/about", "/author/Daniel.data?_routes=routes%2Fauthor%2Fauthor"]) {
      for (const encoding of ["br", "gzip", "identity"]) {
        const head = await fetch(`${app.url}${path}`, {
          method: "HEAD",
          headers: { "accept-encoding": encoding },
        });
        const got = await get(path, { "accept-encoding": encoding });
        await got.arrayBuffer();
        const what = `${path} ${encoding}`;
        expect(head.status, what).toBe(200);
        for (const name of ["content-type", "content-length", "content-encoding", "etag"]) {
          expect(head.headers.get(name), `${what} ${name}`).toBe(got.headers.get(name));
        }
      }
    }
  });
});

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

describe("uncached renders per client", () => {
  it("answers 429 with Retry-After past the burst of distinct uncached URLs; cached ones still 200", async () => {
    const limited = await startServer({
      PAGE_RENDERS_PER_SECOND: "0.05",
      PAGE_RENDER_BURST: "5",
    });
    try {
      const statusOf = async (path: string) => {
        const response = await fetch(`${limited.url}${path}`);
        await response.arrayBuffer();
        return response;
      };
      expect((await statusOf("/archive/summary")).status).toBe(200); // 1 render, now cached
      for (let page = 2; page <= 5; page++) {
        expect((await statusOf(`/archive/summary?page=${page}`)).status).toBe(200);
      }
      const refused = await statusOf("/archive/summary?page=6");
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect(refused.headers.get("x-content-type-options")).toBe("nosniff");
      // Unknown parameters are the cached page, not a render: served.
      const hit = await statusOf("/archive/summary?utm_source=x&z=99");
      expect(hit.status).toBe(200);
      expect(hit.headers.get("x-cache")).toBe("HIT");
      expect((await statusOf("/archive/summary?page=3")).status).toBe(200);
      // Assets and the API are not page renders.
      expect((await statusOf("/api/GetTaxonomies")).status).toBe(200);
      // A form's POST renders its page, whatever its input: refused with the rest past the budget
      // (a bad email and a forged unsubscribe token rendered full pages outside it).
      for (const [path, body] of [
        ["/newsletter", "email=bad"],
        [`/unsubscribe/2147483647.${"B".repeat(43)}`, "List-Unsubscribe=One-Click"],
      ]) {
        const post = await fetch(`${limited.url}${path}`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body,
        });
        await post.arrayBuffer();
        expect(post.status, path).toBe(429);
        expect(Number(post.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      }
    } finally {
      await limited.stop();
    }
  }, 60_000);

  it("behind a proxy (TRUST_PROXY=loopback), gives each visitor the proxy names a budget of their own", async () => {
    const limited = await startServer({
      PAGE_RENDERS_PER_SECOND: "0.05",
      PAGE_RENDER_BURST: "2",
      TRUST_PROXY: "loopback",
    });
    try {
      const statusFor = async (visitor: string, page: number) => {
        const response = await fetch(`${limited.url}/archive/summary?page=${page}`, {
          headers: { "X-Forwarded-For": visitor },
        });
        await response.arrayBuffer();
        return response.status;
      };
      expect(await statusFor("203.0.113.1", 2)).toBe(200);
      expect(await statusFor("203.0.113.1", 3)).toBe(200);
      expect(await statusFor("203.0.113.1", 4)).toBe(429);
      // Another visitor behind the same proxy is not blocked by the first one's renders.
      expect(await statusFor("203.0.113.2", 5)).toBe(200);
    } finally {
      await limited.stop();
    }
  }, 60_000);
});

describe("after an import by another process", () => {
  const ARTICLE = "/single-video/glacier-express-family-rail-video";
  let content: ReturnType<typeof copyContent>;
  let contentDir: string;
  let server: RunningServer;
  beforeAll(async () => {
    content = copyContent();
    contentDir = content.dir;
    server = await startServer({ CONTENT_DIR: contentDir });
  });
  afterAll(async () => {
    await server?.stop();
    content.remove();
  });
  const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

  it("the visited pages are rendered anew before the first visitor asks: a hit with the new text", async () => {
    const first = await fetch(`${server.url}${ARTICLE}`);
    expect(first.headers.get("x-cache")).toBe("MISS");
    expect(titleOf(await first.text())).toMatch(/^Video: Eight Hours on the Glacier Express/);
    await (await fetch(`${server.url}/`)).arrayBuffer();

    const file = path.join(contentDir, "posts", "glacier-express-family-rail-video.md");
    fs.writeFileSync(
      file,
      fs
        .readFileSync(file, "utf8")
        .replace('title: "Video: Eight Hours', 'title: "Video: Nine Hours'),
    );
    const imported = spawnSync(process.execPath, ["--import", "tsx", "scripts/content-import.ts"], {
      env: { ...process.env, DATA_DIR: server.dataDir, CONTENT_DIR: contentDir, DATABASE_URL: "" },
      encoding: "utf8",
    });
    expect(imported.status, imported.stderr).toBe(0);

    // The server reads the content version every 2 s, then renders its most visited pages.
    await expect
      .poll(
        () =>
          /Content version \d+: (\d+) most visited pages rendered again/.exec(server.logs())?.[1],
        {
          timeout: 15_000,
        },
      )
      .toBe("2");
    const after = await fetch(`${server.url}${ARTICLE}`);
    expect(after.headers.get("x-cache")).toBe("HIT");
    expect(titleOf(await after.text())).toMatch(/^Video: Nine Hours on the Glacier Express/);
  });
});
