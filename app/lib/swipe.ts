/** docs/spec.md#constants: a drag shorter than this is a tap, not a swipe. */
export const SWIPE_THRESHOLD_PX = 10;

/**
 * The next index after a horizontal drag of `dx` px, bounded at the first and last slide:
 * a swipe left (negative dx) moves to the next slide, a swipe right to the previous one.
 */
export function indexAfterSwipe(index: number, dx: number, count: number): number {
  if (Math.abs(dx) <= SWIPE_THRESHOLD_PX) return index;
  return clampIndex(dx < 0 ? index + 1 : index - 1, count);
}

export function clampIndex(index: number, count: number): number {
  return Math.min(Math.max(index, 0), Math.max(0, count - 1));
}

/** Wrap-around stepping (the hero slider's next/previous). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}
