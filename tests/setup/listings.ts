import type { Page, Route } from "playwright-core";
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
