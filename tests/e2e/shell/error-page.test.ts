import path from "node:path";
import Database from "better-sqlite3";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { setupApp } from "#tests/setup/app.ts";
import { expectAccessible } from "#tests/setup/browser.ts";

const app = setupApp();

/** The header above the error, the footer below it: measured, as a reader sees them. */
async function expectChrome(page: Page) {
  const header = await page.getByRole("banner").boundingBox();
  const main = await page.getByRole("main").boundingBox();
  const footer = await page.getByRole("contentinfo").boundingBox();
  expect(header, "site header").not.toBeNull();
  expect(footer, "site footer").not.toBeNull();
  expect(header!.height).toBeGreaterThan(40);
  expect(header!.y + header!.height).toBeLessThanOrEqual(main!.y + 1);
  expect(footer!.y).toBeGreaterThanOrEqual(main!.y + main!.height - 1);
  expect(footer!.height).toBeGreaterThan(100);
}

describe("the one error page", () => {
  it.each([
    ["an unknown path", "/no/such/page", "THE PAGE YOU WERE LOOKING FOR DOESN'T EXIST."],
    [
      "an unknown archive",
      "/archive/99999/nothing",
      "THE PAGE YOU WERE LOOKING FOR DOESN'T EXIST.",
    ],
    [
      "an unknown video archive",
      "/archive-2/nowhere",
      "THE PAGE YOU WERE LOOKING FOR DOESN'T EXIST.",
    ],
    ["an unknown author", "/author/Nobody", "Author information not found"],
    ["an unknown article", "/single/no-such-story", "Article not found"],
  ])("answers %s with 404, inside the site's header and footer", async (_, url, heading) => {
    const page = await app.open({ width: 390 });
    const response = await page.goto(`${app.url}${url}`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(heading);
    expect(await page.getByRole("link", { name: "Return Home Page" }).isVisible()).toBe(true);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    await expectChrome(page);
    await expectAccessible(page);
  });

  it("answers an internal error with 500 and 'Unexpected Application Error!', nothing leaked", async () => {
    // A real fault, no debug route: the search index is gone from this server's database, so
    // the search page's query throws SQLite's "no such table: posts_fts".
    const db = new Database(path.join(app.server.dataDir, "wanderlust.sqlite"));
    db.exec("drop table posts_fts");
    db.close();
    const page = await app.open();
    const response = await page.goto(`${app.url}/search?q=paris`);
    expect(response?.status()).toBe(500);
    const html = await response!.text();
    expect(html).not.toMatch(/posts_fts|no such table|SqliteError|at .*\.js:\d+/);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Unexpected Application Error!");
    expect(await page.getByText("500 Internal Server Error").isVisible()).toBe(true);
    await expectChrome(page);
    expect(await page.title()).toBe("Unexpected Application Error! · Wanderlust");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    await expectAccessible(page);
  });
});
