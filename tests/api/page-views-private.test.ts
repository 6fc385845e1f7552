import http from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { up as deletePrivateViews } from "#app/db/migrations/016-private-page-views.ts";
import { action, loader } from "#app/features/api/page-views.ts";
import { forgetSalt } from "#app/models/page-views.server.ts";
import { pageViewQueue, settleMail } from "#app/services/wiring.server.ts";
import { DIALECTS, freshDatabase } from "#tests/setup/database.ts";

/**
 * Issue 44, item 2: page views and their forwards never carry a credential. A reader's
 * unsubscribe or resubscribe link, a draft's preview link, /stats, the API, the feeds and the
 * sitemap, in any case and with a trailing slash, are refused by the beacon and the no-JS pixel
 * (400, whatever the server's page matching says: the rule is the beacon's own), stored nowhere
 * and never forwarded; migration 016 deletes what was stored before.
 */

const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const PRIVATE = [
  "/unsubscribe/1.xHm5aBcDeF",
  "/Unsubscribe/1.xHm5aBcDeF/",
  "/resubscribe/7.Zt9aQwErTy",
  "/RESUBSCRIBE/7.Zt9aQwErTy",
  "/preview/3q2kAAAA",
  "/Preview/abc",
  "/stats",
  "/Stats",
  "/STATS/",
  "/stats?from=2026-01-01",
  "/api/GetPosts",
  "/Api/contact",
  "/feeds/rss.xml",
  "/FEEDS/atom.xml",
  "/sitemap.xml",
  "/Sitemap.xml?part=2",
];

/** What the forwarding endpoint received. */
const received: string[] = [];
const endpoint = http.createServer((req, res) => {
  let text = "";
  req.on("data", (chunk) => {
    text += chunk;
  });
  req.on("end", () => {
    received.push(text);
    res.writeHead(202).end("ok");
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => endpoint.listen(0, "127.0.0.1", resolve));
  const { port } = endpoint.address() as AddressInfo;
  // Read once by env(): before any call to it in this file.
  process.env.ANALYTICS_FORWARD_URL = `http://127.0.0.1:${port}/api/event`;
  process.env.SITE_URL = "https://wanderlust.example";
});
afterAll(async () => {
  await settleMail();
  await new Promise((resolve) => endpoint.close(resolve));
});

/**
 * As server/express-app.ts would call it, but with page matching that takes every URL for a page
 * that always exists: the beacon's own rule refuses them all the same.
 */
const context = (client: string) => ({
  clientAddress: client,
  readerPage: (url: string) => ({
    route: "routes/pages/about",
    params: {},
    pathname: url.split("?")[0]!,
    search: "",
  }),
});

async function beacon(path: string, client: string) {
  const request = new Request("http://localhost/api/page-views", {
    method: "POST",
    body: JSON.stringify({ path, referrer: "" }),
    headers: { "User-Agent": FIREFOX, "Content-Type": "text/plain" },
  });
  const response = (await action({
    request,
    params: {},
    context: context(client),
  } as never)) as Response;
  return { status: response.status, body: await response.text() };
}

async function pixel(path: string, client: string) {
  const request = new Request(`http://localhost/api/page-views?path=${encodeURIComponent(path)}`, {
    headers: { "User-Agent": FIREFOX },
  });
  const response = (await loader({
    request,
    params: {},
    context: context(client),
  } as never)) as Response;
  return response.status;
}

describe.each(DIALECTS)("page views never carry a credential, on %s", (dialect) => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    fresh = await freshDatabase(dialect);
    forgetSalt();
    received.length = 0;
  });
  afterAll(async () => {
    await settleMail();
    await fresh.drop();
  });

  const stored = async () => {
    await pageViewQueue.flush();
    return {
      views: (await fresh.db.selectFrom("page_views").select("path").execute()).map((r) => r.path),
      forwards: (await fresh.db.selectFrom("analytics_forwards").select("payload").execute()).map(
        (r) => (JSON.parse(r.payload) as { url: string }).url,
      ),
    };
  };

  it("refuses them from the beacon and the pixel (400), stores and forwards nothing", async () => {
    for (const [i, path] of PRIVATE.entries()) {
      const answer = await beacon(path, `203.0.113.${i + 1}`);
      expect(answer.status, path).toBe(400);
      expect(JSON.parse(answer.body), path).toEqual({
        error: `${path} is not a page of this site.`,
      });
      expect(await pixel(path, `198.51.100.${i + 1}`), path).toBe(400);
    }
    // A page of the site goes through, and is the only thing stored and forwarded.
    expect((await beacon("/about", "203.0.113.99")).status).toBe(204);
    await expect.poll(() => received.length).toBe(1);
    expect(await stored()).toEqual({
      views: ["/about"],
      forwards: ["https://wanderlust.example/about"],
    });
    expect(received.join("\n")).not.toMatch(/subscribe|preview|stats|feeds|sitemap|\/api/i);
  });

  it("deletes what was stored before (migration 016), and keeps the rest", async () => {
    const day = "2026-01-15";
    const view = (path: string) => ({ day, path, source: "", device: "desktop", visitor: "v" });
    const kept = ["/about", "/search?q=unsubscribe", "/single/stats-for-families", "/statsx"];
    await fresh.db.deleteFrom("page_views").execute();
    await fresh.db.deleteFrom("analytics_forwards").execute();
    await fresh.db
      .insertInto("page_views")
      .values([...PRIVATE, ...kept].map(view))
      .execute();
    await fresh.db
      .insertInto("page_view_days")
      .values(
        [...PRIVATE, ...kept].map((value) => ({
          day,
          dimension: "path",
          value,
          pageviews: 1,
          visitors: 1,
        })),
      )
      .execute();
    await fresh.db
      .insertInto("analytics_forwards")
      .values(
        [...PRIVATE, ...kept].map((path) => ({
          payload: JSON.stringify({
            name: "pageview",
            url: `https://wanderlust.example${path}`,
            domain: "wanderlust.example",
            props: { device: "desktop" },
            visitor: "v",
          }),
          created_at: new Date().toISOString(),
        })),
      )
      .execute();

    await deletePrivateViews(fresh.db as never, dialect);

    const paths = (await fresh.db.selectFrom("page_views").select("path").execute()).map(
      (r) => r.path,
    );
    expect(paths.sort()).toEqual([...kept].sort());
    const values = await fresh.db
      .selectFrom("page_view_days")
      .select("value")
      .where("day", "=", day)
      .where("dimension", "=", "path")
      .execute();
    expect(values.map((r) => r.value).sort()).toEqual([...kept].sort());
    const forwards = (await stored()).forwards;
    expect(forwards.sort()).toEqual(kept.map((p) => `https://wanderlust.example${p}`).sort());
    // Applied by the migrations (fresh databases run every one): recorded as done.
    const done = await sql<{ name: string }>`select name from kysely_migration`.execute(fresh.db);
    expect(done.rows.map((r) => r.name)).toContain("016-private-page-views");
  });
});
