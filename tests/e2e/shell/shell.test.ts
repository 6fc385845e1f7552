import { beforeAll, describe, expect, it } from "vitest";
import type { Post, PostCard } from "#app/lib/types.ts";
import { setupApp } from "#tests/setup/app.ts";
import { expectAccessible, waitForHydration } from "#tests/setup/browser.ts";
import { fontSwapMoves } from "#tests/setup/font-swap.ts";
import { escapeHtml } from "#tests/setup/listings.ts";
import { getJson } from "#tests/setup/server.ts";

let posts: PostCard[];

const app = setupApp();
beforeAll(async () => {
  posts = await getJson<PostCard[]>(`${app.url}/api/GetPosts`);
});

describe("the server-rendered shell", () => {
  it("renders the home page from the database, before any script runs", async () => {
    const html = await (await fetch(app.url)).text();
    expect(html).toContain(escapeHtml(posts[0]!.title));
    const page = await app.open();
    await page.goto(app.url);
    await expect.poll(() => page.locator("article h3").count()).toBeGreaterThanOrEqual(4);
    await expect.poll(() => page.locator("article h3").first().textContent()).toBe(posts[0]!.title);
    await expectAccessible(page);
  });

  it("answers an unknown path with the 404 page and HTTP 404", async () => {
    const page = await app.open();
    const response = await page.goto(`${app.url}/no/such/page`);
    expect(response?.status()).toBe(404);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("THE PAGE YOU WERE LOOKING FOR DOESN'T EXIST.");
    await page.getByRole("link", { name: "Return Home Page" }).click();
    await page.waitForURL(`${app.url}/`);
    await expectAccessible(page);
  });

  it("opens an article from its card and scrolls to the top of the new page", async () => {
    const page = await app.open({ height: 700 });
    await page.goto(app.url);
    const card = page.locator("article h3 a").nth(3);
    await card.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 400);
    const title = await card.textContent();
    await card.click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(title);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expectAccessible(page);
  });

  it("first paint at 390 px: nothing on the first screen of / or an article moves over 2 px when Poppins's late weights arrive", async () => {
    // The same check runs in Firefox and WebKit (tests/engines).
    const article = posts.find((p) => p.postType === "standard")!;
    for (const path of ["/", article.href]) {
      const page = await app.open({ width: 390, height: 844 });
      await page.goto(`${app.url}${path}`);
      await waitForHydration(page);
      const moved = await page.evaluate(fontSwapMoves);
      expect(moved.px, `${path}: ${moved.where} moved ${moved.px} px`).toBeLessThanOrEqual(2);
    }
  });

  it("answers 404 with 'Article not found' for an unknown article", async () => {
    const response = await fetch(`${app.url}/city/2023/no-such-article`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Article not found");
  });
});

describe("the /api over HTTP", () => {
  it("serves a post by pathname and counts a view", async () => {
    const card = posts[1]!;
    const post = (await (
      await fetch(`${app.url}/api/GetPostByPathname?pathname=${encodeURIComponent(card.href)}`)
    ).json()) as Post;
    expect(post.title).toBe(card.title);
    const res = await fetch(
      `${app.url}/api/IncreasePostViewedCount?itemId=${card.id}&partitionKey=${card.index}`,
    );
    expect(res.status).toBe(200);
    // Counted against the live count just read (article pages count their own views too).
    expect(await res.json()).toEqual({ viewdCount: post.viewdCount + 1 });
  });

  it("answers wrong methods, unknown calls and oversize bodies with JSON errors", async () => {
    const wrong = await fetch(`${app.url}/api/GetPosts`, { method: "POST" });
    expect(wrong.status).toBe(405);
    expect((await wrong.json()).error).toMatch(/not allowed/);
    const unknown = await fetch(`${app.url}/api/NoSuchCall`);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error).toMatch(/no API call/);
    const huge = await fetch(`${app.url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "x".repeat(100_000),
    });
    expect(huge.status).toBe(413);
  });
});
