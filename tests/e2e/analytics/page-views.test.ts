// Page views without cookies (issue 25): every page load and client-side navigation sends one
// record, a visitor is a salted hash of the address and the User-Agent, bots and readers who ask
// not to be tracked are not counted, nothing is stored in the browser; the owners read the
// figures with `npm run stats` and at /stats.
import { spawnSync } from "node:child_process";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { PageViewStats } from "#app/models/page-views.server.ts";
import { setupApp } from "#tests/setup/app.ts";
import { waitForHydration } from "#tests/setup/browser.ts";

const PASSWORD = "family-trips-2026";
// Behind a proxy on this machine (TRUST_PROXY): a test names the client in X-Forwarded-For.
const app = setupApp({ STATS_PASSWORD: PASSWORD, TRUST_PROXY: "loopback" });

const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** `npm run stats -- --json` against the server's database. */
function stats(): PageViewStats {
  const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/stats.ts", "--json"], {
    env: { ...process.env, DATA_DIR: app.server.dataDir, DATABASE_URL: "" },
    encoding: "utf8",
  });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as PageViewStats;
}

/** What the browser keeps for the site: cookies, and local and session storage keys (none). */
async function stored(page: Page) {
  const cookies = await page.context().cookies();
  const keys = await page.evaluate(() => [
    ...Object.keys(localStorage),
    ...Object.keys(sessionStorage).map((k) => `session:${k}`),
  ]);
  return { cookies, keys };
}

describe("page views", () => {
  it("counts each page load and client-side navigation, one visitor per browser, no bots, no DNT, nothing stored", async () => {
    const setCookies: string[] = [];
    const page = await app.open({ userAgent: FIREFOX });
    page.on("response", async (response) => {
      const cookie = await response.headerValue("set-cookie");
      if (cookie) setCookies.push(`${response.url()}: ${cookie}`);
    });
    for (const path of ["/", "/about", "/trips?month=7"]) {
      await page.goto(`${app.url}${path}`, { referer: "https://www.example.org/family-travel" });
      await waitForHydration(page);
    }
    // One client-side navigation: the header's logo link home.
    await page.locator("header a[href='/']").first().click();
    await page.waitForURL(`${app.url}/`);
    await expect.poll(() => stats().pageviews).toBe(4);
    const afterOne = stats();
    expect(afterOne.visitors).toBe(1);
    expect(afterOne.pages).toEqual(
      expect.arrayContaining([
        { path: "/", pageviews: 2, visitors: 1 },
        { path: "/about", pageviews: 1, visitors: 1 },
        { path: "/trips?month=7", pageviews: 1, visitors: 1 },
      ]),
    );
    expect(afterOne.referrers).toEqual([{ source: "example.org", visitors: 1 }]);
    expect(afterOne.devices).toEqual([{ device: "desktop", pageviews: 4, visitors: 1 }]);

    // Nothing set or stored: no cookie from any answer, no new key in the browser.
    expect(setCookies).toEqual([]);
    // React Router's scroll restoration keeps the scroll positions for the tab, as before.
    expect(await stored(page)).toEqual({
      cookies: [],
      keys: ["session:react-router-scroll-positions"],
    });

    // Another browser (another User-Agent) is another visitor.
    const phone = await app.open({ userAgent: IPHONE, width: 390 });
    await phone.goto(`${app.url}/about`);
    await expect.poll(() => stats().visitors).toBe(2);

    // A bot, and a reader who asks not to be tracked, add nothing.
    const bot = await app.open({ userAgent: BOT });
    await bot.goto(`${app.url}/about`);
    await waitForHydration(bot);
    const dnt = await app.open({ userAgent: FIREFOX.replace("133", "134") });
    await dnt.context().setExtraHTTPHeaders({ DNT: "1" });
    await dnt.goto(`${app.url}/about`);
    await waitForHydration(dnt);
    // A page view sent after them (the phone's next page) is counted: theirs were not.
    await phone.goto(`${app.url}/`);
    await expect.poll(() => stats().pageviews).toBe(6);
    const final = stats();
    expect(final.visitors).toBe(2);
    expect(final.devices).toEqual(
      expect.arrayContaining([{ device: "phone", pageviews: 2, visitors: 1 }]),
    );
  });

  it("counts readers without JavaScript too", async () => {
    const page = await app.open({ javaScriptEnabled: false, userAgent: FIREFOX });
    const before = stats().pages.find((p) => p.path === "/destinations")?.pageviews ?? 0;
    await page.goto(`${app.url}/destinations`);
    await expect
      .poll(() => stats().pages.find((p) => p.path === "/destinations")?.pageviews)
      .toBe(before + 1);
  });

  it("records a search that found nothing with 0 results", async () => {
    const page = await app.open({ userAgent: FIREFOX });
    await page.goto(`${app.url}/search?q=Narnia%20Wardrobe`);
    await waitForHydration(page);
    await expect
      .poll(() => stats().searches.find((s) => s.term === "narnia wardrobe"))
      .toEqual({ term: "narnia wardrobe", count: 1, results: 0 });
  });

  it("answers beacons with the API's answers and the headers every answer carries", async () => {
    const post = (body: string, headers: Record<string, string> = {}) =>
      fetch(`${app.url}/api/page-views`, {
        method: "POST",
        headers: { Origin: app.url, "User-Agent": FIREFOX, ...headers },
        body,
      });
    const ok = await post(JSON.stringify({ path: "/about" }));
    expect(ok.status).toBe(204);
    expect(ok.headers.get("cache-control")).toBe("no-store");
    expect(ok.headers.get("x-content-type-options")).toBe("nosniff");
    const bad = await post("{");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: "body is not valid JSON" });
    const nowhere = await post(JSON.stringify({ path: "/api/GetPosts" }));
    expect(nowhere.status).toBe(400);
    expect(await nowhere.json()).toEqual({ error: "/api/GetPosts is not a page of this site." });
    const large = await post(JSON.stringify({ path: "/", referrer: "x".repeat(5000) }));
    expect(large.status).toBe(413);
    // Another method on the same path is Express's, as before.
    expect((await fetch(`${app.url}/api/page-views`, { method: "PUT" })).status).toBe(405);
  });

  it("answers /stats 401 without the password, and shows the figures with it", async () => {
    // Asked over plain HTTP: Chromium driven by Playwright fails a navigation that meets an
    // authentication challenge instead of showing the 401.
    const denied = await fetch(`${app.url}/stats`);
    expect(denied.status).toBe(401);
    expect(denied.headers.get("www-authenticate")).toMatch(/^Basic /);
    expect(await denied.text()).toContain("sign in with the stats password");
    // A wrong password is refused as none is.
    const basic = (password: string) => ({
      Authorization: `Basic ${Buffer.from(`owner:${password}`).toString("base64")}`,
    });
    const wrong = await fetch(`${app.url}/stats`, { headers: basic("not-the-password") });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("www-authenticate")).toMatch(/^Basic /);
    // At least one page view to show (the beacon as a browser sends it).
    const beacon = await fetch(`${app.url}/api/page-views`, {
      method: "POST",
      headers: { Origin: app.url, "User-Agent": FIREFOX, "Content-Type": "text/plain" },
      body: JSON.stringify({ path: "/about", referrer: "" }),
    });
    expect(beacon.status).toBe(204);
    const owner = await app.open({ userAgent: FIREFOX });
    await owner.setExtraHTTPHeaders(basic(PASSWORD));
    const shown = await owner.goto(`${app.url}/stats`);
    expect(shown?.status()).toBe(200);
    expect(shown?.headers()["cache-control"]).toBe("private, no-store");
    await expect
      .poll(() => owner.locator('meta[name="robots"]').getAttribute("content"))
      .toContain("noindex");
    await expect
      .poll(() => owner.getByRole("heading", { level: 1 }).textContent())
      .toBe("Page views");
    const top = stats().pages[0]!.path;
    await expect
      .poll(() =>
        owner
          .locator("section", { hasText: "Top pages" })
          .locator("tbody tr")
          .first()
          .textContent(),
      )
      .toContain(top);
    // The chart, drawn on the server: one drawing shown at this width (another for phones).
    expect(await owner.locator("svg[role=img]:visible").count()).toBe(1);
    expect(await owner.locator("svg[role=img]:visible rect").count()).toBe(30);
  });

  it("locks /stats per client behind TRUST_PROXY, IPv6 per /56: the right password too gets 429", async () => {
    const as = (client: string, password?: string) =>
      fetch(`${app.url}/stats`, {
        headers: {
          "X-Forwarded-For": client,
          ...(password === undefined
            ? {}
            : { Authorization: `Basic ${Buffer.from(`owner:${password}`).toString("base64")}` }),
        },
      });
    for (let i = 0; i < 10; i++) {
      const wrong = await as("2001:db8:9:100::1", `guess-${i}`);
      expect(wrong.status).toBe(401);
      await wrong.arrayBuffer();
    }
    // The same /56, another address: the right password is refused until the window passes.
    const locked = await as("2001:db8:9:1ff::2", PASSWORD);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(500);
    expect(locked.headers.get("cache-control")).toBe("private, no-store");
    await locked.arrayBuffer();
    // The owner elsewhere (another /56, or the proxy's own address) is not locked out.
    for (const client of ["2001:db8:9:200::1", "198.51.100.30"]) {
      const owner = await as(client, PASSWORD);
      expect(owner.status, client).toBe(200);
      await owner.arrayBuffer();
    }
  });
});
