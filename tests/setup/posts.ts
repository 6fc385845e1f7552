import type { Page } from "playwright-core";
import { expect } from "vitest";
import type { PostType } from "#app/lib/enums.ts";
import type { Post, PostCard } from "#app/lib/types.ts";
import { waitForHydration } from "#tests/setup/browser.ts";
import { getJson } from "#tests/setup/server.ts";

export function listPosts(base: string): Promise<PostCard[]> {
  return getJson<PostCard[]>(`${base}/api/GetPosts`);
}

/** The full post (body included) behind a page path, through the API. */
export function postAt(base: string, pathname: string): Promise<Post> {
  return getJson<Post>(`${base}/api/GetPostByPathname?pathname=${encodeURIComponent(pathname)}`);
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
  await expect
    .poll(() => page.getByRole("heading", { level: 1 }).first().textContent())
    .toBe(title);
}

/** Opens an article page and waits until it is hydrated (interactive). */
export async function openArticle(page: Page, url: string) {
  const response = await page.goto(url);
  await waitForHydration(page, 15_000);
  return response;
}
