import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Author, PostCard, Taxonomy } from "#app/lib/types.ts";
import { expectAccessible, launchBrowser, openPage } from "../../setup/browser.ts";
import { type RunningServer, startServer } from "../../setup/server.ts";
import { getJson, poll, waitForHydration } from "./helpers.ts";

let server: RunningServer;
let browser: Browser;
let posts: PostCard[];
let categories: Taxonomy[];
let authors: Author[];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  posts = await getJson<PostCard[]>(`${server.url}/api/GetPosts`);
  categories = (await getJson<Taxonomy[]>(`${server.url}/api/GetTaxonomies`)).filter(
    (t) => t.taxonomy === "category",
  );
  authors = await getJson<Author[]>(`${server.url}/api/GetAuthors`);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Opens the palette from the header's search button. */
async function openPalette(page: Page) {
  await page.getByTestId("search-button").click();
  const palette = page.getByTestId("search-palette");
  await palette.waitFor();
  return palette;
}

const groupItems = (page: Page, group: string) =>
  page.locator(`li:has(> h2:text-is("${group}")) [role=option]`);

describe("the search palette", () => {
  it("filters posts, categories and authors; '#', '>' and '?' change what it shows", async () => {
    const page = await openPage(browser);
    await page.goto(`${server.url}/search-2`);
    await waitForHydration(page);
    const palette = await openPalette(page);
    const input = palette.getByRole("combobox");

    await input.fill("lisbon");
    const lisbonPosts = posts.filter((p) => p.title.toLowerCase().includes("lisbon"));
    await poll(() => groupItems(page, "Posts").count()).toBe(lisbonPosts.length);
    expect(await groupItems(page, "Authors").count()).toBe(0);
    await expectAccessible(page);

    await input.fill("BEACH");
    await poll(() => groupItems(page, "Categories").allTextContents()).toEqual([
      expect.stringContaining("Beach"),
    ]);

    await input.fill("#");
    await poll(() => groupItems(page, "Posts").count()).toBe(posts.length);
    expect(await groupItems(page, "Categories").count()).toBe(Math.min(9, categories.length));
    expect(await groupItems(page, "Authors").count()).toBe(0);

    await input.fill(">");
    await poll(() => groupItems(page, "Authors").count()).toBe(Math.min(9, authors.length));
    expect(await groupItems(page, "Posts").count()).toBe(0);
    expect(await groupItems(page, "Categories").count()).toBe(0);

    await input.fill("harper");
    await poll(() => groupItems(page, "Authors").count()).toBe(
      authors.filter((a) => a.displayName.toLowerCase().includes("harper")).length,
    );

    await input.fill("?");
    await poll(() => palette.getByTestId("palette-help").isVisible()).toBe(true);
    expect(await palette.getByRole("option").count()).toBe(0);

    await input.fill("qqzzxx");
    await poll(() => palette.getByText("No results found").isVisible()).toBe(true);
    expect(
      await palette
        .getByText("We couldn't find anything with that term. Please try again.")
        .count(),
    ).toBe(1);
    await expectAccessible(page);
    await page.context().close();
  });

  it("keeps the lists in localStorage for a day, and resets its query on close", async () => {
    const page = await openPage(browser);
    await page.goto(`${server.url}/search-2`);
    await waitForHydration(page);
    let requests = 0;
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/api/GetPosts") requests += 1;
    });
    let palette = await openPalette(page);
    await palette.getByRole("combobox").fill("lisbon");
    await poll(() => palette.getByRole("option").count()).toBeGreaterThan(0);
    const stored = await page.evaluate(() => ({
      posts: localStorage.getItem("/api/GetPosts"),
      stamp: Number(localStorage.getItem("/api/GetPosts:timestamp")),
      authors: localStorage.getItem("/api/GetAuthors") !== null,
      taxonomies: localStorage.getItem("/api/GetTaxonomies") !== null,
    }));
    expect((JSON.parse(stored.posts!) as PostCard[]).length).toBe(posts.length);
    expect(Date.now() - stored.stamp).toBeLessThan(60_000);
    expect(stored.authors && stored.taxonomies).toBe(true);
    expect(requests).toBe(1);

    await page.keyboard.press("Escape");
    await palette.waitFor({ state: "detached" });
    palette = await openPalette(page);
    expect(await palette.getByRole("combobox").inputValue()).toBe("");
    await palette.getByRole("combobox").fill("kyoto");
    await poll(() => palette.getByRole("option").count()).toBeGreaterThan(0);
    expect(requests).toBe(1); // Served from the cache.
    await page.context().close();
  });

  it("picking a result opens it; Enter and 'Go to search page' go to the search page", async () => {
    const page = await openPage(browser);
    await page.goto(`${server.url}/search-2`);
    await waitForHydration(page);
    let palette = await openPalette(page);
    await palette.getByRole("combobox").fill("kyoto");
    const kyoto = posts.find((p) => p.title.toLowerCase().includes("kyoto"))!;
    await page.getByRole("option", { name: kyoto.title }).click();
    await page.waitForURL(`${server.url}${kyoto.href}`);
    await palette.waitFor({ state: "detached" });

    await page.goto(`${server.url}/search-2`);
    await waitForHydration(page);
    palette = await openPalette(page);
    // Enter submits the term to the search page, even with results listed...
    await palette.getByRole("combobox").fill("lisbon");
    await poll(() => palette.getByRole("option").count()).toBeGreaterThan(0);
    await page.keyboard.press("Enter");
    await page.waitForURL(`${server.url}/search?q=lisbon`);

    // ...and picks a result once the arrow keys chose one.
    await page.goto(`${server.url}/search-2`);
    await waitForHydration(page);
    palette = await openPalette(page);
    await palette.getByRole("combobox").fill("kyoto");
    await poll(() => palette.getByRole("option").count()).toBeGreaterThan(0);
    await page.keyboard.press("ArrowDown");
    const chosen = await palette.locator("[role=option][data-focus]").textContent();
    await page.keyboard.press("Enter");
    const target = posts.find((p) => chosen?.includes(p.title));
    expect(target).toBeDefined();
    await page.waitForURL(`${server.url}${target!.href}`);

    await page.goto(`${server.url}/search-2`);
    await waitForHydration(page);
    palette = await openPalette(page);
    await palette.getByRole("link", { name: "Go to search page" }).click();
    await page.waitForURL(`${server.url}/search`);
    await page.context().close();
  });

  it("logs 'Error fetching posts' and carries on with an empty list when the call fails", async () => {
    const page = await openPage(browser);
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    await page.route("**/api/GetPosts", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"down"}' }),
    );
    await page.goto(`${server.url}/search-2`);
    await waitForHydration(page);
    const palette = await openPalette(page);
    await palette.getByRole("combobox").fill(">");
    await poll(() => groupItems(page, "Authors").count()).toBe(Math.min(9, authors.length));
    expect(errors.some((e) => e.startsWith("Error fetching posts"))).toBe(true);
    await palette.getByRole("combobox").fill("#");
    await poll(() => groupItems(page, "Categories").count()).toBeGreaterThan(0);
    expect(await groupItems(page, "Posts").count()).toBe(0);
    await page.context().close();
  });
});

describe("the palette shortcut", () => {
  it("opens with Ctrl+K from any page and resets its query on close", async () => {
    const page = await openPage(browser);
    await page.goto(server.url);
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await expect
      .poll(async () => {
        await page.keyboard.press("Control+k");
        return page.getByTestId("search-palette").count();
      })
      .toBe(1);
    await page.getByTestId("search-palette").getByRole("combobox").fill("lisbon");
    await page.keyboard.press("Escape");
    await page.getByTestId("search-palette").waitFor({ state: "detached" });
    await page.keyboard.press("Control+k");
    expect(await page.getByTestId("search-palette").getByRole("combobox").inputValue()).toBe("");
    await page.context().close();
  });
});
