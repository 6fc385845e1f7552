import { beforeAll, describe, expect, it } from "vitest";
import { collectPhotos } from "#app/features/article/photos.ts";
import type { Post } from "#app/lib/types.ts";
import { setupApp } from "#tests/setup/app.ts";
import { expectAccessible, shownImage } from "#tests/setup/browser.ts";
import { expectTitle, firstOfType, listPosts, openArticle, postAt } from "#tests/setup/posts.ts";

let gallery: Post;
let standard: Post;

const app = setupApp();
beforeAll(async () => {
  const posts = await listPosts(app.url);
  gallery = await postAt(app.url, firstOfType(posts, "gallery").href);
  standard = await postAt(app.url, firstOfType(posts, "standard").href);
});

const photoId = (url: string) => new URL(url).searchParams.get("photoId");
const modal = (url: string) => new URL(url).searchParams.get("modal");

describe("the photo tour", () => {
  it("opens from 'Show all photos', moves with arrow keys and keeps back/forward in sync", async () => {
    const photos = collectPhotos(gallery);
    expect(photos.length).toBeGreaterThanOrEqual(4);
    const page = await app.open();
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(r.url());
    });
    await openArticle(page, `${app.url}${gallery.href}`);
    await page.waitForLoadState("networkidle");
    await expectTitle(page, gallery.title);
    // Not in the first-load JS: the tour's code loads only when asked for.
    expect(scripts.some((u) => u.includes("photo-tour"))).toBe(false);

    await page.getByRole("link", { name: "Show all photos" }).click();
    await expect.poll(() => modal(page.url())).toBe("photo-tour");
    const list = page.getByTestId("photo-tour");
    await expect
      .poll(() => list.getByRole("button", { name: /^View photo/ }).count())
      .toBe(photos.length);
    expect(scripts.some((u) => u.includes("photo-tour"))).toBe(true);
    await expectAccessible(page);

    await list.getByRole("button", { name: `View photo 1 of ${photos.length}` }).click();
    const viewer = page.getByTestId("photo-viewer");
    const image = page.getByTestId("photo-viewer-image");
    await expect.poll(() => photoId(page.url())).toBe("0");
    await expect.poll(() => shownImage(image)).toBe(photos[0]!.src);
    await expect
      .poll(() =>
        viewer.getByRole("navigation", { name: "Thumbnails" }).getByRole("button").count(),
      )
      .toBe(photos.length);
    await expectAccessible(page);

    await page.keyboard.press("ArrowRight");
    await expect.poll(() => photoId(page.url())).toBe("1");
    await expect.poll(() => shownImage(image)).toBe(photos[1]!.src);
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => photoId(page.url())).toBe("2");
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => photoId(page.url())).toBe("1");

    // Bounded at the first photo.
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => photoId(page.url())).toBe("0");
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => photoId(page.url())).toBe("0");

    // Back and forward walk the same steps: 0 <- 1 <- 2 <- 1 <- 0.
    await page.goBack();
    await expect.poll(() => photoId(page.url())).toBe("1");
    await expect.poll(() => shownImage(image)).toBe(photos[1]!.src);
    await page.goBack();
    await expect.poll(() => photoId(page.url())).toBe("2");
    await page.goForward();
    await expect.poll(() => photoId(page.url())).toBe("1");

    // Next button and thumbnails.
    await viewer.getByRole("button", { name: "Next photo" }).first().click();
    await expect.poll(() => photoId(page.url())).toBe("2");
    await viewer.getByRole("button", { name: `Photo ${photos.length}`, exact: true }).click();
    await expect.poll(() => photoId(page.url())).toBe(String(photos.length - 1));
    await expect
      .poll(() => viewer.getByRole("button", { name: "Next photo" }).first().isDisabled())
      .toBe(true);

    // Escape closes the viewer (back to the list), the close button closes the tour.
    await page.keyboard.press("Escape");
    await expect.poll(() => photoId(page.url())).toBeNull();
    await expect.poll(() => modal(page.url())).toBe("photo-tour");
    await page.getByRole("button", { name: "Close photo tour" }).click();
    await expect.poll(() => modal(page.url())).toBeNull();
    await expect.poll(() => page.getByTestId("photo-tour").count()).toBe(0);
  });

  it("moves by swipe: a drag over 10 px changes the photo, a shorter one does not", async () => {
    const photos = collectPhotos(gallery);
    const page = await app.open({ width: 390, height: 800 });
    await openArticle(page, `${app.url}${gallery.href}?modal=photo-tour&photoId=1`);
    const stage = page.getByTestId("photo-stage");
    await expect
      .poll(() => shownImage(page.getByTestId("photo-viewer-image")))
      .toBe(photos[1]!.src);
    const box = (await stage.boundingBox())!;
    const y = box.y + box.height / 2;
    const drag = async (from: number, to: number) => {
      await page.mouse.move(from, y);
      await page.mouse.down();
      await page.mouse.move(to, y, { steps: 5 });
      await page.mouse.up();
    };
    await drag(300, 200); // left: next
    await expect.poll(() => photoId(page.url())).toBe("2");
    await drag(100, 250); // right: previous
    await expect.poll(() => photoId(page.url())).toBe("1");
    await drag(200, 195); // 5 px: a tap, not a swipe
    expect(photoId(page.url())).toBe("1");
  });

  it("opens from a standard article's gallery too, and from a direct URL", async () => {
    const page = await app.open();
    await openArticle(page, `${app.url}${standard.href}`);
    await expectTitle(page, standard.title);
    await page.getByRole("link", { name: /^Open photo 2 of/ }).click();
    await expect.poll(() => photoId(page.url())).toBe("1");
    await expect.poll(() => page.getByTestId("photo-viewer").count()).toBe(1);
    // Closing keeps the reader where they were on the page.
    await page.getByRole("button", { name: "Close photo" }).click();
    await page.getByRole("button", { name: "Close photo tour" }).click();
    await expect.poll(() => page.getByTestId("photo-tour").count()).toBe(0);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });
});
