import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action, loader } from "#app/features/api/page-views.ts";
import { importContent } from "#app/features/content/importer.server.ts";
import { forgetSalt, pageViewStats } from "#app/models/page-views.server.ts";
import { DIALECTS, freshDatabase } from "#tests/setup/database.ts";

const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
let clients = 0;

/** The beacon as a browser posts it, from a client no other test has used (or `client`). */
async function beacon(
  body: string,
  options: { client?: string; headers?: Record<string, string>; pages?: boolean } = {},
) {
  const request = new Request("http://localhost/api/page-views", {
    method: "POST",
    body,
    headers: { "User-Agent": FIREFOX, "Content-Type": "text/plain", ...options.headers },
  });
  const context = {
    clientAddress: options.client ?? `198.51.100.${++clients}`,
    // As the server says (server/page-key.ts): "/nowhere" is no page of the site.
    canonicalPage: (url: string) => (url.startsWith("/nowhere") ? undefined : url),
  };
  const response = (await action({ request, params: {}, context } as never)) as Response;
  return { status: response.status, text: await response.text() };
}

const today = () => new Date().toISOString().slice(0, 10);
const totals = async () => {
  const stats = await pageViewStats({ from: today(), to: today() });
  return { pageviews: stats.pageviews, visitors: stats.visitors };
};

describe.each(DIALECTS)("POST /api/page-views on %s", (dialect) => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    fresh = await freshDatabase(dialect);
    forgetSalt();
    await importContent(fresh.db, path.resolve("content"));
  });
  afterAll(async () => fresh.drop());

  it("records a page view: 204, one view, one visitor per address and User-Agent", async () => {
    expect(await beacon(JSON.stringify({ path: "/about" }), { client: "203.0.113.1" })).toEqual({
      status: 204,
      text: "",
    });
    await beacon(JSON.stringify({ path: "/" }), { client: "203.0.113.1" });
    await beacon(JSON.stringify({ path: "/" }), { client: "203.0.113.2" });
    expect(await totals()).toEqual({ pageviews: 3, visitors: 2 });
  });

  it("answers bad input 400 with a clear message, and records nothing", async () => {
    const cases: [string, string][] = [
      ["not json", "body is not valid JSON"],
      [JSON.stringify({ path: "about" }), "path must start with /"],
      [
        JSON.stringify({ path: "/", title: "x" }),
        'unknown key "title": only path and referrer are accepted',
      ],
      [JSON.stringify({ path: "/nowhere" }), "/nowhere is not a page of this site."],
    ];
    const before = await totals();
    for (const [body, message] of cases) {
      const answer = await beacon(body);
      expect(answer.status, body).toBe(400);
      expect(JSON.parse(answer.text), body).toEqual({ error: message });
    }
    expect((await beacon("x".repeat(5000))).status).toBe(413);
    expect(await totals()).toEqual(before);
  });

  it("records nothing for bots, DNT: 1 or Sec-GPC: 1 (204 all the same)", async () => {
    const before = await totals();
    const body = JSON.stringify({ path: "/about" });
    for (const headers of <Record<string, string>[]>[
      { "User-Agent": "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)" },
      { DNT: "1" },
      { "Sec-GPC": "1" },
    ]) {
      expect((await beacon(body, { headers })).status).toBe(204);
    }
    expect(await totals()).toEqual(before);
  });

  it("keeps one client from inflating the counts: 429 past its budget", async () => {
    const client = "203.0.113.99";
    const statuses = [];
    for (let i = 0; i < 62; i++) {
      statuses.push((await beacon(JSON.stringify({ path: "/trips" }), { client })).status);
    }
    expect(statuses.filter((s) => s === 204)).toHaveLength(60);
    expect(statuses.slice(60)).toEqual([429, 429]);
  });

  it("counts a reader without JavaScript from the pixel, and records a search with its results", async () => {
    const request = new Request("http://localhost/api/page-views?path=%2Fsearch%3Fq%3DNarnia", {
      headers: { "User-Agent": FIREFOX },
    });
    const context = { clientAddress: "203.0.113.50", canonicalPage: (url: string) => url };
    const pixel = (await loader({ request, params: {}, context } as never)) as Response;
    expect(pixel.status).toBe(200);
    expect(pixel.headers.get("Content-Type")).toBe("image/gif");
    await beacon(JSON.stringify({ path: "/search?q=lisbon" }));
    const stats = await pageViewStats({ from: today(), to: today() });
    expect(stats.searches).toEqual(
      expect.arrayContaining([
        { term: "narnia", count: 1, results: 0 },
        { term: "lisbon", count: 1, results: expect.any(Number) },
      ]),
    );
    expect(stats.searches.find((s) => s.term === "lisbon")!.results).toBeGreaterThan(0);
  });
});
