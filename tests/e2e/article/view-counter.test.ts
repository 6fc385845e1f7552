import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { PostCard } from "#app/lib/types.ts";
import { setupApp } from "#tests/setup/app.ts";
import { expectTitle, firstOfType, listPosts, openArticle, postAt } from "#tests/setup/posts.ts";

let posts: PostCard[];

const app = setupApp({ TRUST_PROXY: "loopback" });
beforeAll(async () => {
  // Each browser page is its own reader (X-Forwarded-For through a trusted "proxy"): the server
  // counts a view once per reader and post in 30 minutes (app/lib/rate-limit.server.ts).
  posts = await listPosts(app.url);
});

const views = async (href: string) => (await postAt(app.url, href)).viewdCount;

let readers = 0;
/** A page whose requests come from a reader no other page has been. */
async function readerPage() {
  const page = await app.open();
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": `198.51.100.${++readers}` });
  return page;
}

/** Counts the page's IncreasePostViewedCount calls, and lets a test wait for their answers. */
function watchCounter(page: Page) {
  const calls: string[] = [];
  let answered = 0;
  page.on("request", (r) => {
    if (r.url().includes("/api/IncreasePostViewedCount")) calls.push(r.url());
  });
  page.on("requestfinished", (r) => {
    if (r.url().includes("/api/IncreasePostViewedCount")) answered++;
  });
  return {
    calls,
    settled: async (n: number) => {
      await expect.poll(() => answered).toBe(n);
      await page.waitForLoadState("networkidle");
    },
  };
}

describe("the article view counter", () => {
  it("calls the counter once per load; not on a like click, a re-render or the photo tour", async () => {
    const post = firstOfType(posts, "gallery");
    const before = await views(post.href);
    const page = await readerPage();
    const counter = watchCounter(page);
    await openArticle(page, `${app.url}${post.href}`);
    await expectTitle(page, post.title);
    await counter.settled(1);
    expect(counter.calls).toHaveLength(1);
    const url = new URL(counter.calls[0]!);
    expect(url.searchParams.get("itemId")).toBe(post.id);
    expect(url.searchParams.get("partitionKey")).toBe(String(post.index));
    expect(await views(post.href)).toBe(before + 1);

    // A like click re-renders the page: no new view.
    await page.locator("article header").getByTestId("article-like").click();
    await page.locator("article header").getByTestId("article-like").click();
    // The photo tour changes the query string: no new view either.
    await page.getByRole("link", { name: "Show all photos" }).click();
    // The tour's code loads on first open: Escape closes it once its close button is there.
    await page.getByRole("button", { name: "Close photo tour" }).waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => new URL(page.url()).searchParams.get("modal")).toBeNull();
    await page.waitForLoadState("networkidle");
    expect(counter.calls).toHaveLength(1);
    expect(await views(post.href)).toBe(before + 1);

    // A reload is a new load: the page calls the counter again, and the server, having counted
    // this reader's view of this post in the last 30 minutes, answers ok and counts nothing.
    await page.reload();
    await expectTitle(page, post.title);
    await counter.settled(2);
    expect(counter.calls).toHaveLength(2);
    expect(await views(post.href)).toBe(before + 1);

    // Another reader's load counts.
    const other = await readerPage();
    const otherCounter = watchCounter(other);
    await openArticle(other, `${app.url}${post.href}`);
    await expectTitle(other, post.title);
    await otherCounter.settled(1);
    expect(await views(post.href)).toBe(before + 2);
  });

  it("counts one view for an article reached by a client-side link", async () => {
    const start = firstOfType(posts, "standard");
    const page = await readerPage();
    const counter = watchCounter(page);
    await openArticle(page, `${app.url}${start.href}`);
    await expectTitle(page, start.title);
    await counter.settled(1);
    const link = page.locator('section[aria-labelledby="related-posts"] article h3 a').first();
    const href = (await link.getAttribute("href"))!;
    const title = (await link.textContent())!;
    const before = await views(href);
    await link.click();
    await expectTitle(page, title);
    await counter.settled(2);
    expect(counter.calls).toHaveLength(2);
    expect(await views(href)).toBe(before + 1);

    // Back to the first article: a new load of it, one more call; this reader's view of it was
    // counted minutes ago, so the count stays.
    const startBefore = await views(start.href);
    await page.goBack();
    await expectTitle(page, start.title);
    await counter.settled(3);
    expect(counter.calls).toHaveLength(3);
    expect(await views(start.href)).toBe(startBefore);
  });

  it("only logs a failing counter call; the article stays", async () => {
    const post = firstOfType(posts, "video");
    const page = await readerPage();
    const logged: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") logged.push(m.text());
    });
    await page.route(/IncreasePostViewedCount/, (route) =>
      route.fulfill({ status: 500, body: "{}" }),
    );
    await openArticle(page, `${app.url}${post.href}`);
    await expectTitle(page, post.title);
    await expect.poll(() => logged.some((t) => t.includes("view count"))).toBe(true);
    expect(await page.getByText("Unexpected Application Error!").count()).toBe(0);
  });
});
