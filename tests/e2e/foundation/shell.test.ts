import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Post, PostCard } from "#app/lib/types.ts";
import {
  expectAccessible,
  itScreenshots,
  launchBrowser,
  openPage,
  screenshotAll,
} from "../../setup/browser.ts";
import { type RunningServer, startServer } from "../../setup/server.ts";

let server: RunningServer;
let browser: Browser;
let posts: PostCard[];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  posts = (await (await fetch(`${server.url}/api/GetPosts`)).json()) as PostCard[];
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("the server-rendered shell", () => {
  it("renders the home page from the database, before any script runs", async () => {
    const html = await (await fetch(server.url)).text();
    expect(html).toContain(escapeHtml(posts[0]!.title));
    const page = await openPage(browser);
    await page.goto(server.url);
    await expect.poll(() => page.locator("article h3").count()).toBeGreaterThanOrEqual(4);
    await expect.poll(() => page.locator("article h3").first().textContent()).toBe(posts[0]!.title);
    await expectAccessible(page);
    await page.context().close();
  });

  it("answers an unknown path with the 404 page and HTTP 404", async () => {
    const page = await openPage(browser);
    const response = await page.goto(`${server.url}/no/such/page`);
    expect(response?.status()).toBe(404);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("THE PAGE YOU WERE LOOKING FOR DOESN'T EXIST.");
    await page.getByRole("link", { name: "Return Home Page" }).click();
    await page.waitForURL(`${server.url}/`);
    await expectAccessible(page);
    await page.context().close();
  });

  it("opens an article from its card and scrolls to the top of the new page", async () => {
    const page = await openPage(browser, { height: 700 });
    await page.goto(server.url);
    const card = page.locator("article h3 a").nth(3);
    await card.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 400);
    const title = await card.textContent();
    await card.click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(title);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expectAccessible(page);
    await page.context().close();
  });

  it("answers 404 with 'Article not found' for an unknown article", async () => {
    const response = await fetch(`${server.url}/city/2023/no-such-article`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Article not found");
  });

  itScreenshots("takes screenshots of the home, an article and the 404 page", async () => {
    const article = posts.find((p) => p.postType === "standard")!;
    const files = [
      ...(await screenshotAll(browser, server.url, "home")),
      ...(await screenshotAll(browser, `${server.url}${article.href}`, "article")),
      ...(await screenshotAll(browser, `${server.url}/missing`, "404")),
    ];
    expect(files).toHaveLength(12);
  });
});

describe("the /api over HTTP", () => {
  it("serves a post by pathname and counts a view", async () => {
    const card = posts[1]!;
    const post = (await (
      await fetch(`${server.url}/api/GetPostByPathname?pathname=${encodeURIComponent(card.href)}`)
    ).json()) as Post;
    expect(post.title).toBe(card.title);
    const res = await fetch(
      `${server.url}/api/IncreasePostViewedCount?itemId=${card.id}&partitionKey=${card.index}`,
    );
    expect(res.status).toBe(200);
    // Counted against the live count just read (article pages count their own views too).
    expect(await res.json()).toEqual({ viewdCount: post.viewdCount + 1 });
  });

  it("answers wrong methods, unknown calls and oversize bodies with JSON errors", async () => {
    const wrong = await fetch(`${server.url}/api/GetPosts`, { method: "POST" });
    expect(wrong.status).toBe(405);
    expect((await wrong.json()).error).toMatch(/not allowed/);
    const unknown = await fetch(`${server.url}/api/NoSuchCall`);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error).toMatch(/no API call/);
    const huge = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "x".repeat(100_000),
    });
    expect(huge.status).toBe(413);
  });
});

/** How React escapes text in server-rendered HTML. */
function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");
}
