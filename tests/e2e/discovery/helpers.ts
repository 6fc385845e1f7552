import type { Page, Route } from "playwright-core";
import { expect } from "vitest";
import type { PostCard } from "#app/lib/types.ts";

/**
 * Holds the client navigations' data requests (React Router's `.data` fetches) until released,
 * so a test can see the page while a navigation is pending.
 */
export async function holdNavigationData(page: Page) {
  const held: Route[] = [];
  let holding = true;
  await page.route(/\.data(\?|$)/, async (route) => {
    if (holding) held.push(route);
    else await route.continue();
  });
  return {
    count: () => held.length,
    release: async () => {
      holding = false;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

/** Waits until the app has hydrated (React Router's client is running). */
export async function waitForHydration(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  // Hydration renders in the frames after the router starts.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

export async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

/** The site's sort orders, as listPosts (app/models/posts.server.ts) applies them. */
export function sortPosts(posts: PostCard[], by: "viewed" | "appreciated" | "discussed") {
  const value = (p: PostCard) =>
    by === "viewed" ? p.viewdCount : by === "appreciated" ? p.like.count : p.commentCount;
  return [...posts].sort(
    (a, b) => value(b) - value(a) || b.date.localeCompare(a.date) || b.index - a.index,
  );
}

/** Card titles in a container, in order. */
export async function cardTitles(page: Page, container: string): Promise<string[]> {
  return page.locator(`${container} article h3`).allTextContents();
}

/** How React escapes text in server-rendered HTML. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");
}

/**
 * expect.poll with room for a slow machine (and for a development React build, which the test
 * build can be): 15 s instead of 1 s.
 */
export function poll<T>(fn: () => T | Promise<T>, message?: string) {
  return expect.poll(fn, { timeout: 15_000, interval: 100, message });
}
