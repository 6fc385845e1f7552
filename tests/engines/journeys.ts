// The readers' journeys, written once for every engine (tests/setup/engines.ts) at a phone's
// 390 x 844. Each ends with no console error and no uncaught exception in any page it opened.
import { expect } from "vitest";
import type { PostCard } from "#app/lib/types.ts";
import type { EnginePage } from "#tests/setup/engines.ts";
import { fontSwapMoves } from "#tests/setup/font-swap.ts";
import { getJson } from "#tests/setup/server.ts";

/** The site's posts, as its API lists them. */
function listPosts(url: string): Promise<PostCard[]> {
  return getJson<PostCard[]>(`${url}/api/GetPosts`);
}

/** No console error nor uncaught exception in any page so far (or past the first `since`). */
function expectQuiet(page: EnginePage, since = 0): void {
  const errors = page.consoleErrors().slice(since);
  expect(errors, `console errors in ${page.engine}:\n${errors.join("\n")}`).toEqual([]);
}

/** Opens `url` and waits until React has hydrated it (app/root.tsx marks `<html data-hydrated>`). */
async function openHydrated(page: EnginePage, url: string): Promise<void> {
  await page.goto(url);
  await page.waitFor(`${url} to hydrate`, () =>
    document.documentElement.hasAttribute("data-hydrated"),
  );
}

/** Home: hydrated; the theme toggle turns dark mode on, and it stays across a reload; the menu. */
export async function homeThemeAndMenu(page: EnginePage, url: string): Promise<void> {
  await openHydrated(page, url);
  expect(await page.evaluate(() => document.documentElement.clientWidth)).toBe(390);
  expect(await page.evaluate(() => document.querySelectorAll("article h3").length)).toBeGreaterThan(
    3,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  await page.click('[data-testid="theme-toggle"]');
  await page.waitFor(
    "dark mode on",
    () =>
      document.documentElement.classList.contains("dark") &&
      localStorage.getItem("theme") === "dark",
  );
  await openHydrated(page, url);
  expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
  await page.click('[data-testid="mobile-menu-button"]');
  await page.waitFor(
    "the menu to open",
    () => document.querySelector('[data-testid="mobile-menu"]:not([data-transition])') !== null,
  );
  await page.click('[data-testid="mobile-menu"] a', "Contact us");
  await page.waitFor(
    "/contact, the menu closed",
    () =>
      location.pathname === "/contact" && !document.querySelector('[data-testid="mobile-menu"]'),
  );
  expectQuiet(page);
}

/** The palette finds "Lisbon" as the reader types, and opens the story picked. */
export async function paletteFindsLisbon(page: EnginePage, url: string): Promise<void> {
  const lisbon = (await listPosts(url)).find((p) => p.title.toLowerCase().includes("lisbon"))!;
  await openHydrated(page, url);
  await page.click('[data-testid="search-button"]');
  const field = '[data-testid="search-palette"] [role="combobox"]';
  await page.waitFor("the palette", (f) => document.querySelector(f) !== null, field);
  await page.fill(field, "lisbon");
  await page.waitFor(
    "a result for 'lisbon'",
    (title) =>
      [...document.querySelectorAll('[data-testid="search-palette"] [role="option"]')].some(
        (option) => option.textContent?.trim() === title,
      ),
    lisbon.title,
  );
  await page.click('[data-testid="search-palette"] [role="option"]', lisbon.title);
  await page.waitFor(
    "the story to open",
    (title) => document.querySelector("h1")?.textContent?.trim() === title,
    lisbon.title,
  );
  expect(await page.evaluate(() => location.pathname)).toBe(lisbon.href);
  expectQuiet(page);
}

/** Run in the page: the shared player's audio element's state. */
function playerAudio() {
  const audio = document.querySelector<HTMLAudioElement>('[data-testid="music-player-audio"]');
  return audio ? { paused: audio.paused, time: audio.currentTime, src: audio.src } : null;
}

/** A podcast keeps playing across a link; the player bar's button pauses it and plays it again. */
export async function podcastAcrossPages(page: EnginePage, url: string): Promise<void> {
  await openHydrated(page, `${url}/home-6`);
  await page.click('[data-testid="audio-play-button"]');
  const playing = await page.waitFor("the podcast to play", () => {
    const audio = document.querySelector<HTMLAudioElement>('[data-testid="music-player-audio"]');
    return audio && !audio.paused && audio.currentTime > 0.2
      ? { time: audio.currentTime, src: audio.src }
      : null;
  });
  // A link inside the site (the logo, to home): a client-side navigation.
  await page.click('header a[href="/"]');
  await page.waitFor("home", () => location.pathname === "/");
  await page.waitFor(
    "the podcast to go on playing on the new page",
    (before) => {
      const audio = document.querySelector<HTMLAudioElement>('[data-testid="music-player-audio"]');
      return audio && !audio.paused && audio.currentTime > before + 0.3;
    },
    playing.time,
  );
  expect((await page.evaluate(playerAudio))?.src).toBe(playing.src);
  // The player's own controls.
  await page.click('[data-testid="player-bar"] button[aria-label="Pause"]');
  await page.waitFor("paused", () => document.querySelector<HTMLAudioElement>("audio")?.paused);
  await page.click('[data-testid="player-bar"] button[aria-label="Play"]');
  await page.waitFor(
    "playing again",
    () => document.querySelector<HTMLAudioElement>("audio")?.paused === false,
  );
  expectQuiet(page);
}

const NEWSLETTER_SUCCESS = "We have added you to our list!";
const SUBSCRIBE = 'form:has(input[type="email"]) button[type="submit"]';

/** The newsletter block on /about subscribes a new address. */
export async function newsletterSignUp(page: EnginePage, url: string): Promise<void> {
  await openHydrated(page, `${url}/about`);
  await page.fill('input[type="email"]', `engine-${page.engine}-${Date.now()}@example.com`);
  await page.click(SUBSCRIBE);
  await page.waitFor(
    "the success message",
    (text) =>
      [...document.querySelectorAll('[role="status"]')].some((s) => s.textContent?.includes(text)),
    NEWSLETTER_SUCCESS,
  );
  expectQuiet(page);
}

/** The same sign-up without JavaScript: the form posts, and the page that results says so. */
export async function newsletterWithoutJavaScript(page: EnginePage, url: string): Promise<void> {
  await page.goto(`${url}/about`);
  expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(
    false,
  );
  await page.fill('input[type="email"]', `nojs-${page.engine}-${Date.now()}@example.com`);
  await page.click(SUBSCRIBE);
  await page.waitFor("/newsletter", () => location.pathname === "/newsletter");
  await page.waitFor(
    "the success message",
    (text) =>
      [...document.querySelectorAll('[role="status"]')].some((s) => s.textContent?.includes(text)),
    NEWSLETTER_SUCCESS,
  );
  expectQuiet(page);
}

/** /trips: the Filters panel opens, an age then a month narrow the trips, the URL says so. */
export async function tripFilters(page: EnginePage, url: string): Promise<void> {
  await openHydrated(page, `${url}/trips`);
  const count = () => document.querySelector('[data-testid="trip-count"]')?.textContent?.trim();
  const all = await page.evaluate(count);
  await page.click(".trip-filters-toggle");
  // The first choice of a filter that has trips with the others kept: "August (3)".
  const choice = (name: string) =>
    page.evaluate(
      (n) =>
        [
          ...document.querySelectorAll<HTMLOptionElement>(
            `[data-testid="trip-filters"] select[name="${n}"] option`,
          ),
        ].find(
          (option) => option.value !== "" && Number(/\((\d+)\)$/.exec(option.text)?.[1] ?? 0) > 0,
        )?.value,
      name,
    ) as Promise<string>;
  const age = await choice("age");
  await page.select('[data-testid="trip-filters"] select[name="age"]', age);
  await page.waitFor(
    "?age= in the URL",
    (a) => new URLSearchParams(location.search).get("age") === a,
    age,
  );
  const byAge = await page.waitFor(
    "a new count",
    (before) => {
      const now = document.querySelector('[data-testid="trip-count"]')?.textContent?.trim();
      return now !== before && now;
    },
    all,
  );
  const month = await choice("month");
  await page.select('[data-testid="trip-filters"] select[name="month"]', month);
  await page.waitFor(
    "?age= and ?month= in the URL",
    (a, m) => {
      const query = new URLSearchParams(location.search);
      return query.get("age") === a && query.get("month") === m;
    },
    age,
    month,
  );
  await page.waitFor(
    "the count for both",
    (before) => {
      const now = document.querySelector('[data-testid="trip-count"]')?.textContent?.trim();
      return now !== before && now;
    },
    byAge,
  );
  expect(
    await page.evaluate(() => document.querySelectorAll('[data-testid="trip-facts"]').length),
  ).toBeGreaterThan(0);
  expectQuiet(page);
}

/**
 * Saved for the road (docs/offline.md): the article saved with its bookmark, then the site gone
 * (`goOffline` stops the server: the connection is refused, as on a phone without a network,
 * whatever the browser's HTTP cache holds: the Firefox profile keeps none). The article opens at
 * any URL of it, a page never visited shows the offline page, the reading list lists the article;
 * nothing is logged.
 */
export async function offlineReading(
  page: EnginePage,
  url: string,
  goOffline: () => Promise<void>,
): Promise<void> {
  const article = (await listPosts(url)).find((p) => p.postType === "standard")!;
  await openHydrated(page, `${url}${article.href}`);
  await page.waitFor("the service worker", () => navigator.serviceWorker?.controller != null);
  await page.click('main button[aria-label="Save to reading list"]');
  await page.waitFor(
    "the save",
    () =>
      document.querySelector('[data-testid="offline-message"]')?.textContent ===
      "Saved for offline reading",
  );
  // Online, nothing logged either; then away from the site (its loads finished or cancelled), and
  // the network gone.
  expectQuiet(page);
  await page.goto("about:blank");
  await goOffline();
  const offline = page.consoleErrors().length;
  for (const address of [`${article.href}?from=engine`, article.href]) {
    // Hydrated, and a moment for the route discovery of its links: a page left sooner has its
    // fetches cut off, which Firefox reports as network errors (React Router logs them).
    await openHydrated(page, `${url}${address}`);
    await page.waitFor(
      `the saved article at ${address}`,
      (title) => document.querySelector("h1")?.textContent?.trim() === title,
      article.title,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  await page.goto(`${url}/contact`);
  await page.waitFor("the offline page", () =>
    document.querySelector("h1")?.textContent?.includes("You're offline"),
  );
  await page.goto(`${url}/reading-list`);
  await page.waitFor(
    "the reading list with the article",
    (title) =>
      [...document.querySelectorAll("main a")].some((a) => a.textContent?.trim() === title),
    article.title,
  );
  // The view count and the page view wait or give up without a word.
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  expectQuiet(page, offline);
}

/**
 * First paint without a false weight: before Poppins's late weights arrive, regular text is set in
 * the metric-matched fallback, so nothing on the first screen moves more than 2 px when they do.
 */
export async function fontsSwapInPlace(page: EnginePage, url: string): Promise<void> {
  const article = (await listPosts(url)).find((p) => p.postType === "standard")!;
  for (const path of ["/", article.href]) {
    await openHydrated(page, `${url}${path}`);
    const moved = await page.evaluate(fontSwapMoves);
    expect(moved.px, `${path}: ${moved.where} moved ${moved.px} px`).toBeLessThanOrEqual(2);
  }
  expectQuiet(page);
}
