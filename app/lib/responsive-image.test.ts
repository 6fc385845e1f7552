import { describe, expect, it } from "vitest";
import {
  buildSrcset,
  IMAGE_WIDTHS,
  imageVariantUrl,
  isResizable,
  narrowestSlot,
  parseImageWidth,
  parseVariantPath,
  responsiveSources,
  SRCSET_WIDTHS,
  sourceOfVariant,
  srcsetCandidates,
} from "#app/lib/responsive-image.ts";

describe("isResizable", () => {
  it("takes local JPEG and PNG files under /media/", () => {
    expect(isResizable("/media/hero.jpg")).toBe(true);
    expect(isResizable("/media/scenes/alps-1.jpg")).toBe(true);
    expect(isResizable("/media/avatars/Mia_2.JPEG")).toBe(true);
    expect(isResizable("/media/a/b/c.png")).toBe(true);
  });
  it("leaves everything else to a plain img", () => {
    for (const src of [
      "",
      undefined,
      null,
      "/favicon.svg",
      "/media/logo.svg",
      "/media/video/clip-1.mp4",
      "https://cdn.example/x.jpg",
      "//cdn.example/media/x.jpg",
      "media/x.jpg",
      "/assets/x.jpg",
      "/media/../package.json.jpg",
      "/media/./x.jpg",
      "/media//x.jpg",
      "/media/%2e%2e/x.jpg",
      "/media/my photo.jpg",
      "/media/x.jpg?v=1",
      "/media/.hidden.jpg",
    ]) {
      expect(isResizable(src), String(src)).toBe(false);
    }
  });
});

describe("imageVariantUrl", () => {
  it("puts format and width in front of the media path", () => {
    expect(imageVariantUrl("/media/scenes/foo.jpg", 640, "webp")).toBe(
      "/img/webp/640/media/scenes/foo.jpg",
    );
    expect(imageVariantUrl("/media/hero.jpg", 1600, "avif")).toBe("/img/avif/1600/media/hero.jpg");
  });
  it("refuses a source it cannot resize", () => {
    expect(() => imageVariantUrl("https://cdn.example/x.jpg", 640, "webp")).toThrow(/local raster/);
  });
});

describe("sourceOfVariant", () => {
  it("gives back the source of a variant URL, and any other URL as it is", () => {
    expect(sourceOfVariant("/img/avif/640/media/scenes/foo.jpg")).toBe("/media/scenes/foo.jpg");
    expect(sourceOfVariant("http://127.0.0.1:3000/img/jpeg/1280/media/hero.jpg")).toBe(
      "/media/hero.jpg",
    );
    expect(sourceOfVariant(imageVariantUrl("/media/a/b.png", 64, "webp"))).toBe("/media/a/b.png");
    expect(sourceOfVariant("/media/hero.jpg")).toBe("/media/hero.jpg");
    expect(sourceOfVariant("")).toBe("");
  });
});

describe("srcsetCandidates", () => {
  it("lists every srcset width up to a source that is exactly one of them", () => {
    expect(srcsetCandidates(1600).map((c) => c.descriptor)).toEqual([...SRCSET_WIDTHS]);
  });
  it("spaces the srcset widths at least 1.4x apart, at most 8 of them, all made by the server", () => {
    expect(SRCSET_WIDTHS.length).toBeLessThanOrEqual(8);
    for (let i = 1; i < SRCSET_WIDTHS.length; i++) {
      expect(SRCSET_WIDTHS[i]! / SRCSET_WIDTHS[i - 1]!).toBeGreaterThanOrEqual(1.4);
    }
    for (const w of SRCSET_WIDTHS) expect(IMAGE_WIDTHS).toContain(w);
  });
  it("offers a source that is an IMAGE_WIDTHS width but no srcset width at its own width", () => {
    expect(srcsetCandidates(640).map((c) => c.descriptor)).toEqual([64, 128, 256, 480, 640]);
    expect(srcsetCandidates(640).at(-1)).toEqual({ width: 640, descriptor: 640 });
  });
  it("never describes more pixels than the source has", () => {
    for (const source of [40, 64, 100, 256, 640, 800, 1200, 1600, 4000]) {
      for (const c of srcsetCandidates(source)) {
        expect(c.descriptor).toBeLessThanOrEqual(source);
        expect(c.descriptor).toBeLessThanOrEqual(c.width);
      }
    }
  });
  it("offers a source between two widths at its own width, through the next width's URL", () => {
    // The scenes: 1200 px. The 1280 variant comes out 1200 wide (no enlargement).
    expect(srcsetCandidates(1200)).toEqual([
      { width: 64, descriptor: 64 },
      { width: 128, descriptor: 128 },
      { width: 256, descriptor: 256 },
      { width: 480, descriptor: 480 },
      { width: 960, descriptor: 960 },
      { width: 1280, descriptor: 1200 },
    ]);
    // Avatars are 256 px: exactly a width, nothing above it.
    expect(srcsetCandidates(256).map((c) => c.width)).toEqual([64, 128, 256]);
    // A tiny source still gets one variant.
    expect(srcsetCandidates(40)).toEqual([{ width: 64, descriptor: 40 }]);
  });
  it("stops at the first candidate that reaches maxWidth", () => {
    expect(srcsetCandidates(1200, { maxWidth: 240 }).map((c) => c.width)).toEqual([64, 128, 256]);
    expect(srcsetCandidates(1200, { maxWidth: 256 }).map((c) => c.width)).toEqual([64, 128, 256]);
    expect(srcsetCandidates(256, { maxWidth: 2000 }).map((c) => c.width)).toEqual([64, 128, 256]);
  });
  it("keeps descriptors ascending and unique", () => {
    for (const source of [64, 300, 1200, 1500, 1600, 5000]) {
      const d = srcsetCandidates(source).map((c) => c.descriptor);
      expect(d).toEqual([...new Set(d)].sort((a, b) => a - b));
    }
  });
});

describe("buildSrcset and responsiveSources", () => {
  it("writes one entry per candidate", () => {
    expect(
      buildSrcset("/media/x.jpg", "avif", [
        { width: 960, descriptor: 960 },
        { width: 1280, descriptor: 1200 },
      ]),
    ).toBe("/img/avif/960/media/x.jpg 960w, /img/avif/1280/media/x.jpg 1200w");
  });
  it("gives AVIF and WebP srcsets and a JPEG fallback for a local photo", () => {
    const sources = responsiveSources("/media/hero.jpg", 1600)!;
    expect(sources.avif.split(", ")).toHaveLength(SRCSET_WIDTHS.length);
    expect(sources.avif).toContain("/img/avif/480/media/hero.jpg 480w");
    expect(sources.webp).toContain("/img/webp/1600/media/hero.jpg 1600w");
    expect(sources.webp).not.toContain("/640/");
    expect(sources.fallback).toBe("/img/jpeg/1600/media/hero.jpg");
  });
  it("defaults to the 1200 px photos and honours maxWidth in the fallback", () => {
    expect(responsiveSources("/media/scenes/a.jpg")!.fallback).toBe(
      "/img/jpeg/1280/media/scenes/a.jpg",
    );
    expect(responsiveSources("/media/scenes/a.jpg", 1200, { maxWidth: 160 })!.fallback).toBe(
      "/img/jpeg/256/media/scenes/a.jpg",
    );
  });
  it("answers undefined for a source shown as it is", () => {
    expect(responsiveSources("")).toBeUndefined();
    expect(responsiveSources("https://cdn.example/x.jpg")).toBeUndefined();
  });
});

describe("parseImageWidth and parseVariantPath", () => {
  it("takes only the exact spelling of a fixed width", () => {
    expect(parseImageWidth("640")).toBe(640);
    for (const bad of ["", "641", "0640", "640.0", "+640", "6e2", "99999", "-64", undefined]) {
      expect(parseImageWidth(bad), String(bad)).toBeUndefined();
    }
  });
  it("splits format, width and source", () => {
    expect(parseVariantPath("webp/640/media/scenes/foo.jpg")).toEqual({
      format: "webp",
      width: 640,
      src: "/media/scenes/foo.jpg",
    });
  });
  it("says what is wrong", () => {
    expect(parseVariantPath("gif/640/media/x.jpg")).toEqual({
      error: expect.stringMatching(/format "gif"/),
    });
    expect(parseVariantPath("webp/641/media/x.jpg")).toEqual({
      error: expect.stringMatching(/width "641".*64, 128/),
    });
    for (const path of [
      "webp/640/media/../../package.json",
      "webp/640/media/%2e%2e/x.jpg",
      "webp/640/etc/passwd.jpg",
      "webp/640//etc/x.jpg",
      "webp/640/media/x.svg",
      "webp/640",
    ]) {
      expect(parseVariantPath(path), path).toEqual({
        error: expect.stringMatching(/under \/media/),
      });
    }
    const long = `webp/640/media/${"a".repeat(300)}.jpg`;
    expect(parseVariantPath(long)).toEqual({
      error: expect.stringMatching(/longer than 255 characters/),
    });
    expect(parseVariantPath(`webp/640/media/${"a".repeat(251)}.jpg`)).not.toHaveProperty("error");
  });
});

describe("narrowestSlot", () => {
  it("is the narrowest width a `sizes` lays the image out at, each entry at its narrowest viewport", () => {
    expect(narrowestSlot("(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw")).toBe(320);
    expect(narrowestSlot("(min-width: 1024px) 25vw, (min-width: 500px) 33vw, 50vw")).toBe(160);
    expect(narrowestSlot("(min-width: 640px) 120px, 96px")).toBe(96);
    expect(narrowestSlot("100vw")).toBe(320);
  });
  it("is 0 (leave nothing out) for a length it cannot work out", () => {
    expect(narrowestSlot("(min-width: 800px) 760px, calc(100vw - 32px)")).toBe(0);
    expect(narrowestSlot("")).toBe(0);
  });
});

describe("srcsetCandidates' minWidth", () => {
  it("leaves out the candidates narrower than the narrowest slot, never all of them", () => {
    expect(srcsetCandidates(1200, { minWidth: 320 }).map((c) => c.descriptor)).toEqual([
      480, 960, 1200,
    ]);
    expect(srcsetCandidates(256, { minWidth: 320 }).map((c) => c.descriptor)).toEqual([256]);
  });
});
