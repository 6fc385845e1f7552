import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupApp } from "#tests/setup/app.ts";
import { copyContent } from "#tests/setup/content.ts";
import { startServer } from "#tests/setup/server.ts";

let content: ReturnType<typeof copyContent>;
let contentDir: string;
const HOSTILE_SLUG = "hostile-script-post";

beforeAll(async () => {
  // A content tree with one post whose text holds markup: it must render as inert text.
  content = copyContent();
  contentDir = content.dir;
  fs.writeFileSync(
    path.join(contentDir, "posts", `${HOSTILE_SLUG}.md`),
    `---\ntitle: "Script <b>test</b>"\ndesc: "A post whose text holds markup."\ndate: 2020-01-01\npostType: standard\nauthor: daniel\ncategories: [city]\nfeaturedImage: /media/scenes/rome-1.jpg\n---\nHello <script>window.__pwned = true</script> and <img src=x onerror="window.__pwned=true">.\n\n## Section\n\nText.\n\n## Conclusion\n\nEnd.\n`,
  );
});
afterAll(async () => {
  content.remove();
});
const app = setupApp(() => ({ CONTENT_DIR: contentDir }));

const REQUIRED = {
  "strict-transport-security": /max-age=(3153600\d|[4-9]\d{7,})/,
  "x-content-type-options": /^nosniff$/,
  "referrer-policy": /./,
  "permissions-policy": /camera=\(\)/,
  "content-security-policy": /frame-ancestors 'none'/,
};

describe("security headers", () => {
  it.each([
    ["a page", "/"],
    ["a cached page (second request)", "/"],
    ["the 404 page", "/no/such/page"],
    ["an article", "/city/2024/nowhere"],
    ["an API call", "/api/GetTaxonomies"],
    ["an API error", "/api/GetPostsForGategoryId?categoryId=x"],
    ["a media file", "/media/hero.jpg"],
    ["an image variant", "/img/webp/320/media/hero.jpg"],
    ["an image variant error", "/img/webp/321/media/hero.jpg"],
    ["a feed", "/feeds/rss.xml"],
  ])("are on %s", async (_kind, url) => {
    const response = await fetch(`${app.url}${url}`);
    for (const [name, pattern] of Object.entries(REQUIRED)) {
      expect(response.headers.get(name), name).toMatch(pattern);
    }
    const csp = response.headers.get("content-security-policy")!;
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  it("are on hashed assets, which are immutable for a year", async () => {
    const html = await (await fetch(app.url)).text();
    const asset = /href="(\/assets\/[^"]+\.css)"/.exec(html)![1]!;
    const response = await fetch(`${app.url}${asset}`);
    expect(response.headers.get("cache-control")).toMatch(/max-age=31536000.*immutable/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("lets a page hydrate under its real CSP, from the cache too, with no violation", async () => {
    for (let visit = 0; visit < 2; visit++) {
      const page = await app.open({ enforceCsp: true });
      const violations: string[] = [];
      page.on("console", (m) => {
        if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
      });
      await page.goto(app.url);
      await page.getByTestId("theme-toggle").click();
      await expect
        .poll(() => page.evaluate(() => document.documentElement.classList.contains("dark")))
        .toBe(true);
      expect(violations).toEqual([]);
    }
  });

  it("renders markup in post content as inert text", async () => {
    const page = await app.open({ enforceCsp: true });
    await page.goto(`${app.url}/city/2020/${HOSTILE_SLUG}`);
    await expect
      .poll(() =>
        page.getByText("<script>window.__pwned = true</script>", { exact: false }).count(),
      )
      .toBeGreaterThan(0);
    expect(
      await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned),
    ).toBeUndefined();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Script <b>test</b>");
  });
});

describe("abuse", () => {
  it("stores nothing for a bot that fills the honeypot, but answers like a success", async () => {
    const contact = await fetch(`${app.url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        from_name: "Bot",
        reply_to: "bot@example.com",
        message: "Buy now",
        website: "http://spam.example",
      }),
    });
    expect(contact.status).toBe(201);
    const sub = await fetch(
      `${app.url}/api/CreateNewSubscription?email=bot@example.com&website=spam`,
      { method: "POST" },
    );
    expect(sub.status).toBe(201);
    expect(
      (await fetch(`${app.url}/api/GetSubscriptionByEmail?email=bot@example.com`)).status,
    ).toBe(404);
    const db = new Database(path.join(app.server.dataDir, "wanderlust.sqlite"), { readonly: true });
    const rows = db
      .prepare("select count(*) as n from contact_messages where from_name = 'Bot'")
      .get() as { n: number };
    db.close();
    expect(rows.n).toBe(0);
  });

  // The budgets per action and client, TRUST_PROXY and the shared counters: rate-limits.test.ts.
  it("limits sign-ups per email, answering 429 with Retry-After", async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 7; i++) {
      const response = await fetch(
        `${app.url}/api/CreateNewSubscription?email=${encodeURIComponent(i % 2 ? "Limit@Example.com" : " limit@example.com")}`,
        { method: "POST" },
      );
      statuses.push(response.status);
      if (response.status === 429) {
        retryAfter = response.headers.get("retry-after");
        expect((await response.json()).error).toMatch(/Too many requests/);
      }
    }
    expect(statuses.slice(0, 5).every((s) => s === 201 || s === 200)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  it("refuses bodies over 64 KB with 413 and emails over 254 characters with 400", async () => {
    const fresh = await startServer({ RATE_LIMIT: "off" });
    try {
      const big = await fetch(`${fresh.url}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: "x".repeat(65 * 1024),
      });
      expect(big.status).toBe(413);
      const long = await fetch(
        `${fresh.url}/api/CreateNewSubscription?email=${"a".repeat(250)}@example.com`,
        { method: "POST" },
      );
      expect(long.status).toBe(400);
    } finally {
      await fresh.stop();
    }
  });
});
