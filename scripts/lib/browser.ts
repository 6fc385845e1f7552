// Debian's Chromium driven by playwright-core, and a page opened in it at a width, light or dark:
// for the browser tests (tests/setup/browser.ts), the benchmarks (bench/) and the screenshots
// script.
import fs from "node:fs";
import {
  type Browser,
  type BrowserServer,
  chromium,
  type LaunchOptions,
  type Page,
} from "playwright-core";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/**
 * The browser tests' Chromium: Debian's `chromium-headless-shell` (the same Blink, V8 and media
 * stack without the browser's UI layer) when installed, as Playwright itself runs headless tests:
 * the suite's browser CPU 540 s -> 250 s (docs/decisions/018-tests-in-the-headless-shell.md).
 * `CHROMIUM_PATH` chooses another.
 */
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
const TEST_CHROMIUM =
  process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM);

/**
 * Playwright starts Chromium with --disable-dev-shm-usage (for containers whose /dev/shm is 64 MB):
 * its shared memory then goes through files in /tmp, on disk here. With a /dev/shm of a gigabyte
 * or more (24 GB on these machines) Chromium keeps its default: six of the heaviest browser-test
 * files, three at a time, took 218 s instead of 261.
 */
const BIG_SHM = (() => {
  try {
    const shm = fs.statfsSync("/dev/shm");
    return shm.bavail * shm.bsize >= 2 ** 30;
  } catch {
    return false;
  }
})();

const LAUNCH: LaunchOptions = {
  executablePath: CHROMIUM,
  ...(BIG_SHM ? { ignoreDefaultArgs: ["--disable-dev-shm-usage"] } : {}),
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

/** A Chromium of the caller's own (scripts, benchmarks). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch(LAUNCH);
}

/**
 * A Chromium that others connect to over `wsEndpoint()`: the browser-test run starts one
 * (tests/setup/e2e-global.ts; the headless shell when installed) and every test file connects to it.
 */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({ ...LAUNCH, executablePath: TEST_CHROMIUM });
}

/** A connection of the caller's own to a shared Chromium; closing it leaves Chromium up. */
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
  /**
   * "allow" lets the page register the service worker (docs/offline.md). Blocked by default: a
   * test of anything else sees the network as without it.
   */
  serviceWorkers?: "allow" | "block";
  /** A phone: touch events and a coarse pointer without hover (hasTouch, isMobile). */
  touch?: boolean;
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
    serviceWorkers: options.serviceWorkers ?? "block",
    hasTouch: options.touch ?? false,
    isMobile: options.touch ?? false,
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

/** Uncaught errors in the page so far (hydration mismatches included). */
export function errorsOf(page: Page): string[] {
  return pageErrors.get(page) ?? [];
}
