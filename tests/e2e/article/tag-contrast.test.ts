import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { PostCard } from "#app/lib/types.ts";
import { setupApp } from "#tests/setup/app.ts";
import { contrastRatio } from "#tests/setup/contrast-ratio.ts";
import { firstOfType, listPosts, openArticle } from "#tests/setup/posts.ts";

/**
 * The '#' before each tag under an article (issue 28, item 10: it was 2.6:1 in light mode) meets
 * WCAG AA, 4.5:1, against its chip in both themes. Colours are read as the browser paints them
 * (a canvas turns Tailwind's oklch() into sRGB).
 */

const app = setupApp();
let article: PostCard;
beforeAll(async () => {
  article = firstOfType(await listPosts(app.url), "standard");
});

/** The '#' marks' colour and their chips' background, as sRGB. */
function hashColours(page: Page) {
  return page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 1;
    const context = canvas.getContext("2d", { willReadFrequently: true })!;
    const srgb = (colour: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = colour;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
      return { r: r!, g: g!, b: b!, a: a! / 255 };
    };
    const nav = document.querySelector('nav[aria-label="Categories and tags"]')!;
    return [...nav.querySelectorAll("a > span[aria-hidden=true]")].map((mark) => ({
      text: mark.textContent,
      colour: srgb(getComputedStyle(mark).color),
      background: srgb(getComputedStyle(mark.parentElement!).backgroundColor),
    }));
  });
}

describe("the tags under an article", () => {
  it.each([false, true])("'#' contrasts 4.5:1 with its chip (dark: %s)", async (dark) => {
    const page = await app.open({ dark });
    await openArticle(page, `${app.url}${article.href}`);
    const marks = await hashColours(page);
    expect(marks.length).toBeGreaterThan(0);
    for (const mark of marks) {
      expect(mark.text).toBe("#");
      expect(contrastRatio(mark.colour, mark.background)).toBeGreaterThanOrEqual(4.5);
    }
    // Under the pointer the chip darkens (dark: neutral-700), and the '#' lightens with it;
    // measured once the chip's colour transition has ended.
    const chip = page.locator('nav[aria-label="Categories and tags"] a').first();
    await chip.hover();
    await chip.evaluate((link) =>
      Promise.all(link.getAnimations({ subtree: true }).map((a) => a.finished)),
    );
    const [hovered] = await hashColours(page);
    expect(contrastRatio(hovered!.colour, hovered!.background)).toBeGreaterThanOrEqual(4.5);
  });
});
