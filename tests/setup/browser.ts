import { createRequire } from "node:module";
import {
  type Browser,
  type BrowserServer,
  chromium,
  type LaunchOptions,
  type Locator,
  type Page,
} from "playwright-core";
import { expect } from "vitest";
import { sourceOfVariant } from "#app/lib/responsive-image.ts";

const require = createRequire(import.meta.url);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const LAUNCH: LaunchOptions = {
  executablePath: CHROMIUM,
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

/** A Chromium of the caller's own (scripts, and the browser-test run's global setup). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch(LAUNCH);
}

/** A Chromium that test files connect to over `wsEndpoint()` (tests/setup/e2e-global.ts). */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(LAUNCH);
}

/** The run's shared Chromium (a connection of this file's own; closing it leaves Chromium up). */
export function connectBrowser(endpoint: string): Promise<Browser> {
  return chromium.connect(endpoint);
}

export interface PageOptions {
  width?: number;
  height?: number;
  dark?: boolean;
  /** Enforce the page's CSP (off by default so axe-core can be injected). */
  enforceCsp?: boolean;
  javaScriptEnabled?: boolean;
  userAgent?: string;
}

/**
 * A new page (in a new context) at the given width; dark mode is set the way the site stores it
 * (localStorage). Tests open pages with `setupApp(...).open` (tests/setup/app.ts), which closes them.
 */
export async function openPage(browser: Browser, options: PageOptions = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    bypassCSP: !options.enforceCsp,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    userAgent: options.userAgent,
  });
  if (options.dark) {
    await context.addInitScript(() => localStorage.setItem("theme", "dark"));
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  pageErrors.set(page, errors);
  return page;
}

const pageErrors = new WeakMap<Page, string[]>();

/**
 * The photo an `<img>` shows: the URL the browser picked (currentSrc; "" until it picks), mapped
 * back from a resized variant (/img/avif/640/media/x.jpg) to its source (/media/x.jpg).
 */
export async function shownImage(image: Locator): Promise<string> {
  const current = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
  return sourceOfVariant(current ? new URL(current).pathname : "");
}

/** Uncaught errors in the page so far (hydration mismatches included). */
function errorsOf(page: Page): string[] {
  return pageErrors.get(page) ?? [];
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
