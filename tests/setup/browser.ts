import { createRequire } from "node:module";
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { sourceOfVariant } from "#app/lib/responsive-image.ts";
import { errorsOf } from "#scripts/lib/browser.ts";

export {
  connectBrowser,
  launchBrowserServer,
  openPage,
  type PageOptions,
} from "#scripts/lib/browser.ts";

const require = createRequire(import.meta.url);

/**
 * The photo an `<img>` shows: the URL the browser picked (currentSrc; "" until it picks), mapped
 * back from a resized variant (/img/avif/640/media/x.jpg) to its source (/media/x.jpg).
 */
export async function shownImage(image: Locator): Promise<string> {
  const current = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
  return sourceOfVariant(current ? new URL(current).pathname : "");
}

/** Waits until React has hydrated the page: app/root.tsx marks `<html data-hydrated>` then. */
export async function waitForHydration(page: Page, timeout?: number): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout });
}

/**
 * Runs axe-core in the page and fails on violations of serious or critical impact, and on any
 * uncaught error the page threw (a hydration mismatch, say).
 */
export async function expectAccessible(page: Page): Promise<void> {
  expect(errorsOf(page), "uncaught errors in the page").toEqual([]);
  await page.addScriptTag({ path: require.resolve("axe-core") });
  const violations = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected into the page at run time
    const axe = (window as any).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return (
      result.violations as {
        id: string;
        impact: string;
        help: string;
        nodes: { target: string[] }[];
      }[]
    )
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
      );
  });
  expect(violations, violations.join("\n")).toEqual([]);
}

/**
 * The page's headings in document order, as assistive technology meets them: h1-h6 and
 * role=heading (aria-level), visible or visually hidden (sr-only), but not hidden from everyone
 * (display:none, hidden, aria-hidden).
 */
async function headingOutline(page: Page): Promise<{ level: number; text: string }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("h1, h2, h3, h4, h5, h6, [role=heading]")]
      .filter((h) => h.closest("[aria-hidden=true]") === null && h.getClientRects().length > 0)
      .map((h) => ({
        level: Number(h.getAttribute("aria-level") ?? h.tagName.slice(1)),
        text: (h.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 60),
      })),
  );
}

/** Where an outline skips a level going down (h1 -> h3, or a page that opens with an h2). */
export function headingJumps(outline: { level: number; text: string }[]): string[] {
  const jumps: string[] = [];
  outline.forEach((heading, i) => {
    const before = outline[i - 1];
    if (heading.level > (before?.level ?? 0) + 1) {
      jumps.push(
        `${before ? `h${before.level} '${before.text}'` : "(page start)"} -> h${heading.level} '${heading.text}'`,
      );
    }
  });
  return jumps;
}

/** What is wrong with the page's heading outline: no h1 first, or a level skipped going down. */
export async function headingProblems(page: Page): Promise<string[]> {
  const outline = await headingOutline(page);
  const first = outline[0];
  return [
    ...(first?.level === 1 ? [] : [`first heading is ${first ? `h${first.level}` : "missing"}`]),
    ...headingJumps(outline),
  ];
}
