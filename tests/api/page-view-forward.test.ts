import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageViewForwards } from "#app/features/analytics/forward.server.ts";
import { action } from "#app/features/api/page-views.ts";
import { forgetSalt } from "#app/models/page-views.server.ts";
import { settleMail, startMailRetries } from "#app/services/wiring.server.ts";
import { DIALECTS, freshDatabase } from "#tests/setup/database.ts";
import { serverReaderPages } from "#tests/setup/reader-pages.ts";

const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

/** A Plausible-like events endpoint: answers 503 `failures` times, then 202; keeps what it got. */
const received: { headers: http.IncomingHttpHeaders; body: Record<string, unknown> }[] = [];
let failures = 0;
const endpoint = http.createServer((req, res) => {
  let text = "";
  req.on("data", (chunk) => {
    text += chunk;
  });
  req.on("end", () => {
    if (failures > 0) {
      failures--;
      res.writeHead(503).end();
      return;
    }
    received.push({ headers: req.headers, body: JSON.parse(text) as Record<string, unknown> });
    res.writeHead(202).end("ok");
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => endpoint.listen(0, "127.0.0.1", resolve));
  const { port } = endpoint.address() as AddressInfo;
  // Read once by env(): before any call to it in this file.
  process.env.ANALYTICS_FORWARD_URL = `http://127.0.0.1:${port}/api/event`;
  process.env.SITE_URL = "https://wanderlust.example";
  // Long enough that a first attempt's claim never runs out while it is being made, under load.
  process.env.MAIL_RETRY_DELAYS = "1,1";
});
afterAll(async () => {
  await settleMail();
  await new Promise((resolve) => endpoint.close(resolve));
});

async function beacon(path: string, client: string) {
  const request = new Request("http://localhost/api/page-views", {
    method: "POST",
    body: JSON.stringify({ path, referrer: "https://www.pinterest.com/pin/1" }),
    headers: { "User-Agent": FIREFOX, "Content-Type": "text/plain" },
  });
  const context = { clientAddress: client, readerPage: await serverReaderPages() };
  return ((await action({ request, params: {}, context } as never)) as Response).status;
}

/** The forwards marked sent. */
async function doneForwards(fresh: Awaited<ReturnType<typeof freshDatabase>>): Promise<number> {
  const rows = await fresh.db.selectFrom("analytics_forwards").select("mailed_at").execute();
  return rows.filter((r) => r.mailed_at !== null).length;
}

describe.each(DIALECTS)("page views forwarded to ANALYTICS_FORWARD_URL on %s", (dialect) => {
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

  it("forwards each recorded view from the server, without the reader's address or User-Agent", async () => {
    expect(await beacon("/about", "203.0.113.7")).toBe(204);
    await expect.poll(() => received.length).toBe(1);
    const [{ headers, body }] = received as [(typeof received)[number]];
    expect(body).toEqual({
      name: "pageview",
      url: "https://wanderlust.example/about",
      domain: "wanderlust.example",
      referrer: "https://pinterest.com/",
      props: { device: "desktop" },
    });
    // The day's visitor hash stands for the address and the User-Agent, which never leave.
    expect(headers["user-agent"]).toMatch(/^Wanderlust-Visitor\/[0-9a-f]{32}$/);
    expect(headers["x-forwarded-for"]).toBe("127.0.0.1");
    expect(JSON.stringify({ headers, body })).not.toContain("203.0.113.7");
    expect(JSON.stringify({ headers, body })).not.toContain("Firefox");
    // Done: marked sent, not due again.
    await expect.poll(() => doneForwards(fresh)).toBe(1);
  });

  it("queues a forward the endpoint refuses, and the retry loop sends it again", async () => {
    startMailRetries([pageViewForwards]);
    failures = 1;
    const before = received.length;
    expect(await beacon("/trips", "203.0.113.8")).toBe(204);
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(before + 1);
    expect(received.at(-1)!.body.url).toBe("https://wanderlust.example/trips");
    const rows = await fresh.db.selectFrom("analytics_forwards").selectAll().execute();
    const trips = rows.find((r) => r.payload.includes("/trips"))!;
    expect(trips.mail_attempts).toBe(2);
    await expect.poll(() => doneForwards(fresh)).toBe(2);
    await settleMail();
  });
});
