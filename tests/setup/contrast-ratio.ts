/**
 * WCAG 2 contrast of text over a picture, pixel by pixel: the text colour (with its alpha) is
 * blended over each pixel of what lies behind the text, and the ratio between the two is taken.
 * Used by the browser tests that measure text on photos (tests/setup/contrast.ts), where axe
 * cannot judge.
 */

/** An sRGB colour, 0-255 a channel; `a` (0-1) is the alpha, 1 when absent. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a?: number;
}

/** WCAG 2 minimum for normal text (AA). */
const AA_NORMAL = 4.5;
/** WCAG 2 minimum for large text (AA): >= 24 px, or >= 18.66 px (14 pt) bold. */
const AA_LARGE = 3;

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of an sRGB colour (its alpha is ignored). */
export function relativeLuminance({ r, g, b }: Rgba): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The WCAG contrast ratio of two opaque colours, 1 to 21 (order does not matter). */
export function contrastRatio(one: Rgba, other: Rgba): number {
  const a = relativeLuminance(one);
  const b = relativeLuminance(other);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** `top` painted over the opaque `bottom` with top's alpha (source-over, in sRGB as browsers do). */
export function blend(top: Rgba, bottom: Rgba): Rgba {
  const alpha = top.a ?? 1;
  const mix = (t: number, b: number) => t * alpha + b * (1 - alpha);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

/**
 * The contrast ratio of `text` over each pixel of `pixels` (packed 8-bit channels, `channels` a
 * pixel: 3 for RGB, 4 for RGBA whose alpha is ignored: a screenshot is opaque).
 */
export function pixelContrasts(text: Rgba, pixels: Uint8Array, channels: 3 | 4): number[] {
  const ratios: number[] = [];
  for (let i = 0; i + 2 < pixels.length; i += channels) {
    const background = { r: pixels[i]!, g: pixels[i + 1]!, b: pixels[i + 2]! };
    ratios.push(contrastRatio(blend(text, background), background));
  }
  return ratios;
}

/** The p-th percentile (0-100) of the values, nearest rank; NaN for no values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** WCAG "large scale" text: at least 24 px, or at least 18.66 px (14 pt) and bold (700+). */
export function isLargeText(fontSizePx: number, fontWeight: number): boolean {
  return fontSizePx >= 24 || (fontSizePx >= 18.66 && fontWeight >= 700);
}

/** The AA contrast a text of that size and weight needs: 3 for large text, else 4.5. */
export function requiredContrast(fontSizePx: number, fontWeight: number): number {
  return isLargeText(fontSizePx, fontWeight) ? AA_LARGE : AA_NORMAL;
}

export interface ContrastSummary {
  median: number;
  /** The 5th percentile: the darkest-contrast 5% of the pixels lie below it. */
  p5: number;
  pixels: number;
}

/** Median and 5th percentile of the text's contrast over the pixels behind it. */
export function summariseContrast(
  text: Rgba,
  pixels: Uint8Array,
  channels: 3 | 4,
): ContrastSummary {
  const ratios = pixelContrasts(text, pixels, channels);
  return { median: percentile(ratios, 50), p5: percentile(ratios, 5), pixels: ratios.length };
}
