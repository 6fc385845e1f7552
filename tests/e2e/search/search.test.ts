import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { Author, PostCard } from "#app/lib/types.ts";
import { setupApp } from "#tests/setup/app.ts";
import { expectAccessible, waitForHydration } from "#tests/setup/browser.ts";
import { getJson } from "#tests/setup/server.ts";

let posts: PostCard[];
let authors: Author[];

const app = setupApp();
beforeAll(async () => {
  posts = await getJson<PostCard[]>(`${app.url}/api/GetPosts`);
  authors = await getJson<Author[]>(`${app.url}/api/GetAuthors`);
});

const resultTitles = (page: Page) => page.getByTestId("search-result-title").allTextContents();

describe.each(["/search", "/search-2"])("the search page %s", (path) => {
  it("is 'Blog Search' with a GET form that works without JavaScript", async () => {
    const page = await app.open();
    await page.context().route(/\.js$/, (route) => route.abort());
    await page.goto(`${app.url}${path}`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Blog Search");
    const box = page.getByPlaceholder("Type and press enter");
    await box.fill("lisbon");
    await box.press("Enter");
    await page.waitForURL(/q=lisbon/);
    expect(new URL(page.url()).pathname).toBe(path);
    const expected = posts.filter((p) => p.title.toLowerCase().includes("lisbon"));
    expect(await page.getByTestId("search-found").textContent()).toMatch(
      /^We found \d+ articles for lisbon$/,
    );
    // Highlighted: every title shown marks the word.
    const marks = await page.locator("[data-testid=search-result-title] mark").allTextContents();
    expect(marks.map((m) => m.toLowerCase())).toContain("lisbon");
    // Title matches rank first.
    for (const title of await resultTitles(page)) expect(title.toLowerCase()).toContain("lisbon");
    expect(await page.getByTestId("search-result").count()).toBe(4);
    expect(expected.length).toBeGreaterThan(4);
  });

  it("holds every post whose title contains the term, even inside a word", async () => {
    const expected = posts
      .filter((p) => p.title.toLowerCase().includes("isbo"))
      .map((p) => p.title);
    expect(expected.length).toBeGreaterThan(4);
    const page = await app.open();
    await page.goto(`${app.url}${path}?q=isbo&more=50`);
    expect((await resultTitles(page)).sort()).toEqual([...expected].sort());
    const titles = page.getByTestId("search-result-title");
    for (let i = 0; i < expected.length; i++) {
      expect(
        (await titles.nth(i).locator("mark").allTextContents()).map((m) => m.toLowerCase()),
      ).toContain("isbo");
    }
    expect(await page.getByTestId("search-found").textContent()).toBe(
      `We found ${expected.length} articles for isbo`,
    );
  });

  it("auto-switches to Authors when only authors match, and says what it found", async () => {
    const author = authors.find((a) => a.lastName === "Lindqvist")!;
    const page = await app.open();
    await page.goto(`${app.url}${path}?q=lindqvist`);
    expect(
      await page
        .getByRole("navigation", { name: "Search results" })
        .locator("[aria-current=page]")
        .textContent(),
    ).toMatch(/^Authors/);
    expect(await page.getByTestId("search-found").textContent()).toBe(
      "We found 1 author for lindqvist",
    );
    expect(await page.getByTestId("search-authors").locator("h3").allTextContents()).toEqual([
      author.displayName,
    ]);
    await expectAccessible(page);
  });

  it("shows 'Nothing we found!' when nothing matches, with ways on instead of empty tabs and a sort", async () => {
    const page = await app.open();
    await page.goto(`${app.url}${path}?q=zzqqxx`);
    expect(await page.getByText("Nothing we found!").count()).toBe(1);
    expect(await page.getByTestId("search-found").count()).toBe(0);
    expect(await page.getByRole("navigation", { name: "Search results" }).count()).toBe(0);
    expect(await page.getByText("Sort by").count()).toBe(0);
    const waysOn = page.getByTestId("search-ways-on");
    // Nothing close to "zzqqxx": no suggestion.
    expect(await waysOn.getByText("Did you mean").count()).toBe(0);
    // The most read stories, most read first, each a link to its page.
    // The counts now (an earlier test's visits may have raised some).
    const now = await getJson<PostCard[]>(`${app.url}/api/GetPosts`);
    const views = new Map(now.map((p) => [p.href, p.viewdCount]));
    const links = waysOn.getByRole("heading", { name: "Most read stories" }).locator("+ ul a");
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
    const top = now
      .map((p) => p.viewdCount)
      .sort((a, b) => b - a)
      .slice(0, 3);
    expect(hrefs.map((href) => views.get(href))).toEqual(top);
    expect(
      await waysOn
        .getByRole("link", { name: /children's ages and the month/ })
        .getAttribute("href"),
    ).toBe("/trips");
  });

  it("offers the term spelt as the site's words, and what it finds, for a misspelt search", async () => {
    const page = await app.open();
    await page.goto(`${app.url}${path}?q=lisbn`);
    await waitForHydration(page);
    expect(await page.getByText("Nothing we found!").count()).toBe(1);
    const waysOn = page.getByTestId("search-ways-on");
    const suggestion = waysOn.getByRole("link", { name: "lisbon", exact: true });
    expect(await suggestion.getAttribute("href")).toBe(`${path}?q=lisbon`);
    const found = await waysOn
      .getByRole("heading", { name: "Stories about lisbon" })
      .locator("+ ul a")
      .allTextContents();
    expect(found.length).toBeGreaterThan(0);
    for (const title of found) expect(title.toLowerCase()).toContain("lisbon");
    await expectAccessible(page);
    await suggestion.click();
    await page.waitForURL(/q=lisbon/);
    await expect
      .poll(() => page.getByTestId("search-found").textContent())
      .toMatch(/^We found \d+ articles for lisbon$/);
  });
});

describe("search page behaviour", () => {
  it("switches tabs, and says nothing when more than one tab has results", async () => {
    const page = await app.open();
    await page.goto(`${app.url}/search?q=beach`);
    await waitForHydration(page);
    expect(await page.getByTestId("search-found").count()).toBe(0);
    const tabs = page.getByRole("navigation", { name: "Search results" });
    expect(await tabs.locator("[aria-current=page]").textContent()).toMatch(/^Articles/);
    await tabs.getByRole("link", { name: /^Categories/ }).click();
    await page.waitForURL(/tab=categories/);
    await expect
      .poll(() => page.getByTestId("search-categories").locator("h3").allTextContents())
      .toEqual(["Beach"]);
  });

  it("on a phone: the tabs on one row, and each excerpt apart from its title", async () => {
    const page = await app.open({ width: 390 });
    await page.goto(`${app.url}/search?q=algarve`);
    const tabs = page.getByRole("navigation", { name: "Search results" }).getByRole("link");
    expect(await tabs.allTextContents()).toEqual([
      expect.stringMatching(/^Articles\d+$/),
      "Categories0",
      "Authors0",
    ]);
    const boxes = await tabs.evaluateAll((links) =>
      links.map((link) => {
        const box = link.getBoundingClientRect();
        return { top: Math.round(box.top), right: box.right };
      }),
    );
    expect(new Set(boxes.map((b) => b.top)).size, JSON.stringify(boxes)).toBe(1);
    expect(Math.max(...boxes.map((b) => b.right))).toBeLessThanOrEqual(390);

    // The excerpt no longer repeats the title, run into the description ('...Half-Price Villas
    // Summer crowds gone'): it starts where the title ends, on its own line.
    const card = page
      .getByTestId("search-result")
      .filter({ hasText: "The Algarve in October: Warm Sea, Empty Beaches and Half-Price Villas" });
    const snippet = (await card.getByTestId("search-result-snippet").textContent())!.trim();
    expect(snippet).not.toContain("Half-Price Villas");
    expect(snippet).toMatch(/^Summer crowds gone/);
    const [title, excerpt] = await Promise.all([
      card.getByTestId("search-result-title").boundingBox(),
      card.getByTestId("search-result-snippet").boundingBox(),
    ]);
    expect(excerpt!.y).toBeGreaterThanOrEqual(title!.y + title!.height);
    await expectAccessible(page);
  });

  it("puts the slider arrows in one place beside the heading, in all three sliders", async () => {
    const offsets: Record<string, { dx: number; dy: number }> = {};
    for (const width of [390, 1280]) {
      const page = await app.open({ width });
      for (const path of ["/search", "/archive-2/summary"]) {
        await page.goto(`${app.url}${path}`);
        const found = await page.evaluate(() =>
          [...document.querySelectorAll("section")]
            .filter((s) => s.querySelector('button[aria-label="Next"]'))
            .map((s) => {
              const h = s.querySelector("h2")!.getBoundingClientRect();
              const next = s.querySelector('button[aria-label="Next"]')!.getBoundingClientRect();
              return {
                title: s.querySelector("h2")!.textContent!,
                // Where the arrow sits from the heading: its right edge to the section's, and
                // its middle to the heading's middle.
                dx: Math.round(s.getBoundingClientRect().right - next.right),
                dy: Math.round(next.top + next.height / 2 - (h.top + h.height / 2)),
              };
            }),
        );
        for (const { title, dx, dy } of found) offsets[`${title} at ${width}`] = { dx, dy };
      }
    }
    for (const name of ["Trending categories", "The dream team", "Top elite authors"]) {
      for (const width of [390, 1280]) {
        expect(offsets[`${name} at ${width}`], `${name} at ${width}`).toEqual({ dx: 0, dy: 0 });
      }
    }
  });

  it("sorts articles through the URL and the server", async () => {
    const page = await app.open();
    await page.goto(`${app.url}/search?q=kids`);
    await waitForHydration(page);
    await page.getByLabel("Sort by").selectOption({ label: "Most Viewed" });
    await page.waitForURL(/sort=viewed/);
    expect(page.url()).toContain("q=kids");
    const views = async () => {
      const titles = await resultTitles(page);
      return titles.map((t) => posts.find((p) => p.title === t)!.viewdCount);
    };
    await expect
      .poll(async () => {
        const v = await views();
        return v.length === 4 && v.every((x, i) => i === 0 || v[i - 1]! >= x);
      })
      .toBe(true);
    const sortedViews = posts
      .filter((p) => /kid/i.test(p.title))
      .map((p) => p.viewdCount)
      .sort((a, b) => b - a);
    expect((await views())[0]).toBeGreaterThanOrEqual(sortedViews[0]!);
  });

  it("shows 4 results from 640 px, 2 below; more adds and less subtracts that many", async () => {
    for (const [width, base] of [
      [1280, 4],
      [390, 2],
    ] as const) {
      const page = await app.open({ width });
      await page.goto(`${app.url}/search?q=kids`);
      await waitForHydration(page);
      await expect.poll(() => page.getByTestId("search-result").count()).toBe(base);
      await page.getByRole("link", { name: "Show me more" }).click();
      await expect.poll(() => page.getByTestId("search-result").count()).toBe(base * 2);
      await page.getByRole("link", { name: "Show me more" }).click();
      await expect.poll(() => page.getByTestId("search-result").count()).toBe(base * 3);
      await page.getByRole("link", { name: "Show me less" }).click();
      await expect.poll(() => page.getByTestId("search-result").count()).toBe(base * 2);
      await page.getByRole("link", { name: "Show me less" }).click();
      await expect.poll(() => page.getByTestId("search-result").count()).toBe(base);
      expect(await page.getByRole("link", { name: "Show me less" }).count()).toBe(0);
    }
  });
});
