import { beforeAll, describe, expect, it } from "vitest";
import type { Author, PostCard } from "#app/lib/types.ts";
import { setupApp } from "#tests/setup/app.ts";
import { expectAccessible, waitForHydration } from "#tests/setup/browser.ts";
import { holdNavigationData, sortPosts } from "#tests/setup/listings.ts";
import { getJson } from "#tests/setup/server.ts";

let author: Author;
let authorPosts: PostCard[];

const app = setupApp();
beforeAll(async () => {
  const authors = await getJson<Author[]>(`${app.url}/api/GetAuthors`);
  author = authors.find((a) => a.count >= 9)!;
  authorPosts = await getJson<PostCard[]>(
    `${app.url}/api/GetPostsForAuthorId?authorId=${author.authorId}`,
  );
});

const cards = (page: import("playwright-core").Page) =>
  page.getByTestId("author-posts").locator("article h3");

describe("the author page", () => {
  it("shows the author: name, description, mailto, four social links and actions", async () => {
    const page = await app.open();
    const response = await page.goto(`${app.url}/author/${author.firstName}`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      `${author.firstName} ${author.lastName}`,
    );
    expect(await page.getByText(author.desc).count()).toBe(1);
    expect(await page.getByRole("link", { name: author.email }).getAttribute("href")).toBe(
      `mailto:${author.email}`,
    );
    const social = page.getByRole("navigation", { name: /on social media/ }).getByRole("link");
    expect(await social.count()).toBe(4);
    expect(await page.getByRole("tab", { name: "Articles" }).getAttribute("aria-selected")).toBe(
      "true",
    );
    await expectAccessible(page);

    const follow = page.getByRole("button", { name: "Follow", exact: true });
    expect(await follow.getAttribute("aria-pressed")).toBe("false");
    await follow.click();
    await expect
      .poll(() => page.getByRole("button", { name: "Following" }).getAttribute("aria-pressed"))
      .toBe("true");
    await page.getByRole("button", { name: "Following" }).click();
    await expect
      .poll(() => page.getByRole("button", { name: "Follow", exact: true }).count())
      .toBe(1);

    await page.getByRole("button", { name: "Share this author" }).click();
    await expect.poll(() => page.getByRole("menuitem").count()).toBeGreaterThanOrEqual(4);
    await page.keyboard.press("Escape");
  });

  it("copies the link ('Link Copied' for 1 s), takes a report with a required message, hides the author", async () => {
    const page = await app.open();
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(`${app.url}/author/${author.firstName}`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "More actions" }).click();
    await page.getByRole("menuitem", { name: "Copy link" }).click();
    await expect.poll(() => page.getByText("Link Copied").isVisible()).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${app.url}/author/${author.firstName}`,
    );
    const shownAt = Date.now();
    await expect.poll(() => page.getByText("Link Copied").count()).toBe(0);
    expect(Date.now() - shownAt).toBeLessThan(3000);

    await page.getByRole("button", { name: "More actions" }).click();
    await page.getByRole("menuitem", { name: "Report this author" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("heading", { name: "Report this author" }).waitFor();
    for (const type of ["Violence", "Trouble", "Spam", "Other"]) {
      expect(await dialog.getByRole("radio", { name: type }).count(), type).toBe(1);
    }
    await expectAccessible(page);
    await dialog.getByRole("radio", { name: "Spam" }).click();
    await dialog
      .getByRole("button", { name: /submit|send|report/i })
      .last()
      .click();
    // The message is required: the form stays.
    expect(await dialog.getByRole("heading", { name: "Report this author" }).isVisible()).toBe(
      true,
    );
    await dialog.getByRole("textbox").fill("Selling things in the comments.");
    await dialog
      .getByRole("button", { name: /submit|send|report/i })
      .last()
      .click();
    await dialog.waitFor({ state: "detached" });

    await page.getByRole("button", { name: "More actions" }).click();
    await page.getByRole("menuitem", { name: "Hide this author" }).click();
    await expect
      .poll(() => page.getByText(`You have hidden ${author.displayName}.`).isVisible())
      .toBe(true);
    expect(await cards(page).count()).toBe(0);
    await page.getByRole("button", { name: "Show this author again" }).click();
    await expect.poll(() => cards(page).count()).toBe(4);
  });

  it("pages 4 at a time from 640 px, 2 below; 'Show me more' adds that many, 'less' takes them off", async () => {
    for (const [width, base] of [
      [1280, 4],
      [390, 2],
    ] as const) {
      const page = await app.open({ width });
      await page.goto(`${app.url}/author/${author.firstName}`);
      await waitForHydration(page);
      const titles = authorPosts.map((p) => p.title);
      await expect.poll(() => cards(page).allTextContents()).toEqual(titles.slice(0, base));
      expect(await page.getByRole("link", { name: "Show me less" }).count()).toBe(0);
      await page.getByRole("link", { name: "Show me more" }).click();
      await page.waitForURL(/more=1/);
      await expect.poll(() => cards(page).allTextContents()).toEqual(titles.slice(0, base * 2));
      await page.getByRole("link", { name: "Show me more" }).click();
      await page.waitForURL(/more=2/);
      await expect.poll(() => cards(page).count()).toBe(Math.min(base * 3, titles.length));
      await page.getByRole("link", { name: "Show me less" }).click();
      await page.waitForURL(/more=1/);
      await expect.poll(() => cards(page).count()).toBe(base * 2);
      await page.getByRole("link", { name: "Show me less" }).click();
      await expect.poll(() => cards(page).count()).toBe(base);
      expect(page.url()).not.toContain("more=");
      expect(await page.getByRole("link", { name: "Show me less" }).count()).toBe(0);
      // Numbered pages at that size.
      const pages = page
        .getByRole("navigation", { name: "Pagination" })
        .getByRole("link", { name: /^\d+$/ });
      expect(await pages.count(), `${width}px`).toBe(Math.min(7, Math.ceil(titles.length / base)));
      await pages.nth(1).click();
      await page.waitForURL(/page=2/);
      await expect.poll(() => cards(page).allTextContents()).toEqual(titles.slice(base, base * 2));
    }
  });

  it("sorts through the URL, applied on the server", async () => {
    const byViews = sortPosts(authorPosts, "viewed");
    const page = await app.open();
    await page.goto(`${app.url}/author/${author.firstName}?sort=viewed`);
    await expect
      .poll(() => cards(page).allTextContents())
      .toEqual(byViews.slice(0, 4).map((p) => p.title));
    await waitForHydration(page);
    await page.getByLabel("Sort by").selectOption({ label: "Most Discussed" });
    await page.waitForURL(/sort=discussed/);
    await expect
      .poll(() => cards(page).allTextContents())
      .toEqual(
        sortPosts(authorPosts, "discussed")
          .slice(0, 4)
          .map((p) => p.title),
      );
  });

  it("shows 'Loading author information...' while another author loads", async () => {
    const page = await app.open();
    await page.goto(`${app.url}/author/${author.firstName}`);
    await waitForHydration(page);
    const held = await holdNavigationData(page);
    const slider = page.getByTestId("author-slider");
    const other = slider
      .locator("li:not([aria-hidden]) a")
      .filter({ hasNotText: author.displayName })
      .first();
    const otherName = await other.locator("h3").textContent();
    await other.click();
    await expect.poll(() => page.getByText("Loading author information...").isVisible()).toBe(true);
    await held.release();
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toContain(otherName!.split(" ")[0]);
    expect(await page.getByText("Loading author information...").count()).toBe(0);
  });

  it("answers 404 with 'Author information not found' for an unknown author", async () => {
    const response = await fetch(`${app.url}/author/Nobody`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Author information not found");
    expect(html).not.toContain("Loading author information...");
    const page = await app.open({ width: 390 });
    await page.goto(`${app.url}/author/nobody`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      "Author information not found",
    );
    await expectAccessible(page);
    // First names match case-insensitively.
    expect((await fetch(`${app.url}/author/${author.firstName.toUpperCase()}`)).status).toBe(200);
  });
});
