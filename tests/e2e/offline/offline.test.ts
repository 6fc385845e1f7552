import fs from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { SAVED_PREFIX } from "#app/lib/offline.ts";
import type { PostCard } from "#app/lib/types.ts";
import { setupApp } from "#tests/setup/app.ts";
import { expectAccessible, waitForHydration } from "#tests/setup/browser.ts";
import { firstOfType, listPosts } from "#tests/setup/posts.ts";

/**
 * Save for the road (issue 27; docs/offline.md): articles saved with the bookmark open offline from
 * a fresh page load, images and podcast included; any other page shows the offline page; the
 * reading list works offline; Remove deletes what was saved; a new release's worker takes over.
 */

const app = setupApp();
let standard: PostCard;
let gallery: PostCard;
let podcast: PostCard;
let unsaved: PostCard;

beforeAll(async () => {
  const posts = await listPosts(app.url);
  standard = firstOfType(posts, "standard");
  gallery = firstOfType(posts, "gallery");
  podcast = firstOfType(posts, "audio");
  unsaved = posts.find((p) => p.postType === "standard" && p.href !== standard.href)!;
});

/** A phone-sized page that may run the service worker, once the worker controls it. */
async function openWithWorker(url: string): Promise<Page> {
  const page = await app.open({ width: 390, height: 844, serviceWorkers: "allow" });
  await page.goto(url);
  await waitForHydration(page, 15_000);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 15_000,
  });
  return page;
}

/** Presses the article's own bookmark and waits for the save's message. */
async function saveArticle(page: Page, post: PostCard): Promise<void> {
  await page.goto(`${app.url}${post.href}`);
  await waitForHydration(page, 15_000);
  const bookmark = page.locator("main").getByRole("button", { name: "Save to reading list" });
  await bookmark.first().click();
  await expect
    .poll(() => page.getByTestId("offline-message").textContent(), { timeout: 30_000 })
    .toBe("Saved for offline reading");
  expect(await bookmark.first().getAttribute("aria-pressed")).toBe("true");
}

/** The network gone for the pages and for the service worker's own fetches. */
async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route("**", (route) =>
    route.request().serviceWorker() ? route.abort("internetdisconnected") : route.continue(),
  );
}

/** Every image of the page, each loaded in turn (lazy ones too): their [src, naturalWidth]. */
function imageWidths(page: Page): Promise<[string, number][]> {
  return page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = "eager";
    await Promise.all(
      images.map((image) =>
        image.complete
          ? undefined
          : new Promise((resolve) => {
              image.addEventListener("load", resolve, { once: true });
              image.addEventListener("error", resolve, { once: true });
            }),
      ),
    );
    return images.map((image): [string, number] => [image.currentSrc, image.naturalWidth]);
  });
}

/** The names of the caches, and how many entries name the given path's article. */
function cacheNames(page: Page): Promise<string[]> {
  return page.evaluate(() => caches.keys());
}

describe("reading offline", () => {
  it("opens saved articles offline, images and podcast included; other pages show the offline page; the reading list works offline and Remove deletes", async () => {
    const page = await openWithWorker(`${app.url}/`);
    for (const post of [standard, gallery, podcast]) await saveArticle(page, post);
    // The saved state on every page, across loads: a card of the archive shows it.
    await page.goto(`${app.url}/reading-list`);
    await expect.poll(() => page.getByTestId("saved-article").count()).toBe(3);

    const context = page.context();
    await goOffline(context);
    for (const post of [standard, gallery, podcast]) {
      const fresh = await context.newPage();
      const response = await fresh.goto(`${app.url}${post.href}`);
      expect(response?.status(), post.href).toBe(200);
      await expect.poll(() => fresh.locator("h1").first().textContent()).toBe(post.title);
      await waitForHydration(fresh, 15_000);
      const widths = await imageWidths(fresh);
      expect(widths.length, `${post.href}: images`).toBeGreaterThan(2);
      expect(
        widths.filter(([, width]) => width === 0),
        `${post.href}: images not loaded offline`,
      ).toEqual([]);
      if (post === podcast) {
        const player = fresh.getByTestId("music-player-audio");
        await fresh.getByTestId("podcast-play").click();
        await expect
          .poll(() => player.evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 15_000 })
          .toBeGreaterThan(0.5);
      }
      await fresh.close();
    }

    // A page that is not saved: the offline page, at its URL, listing the saved articles.
    const other = await context.newPage();
    await other.goto(`${app.url}${unsaved.href}`);
    await expect.poll(() => other.locator("h1").first().textContent()).toBe("You're offline");
    expect(other.url()).toBe(`${app.url}${unsaved.href}`);
    await expect.poll(() => other.locator("#offline-saved li").count()).toBe(3);
    const listed = await other.locator("#offline-saved li").allInnerTexts();
    for (const post of [standard, gallery, podcast]) expect(listed).toContain(post.title);
    expect(
      (await imageWidths(other)).filter(([, width]) => width === 0),
      "offline page images",
    ).toEqual([]);
    await expectAccessible(other);

    // The reading list, offline: the three cards, their sizes, the storage figures.
    const list = await context.newPage();
    await list.goto(`${app.url}/reading-list`);
    await waitForHydration(list, 15_000);
    await expect.poll(() => list.getByTestId("saved-article").count()).toBe(3);
    for (const size of await list.getByTestId("saved-size").allInnerTexts())
      expect(size).toMatch(/^[\d.]+ (KB|MB) on this device$/);
    await expect
      .poll(() => list.getByTestId("storage").textContent())
      .toMatch(/^3 articles saved · [\d.]+ (KB|MB) used on this device · [\d.]+ (MB|GB|TB) left$/);
    await expectAccessible(list);

    // Client-side navigation offline: to a saved article in the same document (its saved data and
    // route manifest), to a page that is not saved by a document load of the offline page.
    const nav = await context.newPage();
    await nav.goto(`${app.url}/reading-list`);
    await waitForHydration(nav, 15_000);
    await nav.evaluate(() => {
      (window as { sameDocument?: boolean }).sameDocument = true;
    });
    await nav.getByRole("link", { name: standard.title }).click();
    await expect.poll(() => nav.locator("h1").first().textContent()).toBe(standard.title);
    expect(nav.url()).toBe(`${app.url}${standard.href}`);
    expect(await nav.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    await nav.locator("footer").getByRole("link", { name: "About us" }).click();
    await expect.poll(() => nav.locator("h1").first().textContent()).toBe("You're offline");
    expect(nav.url()).toBe(`${app.url}/about`);

    // Remove: the article's cache is gone, the others stay.
    await list.getByRole("button", { name: `Remove ${gallery.title}` }).click();
    await expect.poll(() => list.getByTestId("saved-article").count()).toBe(2);
    const names = await cacheNames(list);
    expect(names).not.toContain(`${SAVED_PREFIX}${gallery.href}`);
    expect(names).toContain(`${SAVED_PREFIX}${standard.href}`);
    const leftovers = await list.evaluate(async (href) => {
      let count = 0;
      for (const name of await caches.keys()) {
        for (const key of await (await caches.open(name)).keys())
          if (new URL(key.url).pathname.startsWith(href)) count += 1;
      }
      return count;
    }, gallery.href);
    expect(leftovers, "entries of the removed article left in Cache Storage").toBe(0);
    // Removed, it is not available offline any more: the offline page instead.
    const gone = await context.newPage();
    await gone.goto(`${app.url}${gallery.href}`);
    await expect.poll(() => gone.locator("h1").first().textContent()).toBe("You're offline");
  });

  it("saves from a card; the bookmark shows the saved state on every page, across reloads; a second press removes", async () => {
    const page = await openWithWorker(`${app.url}/archive/summary`);
    const card = page.getByTestId("post-card").first();
    const title = (await card.locator(".card-title").textContent())!.trim();
    const href = new URL((await card.locator(".card-title a").getAttribute("href"))!, app.url)
      .pathname;
    const cardBookmark = card.getByRole("button", { name: "Save to reading list" });
    await cardBookmark.click();
    await expect
      .poll(() => page.getByTestId("offline-message").textContent(), { timeout: 30_000 })
      .toBe("Saved for offline reading");
    expect(await cacheNames(page)).toContain(`${SAVED_PREFIX}${href}`);

    // After a reload, on the card and on the article's own page.
    await page.reload();
    await waitForHydration(page, 15_000);
    await expect.poll(() => cardBookmark.getAttribute("aria-pressed")).toBe("true");
    await page.goto(`${app.url}${href}`);
    await waitForHydration(page, 15_000);
    await expect.poll(() => page.locator("h1").first().textContent()).toBe(title);
    const bookmark = page
      .locator("main")
      .getByRole("button", { name: "Save to reading list" })
      .first();
    await expect.poll(() => bookmark.getAttribute("aria-pressed")).toBe("true");
    await bookmark.click();
    await expect
      .poll(() => page.getByTestId("offline-message").textContent())
      .toBe("Removed from your reading list");
    await expect.poll(() => bookmark.getAttribute("aria-pressed")).toBe("false");
    expect(await cacheNames(page)).not.toContain(`${SAVED_PREFIX}${href}`);
  });
});

describe("a saved video", () => {
  it("keeps the film and plays it offline", async () => {
    const video = firstOfType(await listPosts(app.url), "video");
    const page = await openWithWorker(`${app.url}/`);
    await saveArticle(page, video);
    await goOffline(page.context());
    const fresh = await page.context().newPage();
    await fresh.goto(`${app.url}${video.href}`);
    await waitForHydration(fresh, 15_000);
    await fresh.getByTestId("video-play").click();
    const film = fresh.getByTestId("article-video").locator("video");
    await expect
      .poll(() => film.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(0.3);
  });
});

describe("a device without room", () => {
  it("refuses the save with a message and leaves nothing of it", async () => {
    const page = await openWithWorker(`${app.url}/`);
    // This origin's quota set below what one article needs (Chromium's DevTools protocol).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Storage.overrideQuotaForOrigin", { origin: app.url, quotaSize: 200_000 });
    await page.goto(`${app.url}${podcast.href}`);
    await waitForHydration(page, 15_000);
    const bookmark = page
      .locator("main")
      .getByRole("button", { name: "Save to reading list" })
      .first();
    await bookmark.click();
    await expect
      .poll(() => page.getByTestId("offline-message").textContent(), { timeout: 30_000 })
      .toBe("Not saved: this device has no room left for it");
    expect(await bookmark.getAttribute("aria-pressed")).toBe("false");
    const left = await page.evaluate(async () => {
      const names = await caches.keys();
      const saved = names.filter((name) => name.startsWith("wanderlust-saved"));
      let entries = 0;
      for (const name of saved) entries += (await (await caches.open(name)).keys()).length;
      return { saved, entries };
    });
    expect(left.saved.filter((name) => name.includes(podcast.href))).toEqual([]);
    expect(left.entries, "files of the refused save left in Cache Storage").toBe(0);
  });
});

describe("a new release", () => {
  it("replaces the service worker without a reload, and saved articles still open offline", async () => {
    const page = await openWithWorker(`${app.url}/`);
    await saveArticle(page, standard);
    const first = await page.evaluate(() => caches.keys());
    const release = first.find((name) => name.startsWith("wanderlust-offline-"))!;
    expect(release).toBeDefined();

    // The next release: the same site with another worker, written where the server serves it (as
    // a deploy does; only this file's pages run the worker), the first put back afterwards.
    const sw = path.join(process.env.BUILD_DIR ?? "build", "client", "sw.js");
    const original = fs.readFileSync(sw, "utf8");
    const id = release.slice("wanderlust-offline-".length);
    onTestFinished(() => fs.writeFileSync(sw, original));
    fs.writeFileSync(sw, original.replaceAll(id, "next".padEnd(id.length, "0")));
    let loads = 0;
    page.on("load", () => {
      loads += 1;
    });
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect
      .poll(() => page.evaluate(() => caches.keys()), { timeout: 15_000 })
      .toContain(`wanderlust-offline-${"next".padEnd(id.length, "0")}`);
    await expect.poll(() => page.evaluate(() => caches.keys())).not.toContain(release);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe("activated");
    await page.waitForTimeout(1000);
    expect(loads, "the page reloaded").toBe(0);

    // Under the new worker, offline: the saved article and the offline page.
    await goOffline(page.context());
    const fresh = await page.context().newPage();
    await fresh.goto(`${app.url}${standard.href}`);
    await expect.poll(() => fresh.locator("h1").first().textContent()).toBe(standard.title);
    await fresh.goto(`${app.url}/about`);
    await expect.poll(() => fresh.locator("h1").first().textContent()).toBe("You're offline");
  });
});
