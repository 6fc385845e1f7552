/** SPEC.md section 9: a drag shorter than this is a tap, not a swipe. */
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

/**
 * A spring (mass 1, stiffness 100, damping 15) sampled into a CSS linear() easing, so slides
 * settle with a spring's overshoot without a motion library.
 */
export const SPRING_EASING =
  "linear(0, 0.0018, 0.0069 1.15%, 0.026 2.3%, 0.0637, 0.1135 5.18%, 0.2229 7.78%, 0.5977 15.84%, 0.7014, 0.7904, 0.8641, 0.9228, 0.9676 28.8%, 1.0032 31.68%, 1.0225, 1.0352 36.29%, 1.0431 38.88%, 1.046 42.05%, 1.0448 44.35%, 1.0407 47.23%, 1.0118 61.63%, 1.0025 69.41%, 0.9981 80.35%, 0.9992 99.94%)";
