import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { expect } from "vitest";
import type { PostType } from "#app/lib/enums.ts";
import type { Post, PostCard } from "#app/lib/types.ts";
import { openPage, SCREENSHOT_DIR } from "../../setup/browser.ts";

export async function getJson<T>(base: string, path: string): Promise<T> {
  const response = await fetch(`${base}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

export function listPosts(base: string): Promise<PostCard[]> {
  return getJson<PostCard[]>(base, "/api/GetPosts");
}

/** The full post (body included) behind a page path, through the API. */
export function postAt(base: string, pathname: string): Promise<Post> {
  return getJson<Post>(base, `/api/GetPostByPathname?pathname=${encodeURIComponent(pathname)}`);
}

export function firstOfType(posts: PostCard[], type: PostType, section = "blog"): PostCard {
  const post = posts.find((p) => p.postType === type && p.section === section);
  if (!post) throw new Error(`no ${section} ${type} post in the sample content`);
  return post;
}

export function slugOf(post: { href: string }): string {
  return post.href.split("/").filter(Boolean).pop()!;
}

/** The page's JSON-LD blocks, each parsed (a parse error fails the test). */
export async function jsonLdOf(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** Waits until the page's h1 reads the title. */
export async function expectTitle(page: Page, title: string): Promise<void> {
  await poll(() => page.getByRole("heading", { level: 1 }).first().textContent()).toBe(title);
}

/** expect.poll with room for a cold page (the default gives up after 1 s). */
export function poll<T>(fn: () => T | Promise<T>, timeout = 10_000) {
  return expect.poll(fn, { timeout, interval: 50 });
}

/** Opens an article page and waits until it is hydrated (interactive). */
export async function openArticle(page: Page, url: string) {
  const response = await page.goto(url);
  await page.locator("main[data-hydrated]").waitFor({ timeout: 15_000 });
  return response;
}

/**
 * screenshotAll (390/1280, light/dark) for long article pages: it first scrolls through the page
 * so lazy images below the fold are loaded and in the picture, then back to the top.
 */
export async function screenshotArticle(
  browser: Browser,
  url: string,
  name: string,
): Promise<string[]> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const files: string[] = [];
  for (const width of [390, 1280]) {
    for (const dark of [false, true]) {
      const page = await openPage(browser, { width, dark });
      await page.goto(url, { waitUntil: "networkidle" });
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
          window.scrollTo(0, y);
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState("networkidle");
      // The floating bar fades out again at the top of the page.
      await page.waitForFunction(() => {
        const bar = document.querySelector('[data-testid="floating-bar"]');
        return !bar || getComputedStyle(bar).opacity === "0";
      });
      const file = path.join(SCREENSHOT_DIR, `${name}-${width}-${dark ? "dark" : "light"}.png`);
      await page.screenshot({ path: file, fullPage: true });
      files.push(file);
      await page.context().close();
    }
  }
  return files;
}
