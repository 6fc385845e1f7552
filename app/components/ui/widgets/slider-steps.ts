/**
 * Slider items per row (docs/spec.md#constants): base 5 (authors 4); under 320 px one item, under
 * 500 px base minus 3, under 1024 px base minus 2, under 1280 px base minus 1, else the base.
 */
export const SLIDER_BASE = 5;
export const AUTHOR_SLIDER_BASE = 4;

export function itemsPerRow(width: number, base: number = SLIDER_BASE): number {
  const perRow =
    width < 320
      ? 1
      : width < 500
        ? base - 3
        : width < 1024
          ? base - 2
          : width < 1280
            ? base - 1
            : base;
  return Math.max(1, perRow);
}

/** The last index the slider may start at, so the last row is full. */
export function lastStart(itemCount: number, perRow: number): number {
  return Math.max(0, itemCount - Math.max(1, perRow));
}

/** Moves the first visible item by one, bounded at the first and last full row. */
export function step(start: number, direction: 1 | -1, itemCount: number, perRow: number): number {
  return Math.min(lastStart(itemCount, perRow), Math.max(0, start + direction));
}
