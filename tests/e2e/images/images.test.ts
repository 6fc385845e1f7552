import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { setupApp } from "#tests/setup/app.ts";
import { expectAccessible } from "#tests/setup/browser.ts";

const app = setupApp({ IMAGE_CACHE_DIR: "" });
beforeAll(async () => {
  // Its own image cache in its data dir (the default): the variants here are made cold.
});

describe("responsive images", () => {
  it("gives a 390 px phone a phone-sized AVIF hero, and no image on the home page fails", async () => {
    const page = await app.open({ width: 390, height: 844 });
    const images: { url: string; status: number; type: string }[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "image") return;
      images.push({
        url: new URL(response.url()).pathname,
        status: response.status(),
        type: response.headers()["content-type"] ?? "",
      });
    });
    await page.goto(app.url, { waitUntil: "networkidle" });
    const hero = page.locator('section[aria-roledescription="carousel"] img');
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const current = new URL(await hero.evaluate((img: HTMLImageElement) => img.currentSrc));
    const [, format, width] =
      /^\/img\/(\w+)\/(\d+)\/media\/hero\.jpg$/.exec(current.pathname) ?? [];
    expect(format, current.pathname).toBe("avif");
    expect(Number(width)).toBeLessThanOrEqual(960);
    const heroResponse = images.find((i) => i.url === current.pathname);
    expect(heroResponse).toMatchObject({ status: 200, type: "image/avif" });
    // The old hero was the 1600 px, 65 KB JPEG.
    const bytes = (await (await fetch(current)).arrayBuffer()).byteLength;
    expect(bytes).toBeLessThan(fs.statSync("public/media/hero.jpg").size / 4);

    expect(images.length).toBeGreaterThan(3);
    expect(images.filter((i) => i.status !== 200)).toEqual([]);
    expect(images.filter((i) => i.url.startsWith("/media/") && /\.jpe?g$/.test(i.url))).toEqual([]);
    const broken = await page.evaluate(() =>
      [...document.images]
        .filter((img) => img.complete && img.naturalWidth === 0 && img.getAttribute("src"))
        .map((img) => img.currentSrc),
    );
    expect(broken).toEqual([]);
    await expectAccessible(page);
  });

  it("serves variants through the whole server: disk cache, 304, not the page cache", async () => {
    const url = `${app.url}/img/webp/320/media/scenes/alps-3.jpg`;
    const first = await fetch(url, { headers: { "Accept-Encoding": "gzip, br" } });
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/webp");
    expect(first.headers.get("content-encoding")).toBeNull();
    expect(first.headers.get("x-cache")).toBeNull();
    expect(first.headers.get("cache-control")).toBe(
      "public, max-age=86400, stale-while-revalidate=604800",
    );
    const body = Buffer.from(await first.arrayBuffer());
    expect((await sharp(body).metadata()).width).toBe(320);
    const cached = fs.readdirSync(
      path.join(app.server.dataDir, "image-cache", "webp", "320", "scenes"),
    );
    expect(cached.some((f) => f.startsWith("alps-3.jpg.") && f.endsWith(".webp"))).toBe(true);

    expect(first.headers.get("x-image-cache")).toBe("MISS");
    const second = await fetch(url);
    expect(second.headers.get("x-image-cache")).toBe("HIT");
    expect(Buffer.from(await second.arrayBuffer()).equals(body)).toBe(true);
    const etag = first.headers.get("etag")!;
    const again = await fetch(url, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);

    const head = await fetch(url, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("image/webp");
  });

  it("refuses traversal and unknown variants with 400 and a clear error, missing photos with 404", async () => {
    for (const [url, status] of [
      ["/img/webp/640/media/..%2F..%2Fpackage.json", 400],
      ["/img/webp/640/media/%2e%2e/%2e%2e/%2e%2e/etc/passwd", 400],
      ["/img/webp/500/media/hero.jpg", 400],
      ["/img/tiff/640/media/hero.jpg", 400],
      ["/img/webp/640/media/nowhere.jpg", 404],
    ] as const) {
      const response = await fetch(`${app.url}${url}`);
      expect(response.status, url).toBe(status);
      const body = (await response.json()) as { error: string };
      expect(body.error, url).toMatch(/\w/);
    }
  });
});
