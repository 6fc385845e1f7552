import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { Author, PostCard, Taxonomy } from "#app/lib/types.ts";
import { setupApp } from "#tests/setup/app.ts";
import { expectAccessible, waitForHydration } from "#tests/setup/browser.ts";
import { getJson } from "#tests/setup/server.ts";

let posts: PostCard[];
let categories: Taxonomy[];
let authors: Author[];

const app = setupApp();
beforeAll(async () => {
  posts = await getJson<PostCard[]>(`${app.url}/api/GetPosts`);
  categories = (await getJson<Taxonomy[]>(`${app.url}/api/GetTaxonomies`)).filter(
    (t) => t.taxonomy === "category",
  );
  authors = await getJson<Author[]>(`${app.url}/api/GetAuthors`);
});

/** Opens the palette from the header's search button. */
async function openPalette(page: Page) {
  await page.getByTestId("search-button").click();
  const palette = page.getByTestId("search-palette");
  await palette.waitFor();
  return palette;
}

const groupItems = (page: Page, group: string) =>
  page.getByRole("group", { name: group, exact: true }).getByRole("option");

describe("the search palette", () => {
  it("filters posts, categories and authors; '#', '>' and '?' change what it shows", async () => {
    const page = await app.open();
    await page.goto(`${app.url}/search-2`);
    await waitForHydration(page);
    const palette = await openPalette(page);
    const input = palette.getByRole("combobox");

    await input.fill("lisbon");
    const lisbonPosts = posts.filter((p) => p.title.toLowerCase().includes("lisbon"));
    await expect.poll(() => groupItems(page, "Posts").count()).toBe(lisbonPosts.length);
    expect(await groupItems(page, "Authors").count()).toBe(0);
    await expectAccessible(page);

    await input.fill("BEACH");
    await expect
      .poll(() => groupItems(page, "Categories").allTextContents())
      .toEqual([expect.stringContaining("Beach")]);

    await input.fill("#");
    await expect.poll(() => groupItems(page, "Posts").count()).toBe(posts.length);
    expect(await groupItems(page, "Categories").count()).toBe(Math.min(9, categories.length));
    expect(await groupItems(page, "Authors").count()).toBe(0);

    await input.fill(">");
    await expect.poll(() => groupItems(page, "Authors").count()).toBe(Math.min(9, authors.length));
    expect(await groupItems(page, "Posts").count()).toBe(0);
    expect(await groupItems(page, "Categories").count()).toBe(0);

    await input.fill("harper");
    await expect
      .poll(() => groupItems(page, "Authors").count())
      .toBe(authors.filter((a) => a.displayName.toLowerCase().includes("harper")).length);

    await input.fill("?");
    await expect.poll(() => palette.getByTestId("palette-help").isVisible()).toBe(true);
    expect(await palette.getByRole("option").count()).toBe(0);

    await input.fill("qqzzxx");
    await expect.poll(() => palette.getByText("No results found").isVisible()).toBe(true);
    expect(
      await palette
        .getByText("We couldn't find anything with that term. Please try again.")
        .count(),
    ).toBe(1);
    await expectAccessible(page);
  });

  it("keeps the lists in localStorage for a day, and resets its query on close", async () => {
    const page = await app.open();
    await page.goto(`${app.url}/search-2`);
    await waitForHydration(page);
    let requests = 0;
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/api/GetPosts") requests += 1;
    });
    let palette = await openPalette(page);
    await palette.getByRole("combobox").fill("lisbon");
    await expect.poll(() => palette.getByRole("option").count()).toBeGreaterThan(0);
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
    await expect.poll(() => palette.getByRole("option").count()).toBeGreaterThan(0);
    expect(requests).toBe(1); // Served from the cache.
  });

  it("picking a result opens it; Enter and 'Go to search page' go to the search page", async () => {
    const page = await app.open();
    await page.goto(`${app.url}/search-2`);
    await waitForHydration(page);
    let palette = await openPalette(page);
    await palette.getByRole("combobox").fill("kyoto");
    const kyoto = posts.find((p) => p.title.toLowerCase().includes("kyoto"))!;
    await page.getByRole("option", { name: kyoto.title }).click();
    await page.waitForURL(`${app.url}${kyoto.href}`);
    await palette.waitFor({ state: "detached" });

    await page.goto(`${app.url}/search-2`);
    await waitForHydration(page);
    palette = await openPalette(page);
    // Enter submits the term to the search page, even with results listed...
    await palette.getByRole("combobox").fill("lisbon");
    await expect.poll(() => palette.getByRole("option").count()).toBeGreaterThan(0);
    await page.keyboard.press("Enter");
    await page.waitForURL(`${app.url}/search?q=lisbon`);

    // ...and picks a result once the arrow keys chose one.
    await page.goto(`${app.url}/search-2`);
    await waitForHydration(page);
    palette = await openPalette(page);
    await palette.getByRole("combobox").fill("kyoto");
    await expect.poll(() => palette.getByRole("option").count()).toBeGreaterThan(0);
    await page.keyboard.press("ArrowDown");
    const chosen = await palette.locator("[role=option][data-focus]").textContent();
    await page.keyboard.press("Enter");
    const target = posts.find((p) => chosen?.includes(p.title));
    expect(target).toBeDefined();
    await page.waitForURL(`${app.url}${target!.href}`);

    await page.goto(`${app.url}/search-2`);
    await waitForHydration(page);
    palette = await openPalette(page);
    await palette.getByRole("link", { name: "Go to search page" }).click();
    await page.waitForURL(`${app.url}/search`);
  });

  it("logs 'Error fetching posts' and carries on with an empty list when the call fails", async () => {
    const page = await app.open();
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    await page.route("**/api/GetPosts", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"down"}' }),
    );
    await page.goto(`${app.url}/search-2`);
    await waitForHydration(page);
    const palette = await openPalette(page);
    await palette.getByRole("combobox").fill(">");
    await expect.poll(() => groupItems(page, "Authors").count()).toBe(Math.min(9, authors.length));
    expect(errors.some((e) => e.startsWith("Error fetching posts"))).toBe(true);
    await palette.getByRole("combobox").fill("#");
    await expect.poll(() => groupItems(page, "Categories").count()).toBeGreaterThan(0);
    expect(await groupItems(page, "Posts").count()).toBe(0);
  });
});

describe("the palette shortcut", () => {
  it("opens with Ctrl+K from any page and resets its query on close", async () => {
    const page = await app.open();
    await page.goto(app.url);
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
  });
});
