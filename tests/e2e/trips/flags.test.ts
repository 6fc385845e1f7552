import { describe, expect, it } from "vitest";
import { setupApp } from "#tests/setup/app.ts";
import { waitForHydration } from "#tests/setup/browser.ts";

/**
 * Flags are SVG images, never emoji (issue 28, item 9: emoji flags are boxes where no emoji font
 * is installed, two letters on Windows): no page of the finder, the map or an article with a trip
 * holds a regional indicator symbol, and every flag image loads.
 */

const app = setupApp();

const PAGES = [
  "/trips",
  "/destinations",
  "/destinations/pt",
  "/beach/2024/algarve-in-october-quiet-beaches",
];

describe("country flags", () => {
  it.each(PAGES)("%s: SVG flags that load, no emoji flag", async (path) => {
    const page = await app.open({ width: 390, height: 844 });
    await page.goto(`${app.url}${path}`);
    await waitForHydration(page, 15_000);
    const emoji = await page.evaluate(() =>
      /[\u{1F1E6}-\u{1F1FF}]/u.test(document.body.textContent),
    );
    expect(emoji, "a regional indicator symbol in the page").toBe(false);
    const flags = page.locator("img[data-flag]");
    expect(await flags.count()).toBeGreaterThan(0);
    const widths = await flags.evaluateAll(async (images: HTMLImageElement[]) => {
      for (const image of images) image.loading = "eager";
      await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
      return images.map((image) => [image.getAttribute("src"), image.naturalWidth] as const);
    });
    expect(widths.filter(([, width]) => width === 0)).toEqual([]);
  });
});
