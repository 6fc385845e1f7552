import { beforeAll, describe, expect, it } from "vitest";
import type { PostCard, Taxonomy } from "#app/lib/types.ts";
import { setupApp } from "#tests/setup/app.ts";
import { expectAccessible, waitForHydration } from "#tests/setup/browser.ts";
import { cardTitles, escapeHtml, holdNavigationData, sortPosts } from "#tests/setup/listings.ts";
import { getJson } from "#tests/setup/server.ts";

let posts: PostCard[];
let taxonomies: Taxonomy[];

const app = setupApp();
beforeAll(async () => {
  posts = await getJson<PostCard[]>(`${app.url}/api/GetPosts`);
  taxonomies = await getJson<Taxonomy[]>(`${app.url}/api/GetTaxonomies`);
});

const GRID = '[data-testid="archive-grid"]';

describe("the archive, server-rendered", () => {
  it("titles the page 'Travel Blog' with '{n} Articles' and no loading text", async () => {
    const response = await fetch(`${app.url}/archive/summary`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Travel Blog");
    expect(html).toContain(`${posts.length}<!-- --> <!-- -->Articles`);
    for (const post of posts.slice(0, 4)) expect(html).toContain(escapeHtml(post.title));
    expect(html).not.toContain(escapeHtml(posts[4]!.title));
    expect(html).not.toContain("Loading articles...");
    expect(html).not.toContain("Loading content ...");
    expect(html).toContain("Discover over 100 topics");
    expect(html).toContain("The dream team");
  });

  it("applies ?sort= and ?page= on the server, before any script runs", async () => {
    const byViews = sortPosts(posts, "viewed");
    const html = await (await fetch(`${app.url}/archive/summary?sort=viewed&page=2`)).text();
    for (const post of byViews.slice(4, 8)) expect(html).toContain(escapeHtml(post.title));
    for (const post of byViews.slice(0, 4)) expect(html).not.toContain(escapeHtml(post.title));
    // The page works without JavaScript: the page links carry the sort.
    const page = await app.open();
    await page.context().route(/\.js$/, (route) => route.abort());
    await page.goto(`${app.url}/archive/summary?sort=appreciated`);
    const liked = sortPosts(posts, "appreciated");
    expect(await cardTitles(page, GRID)).toEqual(liked.slice(0, 4).map((p) => p.title));
    await page.getByRole("link", { name: "3", exact: true }).click();
    await page.waitForURL(/page=3/);
    expect(page.url()).toContain("sort=appreciated");
    expect(await cardTitles(page, GRID)).toEqual(liked.slice(8, 12).map((p) => p.title));
  });

  it("shows the hotel posts, a taxonomy's posts, and 404 for other paths", async () => {
    const hotels = await getJson<PostCard[]>(`${app.url}/api/GetHotelPosts`);
    const hotelHtml = await (await fetch(`${app.url}/archive/reviews/hotels/summary`)).text();
    expect(hotelHtml).toContain(`${hotels.length}<!-- --> <!-- -->Articles`);
    const beach = taxonomies.find((t) => t.name === "Beach")!;
    const beachHtml = await (await fetch(`${app.url}${beach.href}`)).text();
    expect(beachHtml).toContain(`${beach.count}<!-- --> <!-- -->Articles`);
    // Any path with the numeric segment finds the taxonomy.
    const other = await fetch(`${app.url}/archive/tags/${beach.id}/whatever`);
    expect(other.status).toBe(200);
    for (const path of ["/archive/beach", "/archive/99999/nothing", "/archive"]) {
      const res = await fetch(`${app.url}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text()).toContain("THE PAGE YOU WERE LOOKING FOR DOESN&#x27;T EXIST.");
    }
  });
});

describe("the archive in the browser", () => {
  it("sorts and pages through the URL, with 'Loading articles...' while pending", async () => {
    const page = await app.open();
    await page.goto(`${app.url}/archive/summary`);
    await waitForHydration(page);
    await expectAccessible(page);
    const held = await holdNavigationData(page);
    await page.getByLabel("Sort by").selectOption({ label: "Most Viewed" });
    await expect.poll(() => page.getByText("Loading articles...").isVisible()).toBe(true);
    await held.release();
    await page.waitForURL(/sort=viewed/);
    await expect.poll(() => page.getByText("Loading articles...").count()).toBe(0);
    const byViews = sortPosts(posts, "viewed");
    await expect
      .poll(() => cardTitles(page, GRID))
      .toEqual(byViews.slice(0, 4).map((p) => p.title));
    await page
      .getByRole("navigation", { name: "Pagination" })
      .getByRole("link", { name: "2", exact: true })
      .click();
    await page.waitForURL(/page=2/);
    expect(page.url()).toContain("sort=viewed");
    await expect
      .poll(() => cardTitles(page, GRID))
      .toEqual(byViews.slice(4, 8).map((p) => p.title));
    await expect
      .poll(() => page.getByRole("link", { name: "2", exact: true }).getAttribute("aria-current"))
      .toBe("page");
  });

  it("pages on one row at 390 px: previous, first, the current page and its neighbours, last, next", async () => {
    const pages = Math.ceil(posts.length / 4);
    const middle = Math.ceil(pages / 2);
    expect(pages).toBeGreaterThan(8);
    const page = await app.open({ width: 390, height: 844 });
    await page.goto(`${app.url}/archive/summary?page=${middle}`);
    await waitForHydration(page);
    const pager = page.getByRole("navigation", { name: "Pagination" });
    /** What a reader sees in the pager, left to right, and where each item is. */
    const items = () =>
      pager.evaluate((nav) =>
        [...nav.querySelectorAll<HTMLElement>("a, span")]
          .filter((el) => getComputedStyle(el).display !== "contents" && el.offsetWidth > 0)
          .map((el) => {
            const box = el.getBoundingClientRect();
            return {
              name: el.getAttribute("aria-label") ?? el.textContent ?? "",
              top: box.top,
              left: box.left,
              right: box.right,
            };
          }),
      );
    const shown = await items();
    expect(shown.map((i) => i.name)).toEqual([
      "Previous page",
      "1",
      "…",
      String(middle - 1),
      String(middle),
      String(middle + 1),
      "…",
      String(pages),
      "Next page",
    ]);
    // One row: every item at the same top, inside the pager, the pager inside its container.
    expect(new Set(shown.map((i) => Math.round(i.top))).size).toBe(1);
    const fit = await pager.evaluate((nav) => {
      const box = nav.getBoundingClientRect();
      const parent = nav.parentElement!.getBoundingClientRect();
      return {
        overflow: nav.scrollWidth - nav.clientWidth,
        inside: box.left >= parent.left && box.right <= parent.right,
        right: box.right,
      };
    });
    expect(fit).toMatchObject({ overflow: 0, inside: true });
    expect(fit.right).toBeLessThanOrEqual(390);
    expect(await pager.locator("[aria-current=page]").textContent()).toBe(String(middle));
    expect(await pager.getByRole("link", { name: "Previous page" }).getAttribute("href")).toBe(
      `/archive/summary?page=${middle - 1}`,
    );
    expect(await pager.getByRole("link", { name: "Next page" }).getAttribute("href")).toBe(
      `/archive/summary?page=${middle + 1}`,
    );
    await expectAccessible(page);

    await pager.getByRole("link", { name: "Next page" }).click();
    await page.waitForURL(`${app.url}/archive/summary?page=${middle + 1}`);
    await expect
      .poll(() => pager.locator("[aria-current=page]").textContent())
      .toBe(String(middle + 1));

    // Page 2's previous page is the first, at the archive's own URL; the first page has none.
    await page.goto(`${app.url}/archive/summary?page=2`);
    expect(await pager.getByRole("link", { name: "Previous page" }).getAttribute("href")).toBe(
      "/archive/summary",
    );
    await page.goto(`${app.url}/archive/summary`);
    expect(await pager.getByRole("link", { name: "Previous page" }).count()).toBe(0);
    const first = await items();
    expect(first.map((i) => i.name).slice(1, -1)).toEqual([
      "1",
      "2",
      "3",
      "4",
      "5",
      "…",
      String(pages),
    ]);
    expect(new Set(first.map((i) => Math.round(i.top))).size).toBe(1);
  });

  it("shows 'Loading content ...' while another archive loads", async () => {
    const page = await app.open();
    await page.goto(`${app.url}/archive/summary`);
    await waitForHydration(page);
    const held = await holdNavigationData(page);
    await page.getByRole("button", { name: "Discover other tags" }).click();
    await page.getByRole("heading", { name: "Discover other tags" }).waitFor();
    const city = taxonomies.find((t) => t.name === "City")!;
    await page.getByRole("dialog").getByRole("link", { name: /City/ }).first().click();
    await expect.poll(() => page.getByText("Loading content ...").isVisible()).toBe(true);
    await held.release();
    await page.waitForURL(`${app.url}${city.href}`);
    await expect
      .poll(() => page.getByTestId("archive-count").textContent())
      .toBe(`${city.count} Articles`);
    expect(await page.getByText("Loading content ...").count()).toBe(0);
  });

  it("'Show me more' shows every post; 'Show me less' (only then) goes back to 4", async () => {
    const page = await app.open();
    await page.goto(`${app.url}/archive/summary`);
    await waitForHydration(page);
    expect(await page.getByRole("link", { name: "Show me less" }).count()).toBe(0);
    expect(await page.locator(`${GRID} article`).count()).toBe(4);
    await page.getByRole("link", { name: "Show me more" }).click();
    await page.waitForURL(/all=1/);
    await expect.poll(() => page.locator(`${GRID} article`).count()).toBe(posts.length);
    await page.getByRole("link", { name: "Show me less" }).click();
    await expect.poll(() => page.locator(`${GRID} article`).count()).toBe(4);
    expect(page.url()).not.toContain("all=1");
    expect(await page.getByRole("link", { name: "Show me less" }).count()).toBe(0);
  });

  it("closes the 'Discover other tags' modal by the button, the overlay and Escape", async () => {
    const page = await app.open();
    await page.goto(`${app.url}/archive/summary`);
    await waitForHydration(page);
    const open = () => page.getByRole("button", { name: "Discover other tags" }).click();
    const dialog = page.getByRole("dialog", { name: "Discover other tags" });
    const heading = dialog.getByRole("heading", { name: "Discover other tags" });
    // Open, and its panel's enter transition over (Headless UI marks it data-transition): a
    // reader's click comes after the panel has appeared.
    const opened = async () => {
      await heading.waitFor();
      await expect.poll(() => dialog.locator("[data-transition]").count()).toBe(0);
    };

    await open();
    await opened();
    expect(await dialog.getByRole("link").count()).toBe(taxonomies.length);
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });

    await open();
    await opened();
    await page.mouse.click(8, 890); // the overlay, outside the panel
    await dialog.waitFor({ state: "detached" });

    await open();
    await opened();
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "detached" });
  });

  it("trending topics: the first 4 categories ranked #1-#3, the toggle shows all and scrolls up", async () => {
    const page = await app.open();
    await page.goto(`${app.url}/archive/summary`);
    await waitForHydration(page);
    const section = page.getByTestId("trending-topics");
    const eligible = taxonomies.filter((t) => t.taxonomy === "category" && t.count >= 1);
    expect(await section.locator("li h3").allTextContents()).toEqual(
      eligible.slice(0, 4).map((t) => t.name),
    );
    expect(await section.getByTestId("rank-badge").allTextContents()).toEqual(["#1", "#2", "#3"]);
    await section.getByRole("button", { name: "Show me more" }).click();
    await expect.poll(() => section.locator("li").count()).toBe(eligible.length);
    await section.getByRole("button", { name: "Show me less" }).scrollIntoViewIfNeeded();
    await section.getByRole("button", { name: "Show me less" }).click();
    await expect.poll(() => section.locator("li").count()).toBe(4);
    // Back up at the section's heading.
    await expect
      .poll(() =>
        section.getByRole("heading", { level: 2 }).evaluate((h) => h.getBoundingClientRect().top),
      )
      .toBeLessThan(200);
  });

  it("the dream team shows 4 authors per row at 1280 px and 1 at 390 px", async () => {
    for (const [width, perRow] of [
      [1280, 4],
      [390, 1],
    ] as const) {
      const page = await app.open({ width });
      await page.goto(`${app.url}/archive/summary`);
      await waitForHydration(page);
      const slider = page.getByTestId("author-slider");
      await expect
        .poll(() => slider.locator("ul").getAttribute("data-per-row"))
        .toBe(String(perRow));
      const cardWidth = await slider
        .locator("li")
        .first()
        .evaluate((li) => li.clientWidth);
      const rowWidth = await slider.locator("ul").evaluate((ul) => ul.parentElement!.clientWidth);
      expect(Math.round(rowWidth / cardWidth)).toBe(perRow);
      await slider.getByRole("button", { name: "Next" }).click();
      await expect
        .poll(() => slider.locator("li").first().getAttribute("aria-hidden"))
        .toBe("true");
    }
  });

  it("has a 1 to 4 column grid by width", async () => {
    for (const [width, columns] of [
      [390, 1],
      [700, 2],
      [1100, 3],
      [1280, 4],
    ] as const) {
      const page = await app.open({ width });
      await page.goto(`${app.url}/archive/summary`);
      const tracks = await page
        .locator(GRID)
        .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(" ").length);
      expect(tracks, `${width}px`).toBe(columns);
    }
  });
});
