import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { matchRoutes } from "react-router";
import sharp from "sharp";
import { afterAll, describe, expect, it, vi } from "vitest";
import { Semaphore } from "#app/features/images/image-files.server.ts";
import { loader } from "#app/features/images/image-variant.ts";
import {
  ImageVariants,
  imageVariantResponse,
  VariantBudgetSpent,
} from "#app/features/images/images.server.ts";
import { RenderBudget } from "#app/lib/render-budget.ts";
import { MEDIA_WIDTHS } from "#app/lib/responsive-image.ts";

// The route's variants live under ${DATA_DIR}/image-cache: a fresh data dir for this file.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wanderlust-images-"));
process.env.DATA_DIR = dataDir;
const cacheDir = path.join(dataDir, "image-cache");

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** GETs a URL from the /img/* route module, with params decoded the way React Router does. */
async function get(url: string, headers: Record<string, string> = {}) {
  const request = new Request(new URL(url, "http://localhost"), { headers });
  const pathname = new URL(request.url).pathname;
  const params = matchRoutes([{ path: "/img/*" }], pathname)?.[0]?.params ?? {};
  const response = await loader({
    request,
    params: params as { "*": string },
    context: {},
  } as Parameters<typeof loader>[0]);
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, body };
}

function cachedFiles(): string[] {
  if (!fs.existsSync(cacheDir)) return [];
  return (fs.readdirSync(cacheDir, { recursive: true }) as string[]).filter((f) =>
    /\.(avif|webp|jpg)$/.test(f),
  );
}

describe("the sample media", () => {
  it("have the widths the pages pass as sourceWidth (MEDIA_WIDTHS)", async () => {
    const widthOf = async (file: string) => (await sharp(file).metadata()).width;
    const all = (dir: string) =>
      fs
        .readdirSync(dir)
        .filter((f) => f.endsWith(".jpg"))
        .map((f) => path.join(dir, f));
    for (const file of all("public/media/scenes"))
      expect(await widthOf(file), file).toBe(MEDIA_WIDTHS.photo);
    for (const file of all("public/media/avatars"))
      expect(await widthOf(file), file).toBe(MEDIA_WIDTHS.avatar);
    for (const file of all("public/media/video"))
      expect(await widthOf(file), file).toBe(MEDIA_WIDTHS.videoPoster);
    expect(await widthOf("public/media/hero.jpg")).toBe(MEDIA_WIDTHS.hero);
    expect(await widthOf("public/media/banner-ad.jpg")).toBe(MEDIA_WIDTHS.photo);
  });
});

describe("GET /img/{format}/{width}/media/...", () => {
  it("makes a WebP variant at the requested width, then serves it from the disk cache", async () => {
    const url = "/img/webp/480/media/scenes/alps-1.jpg";
    const first = await get(url);
    expect(first.status).toBe(200);
    expect(first.headers.get("Content-Type")).toBe("image/webp");
    expect(first.headers.get("X-Image-Cache")).toBe("MISS");
    expect(first.headers.get("Cache-Control")).toBe(
      "public, max-age=86400, stale-while-revalidate=604800",
    );
    expect(Number(first.headers.get("Content-Length"))).toBe(first.body.length);
    const meta = await sharp(first.body).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBe(480);
    expect(meta.height).toBe(320);

    const files = cachedFiles();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^webp\/480\/scenes\/alps-1\.jpg\..+\.webp$/);

    const second = await get(url);
    expect(second.status).toBe(200);
    expect(second.headers.get("X-Image-Cache")).toBe("HIT");
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers.get("ETag")).toBe(first.headers.get("ETag"));
    expect(cachedFiles()).toHaveLength(1);
  });

  it("makes an AVIF variant, never wider than the source", async () => {
    // The scenes are 1200 px wide: the 1280 variant stays 1200.
    const res = await get("/img/avif/1280/media/scenes/alps-2.jpg");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/avif");
    const meta = await sharp(res.body).metadata();
    expect(meta.format).toBe("heif");
    expect(meta.compression).toBe("av1");
    expect(meta.width).toBe(1200);
    const hero = await get("/img/avif/640/media/hero.jpg");
    expect((await sharp(hero.body).metadata()).width).toBe(640);
    expect(hero.body.length).toBeLessThan(fs.statSync("public/media/hero.jpg").size / 4);
  });

  it("makes a JPEG of an avatar (256 px source) at 128 px", async () => {
    const res = await get("/img/jpeg/128/media/avatars/mia.jpg");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/jpeg");
    expect((await sharp(res.body).metadata()).width).toBe(128);
  });

  it("answers 304 when If-None-Match names the variant", async () => {
    const url = "/img/webp/320/media/hero.jpg";
    const first = await get(url);
    const etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^".+"$/);
    const again = await get(url, { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.get("ETag")).toBe(etag);
    expect((await get(url, { "If-None-Match": `W/${etag}, "other"` })).status).toBe(304);
    expect((await get(url, { "If-None-Match": '"other"' })).status).toBe(200);
  });

  it("makes a variant once when many ask for it at the same time", async () => {
    const variants = new ImageVariants({
      mediaDir: "public/media",
      cacheDir: path.join(dataDir, "concurrent"),
      concurrency: 2,
    });
    const results = await Promise.all(
      Array.from({ length: 8 }, () => variants.variant("/media/scenes/bali-1.jpg", 640, "webp")),
    );
    expect(variants.made).toBe(1);
    expect(results.filter((r) => r?.generated)).toHaveLength(1);
    for (const r of results) expect(r!.body.equals(results[0]!.body)).toBe(true);
  });

  it("budgets new variants per client (issue 29, item 8): past it 429 with Retry-After, made ones still served", async () => {
    const variants = new ImageVariants({
      mediaDir: "public/media",
      cacheDir: path.join(dataDir, "budgeted"),
      renders: new RenderBudget({ perSecond: 0.01, burst: 2 }),
    });
    const ask = (client: string, name: string) =>
      imageVariantResponse(
        new Request(`http://localhost/img/jpeg/64/media/scenes/${name}.jpg`),
        `jpeg/64/media/scenes/${name}.jpg`,
        client,
        variants,
      );
    expect((await ask("198.51.100.7", "alps-1")).status).toBe(200);
    expect((await ask("198.51.100.7", "alps-2")).status).toBe(200);
    const refused = await ask("198.51.100.7", "alps-3");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    expect(await refused.json()).toEqual({
      error: expect.stringMatching(
        /^Too many new image sizes requested at once: please wait \d+ s/,
      ),
    });
    // What is on disk costs nothing; another client has a budget of its own.
    expect((await ask("198.51.100.7", "alps-1")).status).toBe(200);
    expect((await ask("198.51.100.8", "alps-3")).status).toBe(200);
    expect((await ask("198.51.100.7", "alps-3")).status).toBe(200);
    await expect(
      variants.variant("/media/scenes/bali-1.jpg", 64, "jpeg", "198.51.100.7"),
    ).rejects.toThrow(VariantBudgetSpent);
    expect(variants.made).toBe(3);
  });

  it("takes clients in turn for sharp's slots: one client's queue delays another's job by one job", async () => {
    const slots = new Semaphore(1);
    const order: string[] = [];
    const releases: (() => void)[] = [];
    const job = (name: string) => () =>
      new Promise<void>((resolve) => {
        order.push(name);
        releases.push(resolve);
      });
    const all = [
      ...["a1", "a2", "a3", "a4", "a5"].map((name) => slots.run(job(name), "a")),
      slots.run(job("b1"), "b"),
      slots.run(job("c1"), "c"),
    ];
    for (let i = 0; i < 7; i++) {
      await new Promise((resolve) => setTimeout(resolve, 1));
      releases.shift()?.();
    }
    await Promise.all(all);
    expect(order).toEqual(["a1", "a2", "b1", "c1", "a3", "a4", "a5"]);
  });

  it("runs at most `concurrency` sharp jobs at once", async () => {
    const variants = new ImageVariants({
      mediaDir: "public/media",
      cacheDir: path.join(dataDir, "limited"),
      concurrency: 2,
    });
    const names = ["bali-2", "bali-3", "bali-4", "bali-5", "banff-1", "banff-2"];
    const results = await Promise.all(
      names.map((name) => variants.variant(`/media/scenes/${name}.jpg`, 320, "jpeg")),
    );
    expect(variants.made).toBe(6);
    expect(variants.peakJobs).toBe(2);
    // Each job's time includes its wait for a slot: the last ones waited for the first.
    const times = results.map((r) => r!.ms!).sort((a, b) => a - b);
    expect(times[5]!).toBeGreaterThan(times[0]!);
  });

  it("makes a new variant when the source changes, and removes the old one", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "wanderlust-media-"));
    try {
      fs.mkdirSync(path.join(root, "media"));
      const photo = path.join(root, "media", "photo.jpg");
      fs.copyFileSync("public/media/scenes/crete-1.jpg", photo);
      const variants = new ImageVariants({
        mediaDir: path.join(root, "media"),
        cacheDir: path.join(root, "cache"),
      });
      const before = (await variants.variant("/media/photo.jpg", 320, "webp"))!;
      fs.copyFileSync("public/media/scenes/crete-2.jpg", photo);
      fs.utimesSync(photo, new Date(), new Date(Date.now() + 5000));
      const after = (await variants.variant("/media/photo.jpg", 320, "webp"))!;
      expect(after.generated).toBe(true);
      expect(after.etag).not.toBe(before.etag);
      expect(after.body.equals(before.body)).toBe(false);
      expect(fs.readdirSync(path.join(root, "cache", "webp", "320"))).toHaveLength(1);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it("answers 400 for a width outside the fixed set, with the allowed widths", async () => {
    for (const width of ["500", "0", "1601", "640.5", "0640", "abc"]) {
      const res = await get(`/img/webp/${width}/media/hero.jpg`);
      expect(res.status, width).toBe(400);
      expect(JSON.parse(res.body.toString()).error).toMatch(/width.*64, 128, 256/);
    }
  });

  it("answers 400 for an unknown format", async () => {
    for (const format of ["gif", "png", "AVIF", "svg"]) {
      const res = await get(`/img/${format}/640/media/hero.jpg`);
      expect(res.status, format).toBe(400);
      expect(JSON.parse(res.body.toString()).error).toMatch(/format.*avif, webp or jpeg/);
    }
  });

  it("refuses paths outside public/media with a 400", async () => {
    for (const url of [
      "/img/webp/640/media/%2e%2e/%2e%2e/package.json",
      "/img/webp/640/media%2F..%2F..%2Fpackage.json",
      "/img/webp/640/media/..%2F..%2Fpackage.json.jpg",
      "/img/webp/640/media/scenes/..%2F..%2F..%2Fpublic%2Fmedia%2Fhero.jpg",
      "/img/webp/640/%2Fetc%2Fpasswd.jpg",
      "/img/webp/640/etc/hosts.jpg",
      "/img/webp/640/media/%00.jpg",
      "/img/webp/640/media/x.svg",
      "/img/webp/640/public/media/hero.jpg",
    ]) {
      const res = await get(url);
      expect(res.status, url).toBe(400);
      expect(res.headers.get("Content-Type"), url).toMatch(/^application\/json/);
    }
  });

  it("finds no file outside its media folder even when asked directly (symlinks too)", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "wanderlust-media-"));
    try {
      fs.mkdirSync(path.join(root, "media"));
      fs.copyFileSync("public/media/hero.jpg", path.join(root, "outside.jpg"));
      fs.symlinkSync(path.join(root, "outside.jpg"), path.join(root, "media", "link.jpg"));
      const variants = new ImageVariants({
        mediaDir: path.join(root, "media"),
        cacheDir: path.join(root, "cache"),
      });
      expect(await variants.variant("/media/../outside.jpg", 320, "webp")).toBeUndefined();
      expect(await variants.variant("/media/link.jpg", 320, "webp")).toBeUndefined();
      expect(variants.made).toBe(0);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it("answers 404 for a source that does not exist", async () => {
    const res = await get("/img/webp/640/media/scenes/atlantis-1.jpg");
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body.toString()).error).toBe(
      "There is no image at /media/scenes/atlantis-1.jpg.",
    );
    expect((await get("/img/webp/640/media/scenes.jpg")).status).toBe(404);
  });

  it("answers 400 for a name longer than a file system takes, 404 for a path longer", async () => {
    const long = await get(`/img/webp/640/media/${"a".repeat(300)}.jpg`);
    expect(long.status).toBe(400);
    expect(JSON.parse(long.body.toString()).error).toMatch(/longer than 255 characters/);
    // Names of 250 characters, 5,000 in all: past PATH_MAX (ENAMETOOLONG), so no such file.
    const deep = await get(`/img/webp/640/media/${`${"a".repeat(250)}/`.repeat(20)}x.jpg`);
    expect(deep.status).toBe(404);
  });

  it("keeps every file it wrote under the data dir, with no temporary files left", () => {
    const all = fs.readdirSync(dataDir, { recursive: true }) as string[];
    expect(all.filter((f) => f.endsWith(".tmp"))).toEqual([]);
    expect(cachedFiles().length).toBeGreaterThanOrEqual(5);
  });
});

describe("an image cache that cannot be written (disk full, read-only, not a folder)", () => {
  it.each([
    ["a file where the folder should be", () => path.join(dataDir, "not-a-folder")],
    ["a folder no one may create", () => "/proc/wanderlust-image-cache"],
  ])("still serves the variant, made in memory, and logs one line: %s", async (_kind, dir) => {
    fs.writeFileSync(path.join(dataDir, "not-a-folder"), "");
    const variants = new ImageVariants({ mediaDir: "public/media", cacheDir: dir() });
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      for (const [src, width] of [
        ["/media/hero.jpg", 320],
        ["/media/scenes/alps-1.jpg", 480],
        ["/media/hero.jpg", 320],
      ] as const) {
        const variant = await variants.variant(src, width, "webp");
        expect(variant?.generated).toBe(true);
        expect((await sharp(variant!.body).metadata()).width).toBe(width);
        const response = await imageVariantResponse(
          new Request(`http://localhost/img/webp/${width}${src}`),
          `webp/${width}${src}`,
          undefined,
          variants,
        );
        expect(response.status).toBe(200);
        expect(response.headers.get("Content-Type")).toBe("image/webp");
      }
      // Six failed writes, one line.
      expect(errors).toHaveBeenCalledTimes(1);
      expect(String(errors.mock.calls[0]![0])).toMatch(
        /^Image cache .*: cannot write \((ENOTDIR|EEXIST|ENOENT)\); serving variants without caching them/,
      );
    } finally {
      errors.mockRestore();
    }
  });
});
