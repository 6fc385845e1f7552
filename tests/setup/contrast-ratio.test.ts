import { describe, expect, it } from "vitest";
import {
  blend,
  contrastRatio,
  isLargeText,
  percentile,
  pixelContrasts,
  relativeLuminance,
  requiredContrast,
  summariseContrast,
} from "#tests/setup/contrast-ratio.ts";

const WHITE = { r: 255, g: 255, b: 255 };
const BLACK = { r: 0, g: 0, b: 0 };

describe("WCAG contrast", () => {
  it("gives black 0 and white 1 luminance, and 21:1 between them either way", () => {
    expect(relativeLuminance(BLACK)).toBe(0);
    expect(relativeLuminance(WHITE)).toBeCloseTo(1, 10);
    expect(contrastRatio(WHITE, BLACK)).toBeCloseTo(21, 10);
    expect(contrastRatio(BLACK, WHITE)).toBeCloseTo(21, 10);
    expect(contrastRatio(WHITE, WHITE)).toBe(1);
  });

  it("matches the published ratios of known pairs", () => {
    // #767676 on white is the classic 4.54:1; #777777 just misses AA (4.48:1).
    expect(contrastRatio({ r: 0x76, g: 0x76, b: 0x76 }, WHITE)).toBeCloseTo(4.54, 2);
    expect(contrastRatio({ r: 0x77, g: 0x77, b: 0x77 }, WHITE)).toBeCloseTo(4.48, 2);
    // Pure red on white: 4.0:1.
    expect(contrastRatio({ r: 255, g: 0, b: 0 }, WHITE)).toBeCloseTo(4.0, 1);
  });

  it("blends a translucent text colour over the pixel behind it", () => {
    expect(blend({ ...WHITE, a: 0.8 }, BLACK)).toEqual({ r: 204, g: 204, b: 204, a: 1 });
    expect(blend({ ...WHITE, a: 0 }, { r: 10, g: 20, b: 30 })).toEqual({
      r: 10,
      g: 20,
      b: 30,
      a: 1,
    });
    expect(blend(WHITE, BLACK)).toEqual({ ...WHITE, a: 1 });
  });

  it("computes one ratio a pixel, RGB or RGBA, and a translucent text loses contrast", () => {
    const rgb = new Uint8Array([0, 0, 0, 255, 255, 255]);
    const solid = pixelContrasts(WHITE, rgb, 3);
    expect(solid).toHaveLength(2);
    expect(solid[0]).toBeCloseTo(21, 10);
    expect(solid[1]).toBe(1);
    const rgba = new Uint8Array([0, 0, 0, 255, 0, 0, 0, 0]);
    expect(pixelContrasts(WHITE, rgba, 4)).toHaveLength(2);
    const [half] = pixelContrasts({ ...WHITE, a: 0.5 }, new Uint8Array([0, 0, 0]), 3);
    expect(half).toBeGreaterThan(4);
    expect(half).toBeLessThan(5.5);
  });

  it("takes nearest-rank percentiles", () => {
    const values = [5, 1, 4, 2, 3];
    expect(percentile(values, 50)).toBe(3);
    expect(percentile(values, 5)).toBe(1);
    expect(percentile(values, 100)).toBe(5);
    expect(percentile([7], 5)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
    expect(values).toEqual([5, 1, 4, 2, 3]);
  });

  it("summarises a text over a half-dark, half-light picture", () => {
    // 6 black pixels and 4 white ones: white text has 21:1 on most of them, 1:1 on the rest.
    const pixels = new Uint8Array([...Array(18).fill(0), ...Array(12).fill(255)]);
    const { median, p5, pixels: count } = summariseContrast(WHITE, pixels, 3);
    expect(count).toBe(10);
    expect(median).toBeCloseTo(21, 10);
    expect(p5).toBe(1);
  });

  it("calls text large from 24 px, or from 18.66 px when bold", () => {
    expect(isLargeText(24, 400)).toBe(true);
    expect(isLargeText(20, 700)).toBe(true);
    expect(isLargeText(20, 600)).toBe(false);
    expect(isLargeText(18, 700)).toBe(false);
    expect(requiredContrast(30, 600)).toBe(3);
    expect(requiredContrast(14, 500)).toBe(4.5);
  });
});
