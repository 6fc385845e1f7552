// Presses before hydration (issue 24, item 2): the page is painted from its HTML and CSS and its
// scripts start after the first frame (server/scripts-after-paint.ts); a reader may press a
// control before they have run. Each control still does its job: the search button is a link,
// the play button and the menu are pressed again once hydrated.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { PostCard } from "#app/lib/types.ts";
import { setupApp } from "#tests/setup/app.ts";
import { waitForHydration } from "#tests/setup/browser.ts";

const app = setupApp();
let audio: PostCard;
beforeAll(async () => {
  const posts = (await (await fetch(`${app.url}/api/GetPosts`)).json()) as PostCard[];
  audio = posts.find((p) => p.postType === "audio")!;
});

/**
 * Opens `path` with every script of the app held back until the returned `release()`: the page
 * is painted and shows its controls, and nothing of React has run.
 */
async function openBeforeHydration(page: Page, path: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/*.js", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${app.url}${path}`, { waitUntil: "domcontentloaded" });
  await page.waitForFunction(() => performance.getEntriesByType("paint").length > 0);
  return release;
}

const hydrated = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.hydrated === "true");

describe("a press before the page is hydrated", () => {
  it("on the podcast's play button plays the episode once the page is hydrated", async () => {
    const page = await app.open({ width: 390 });
    const release = await openBeforeHydration(page, audio.href);
    await page.getByTestId("podcast-play").click();
    expect(await hydrated(page)).toBe(false);
    release();
    await waitForHydration(page, 15_000);
    const player = page.getByTestId("music-player-audio");
    await expect
      .poll(() => player.evaluate((a: HTMLAudioElement) => !a.paused && a.currentTime > 0))
      .toBe(true);
    expect(await page.getByTestId("podcast-play").getAttribute("aria-pressed")).toBe("true");
  });

  it("on the menu button opens the menu once, when the page is hydrated", async () => {
    const page = await app.open({ width: 390 });
    const release = await openBeforeHydration(page, "/");
    // Pressed three times while nothing answers: one menu opens, it does not open and close.
    for (let i = 0; i < 3; i++) await page.getByTestId("mobile-menu-button").click();
    expect(await hydrated(page)).toBe(false);
    expect(await page.getByTestId("mobile-menu").count()).toBe(0);
    release();
    await waitForHydration(page, 15_000);
    await page.getByTestId("mobile-menu").waitFor({ state: "visible", timeout: 10_000 });
    await page.waitForTimeout(300);
    expect(await page.getByTestId("mobile-menu").isVisible()).toBe(true);
  });

  it("on the search button opens the search page (a link until the page is hydrated)", async () => {
    const page = await app.open({ width: 390 });
    const release = await openBeforeHydration(page, "/");
    await page.getByTestId("search-button").click();
    await page.waitForURL(`${app.url}/search`, { waitUntil: "domcontentloaded" });
    expect(await page.getByRole("searchbox").count()).toBeGreaterThan(0);
    release();
    await waitForHydration(page, 15_000);
  });
});
