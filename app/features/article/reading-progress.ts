/**
 * How far a reader is through an element, 0..100 (the floating bar's scroll percentage):
 * 0 while the element's top is at or below the top of the viewport, 100 once its bottom has
 * reached the bottom of the viewport.
 *
 * @param top the element's top relative to the viewport (getBoundingClientRect().top)
 * @param height the element's height
 * @param viewportHeight the window's inner height
 */
export function readingProgress(top: number, height: number, viewportHeight: number): number {
  if (![top, height, viewportHeight].every(Number.isFinite)) return 0;
  const scrollable = height - viewportHeight;
  if (scrollable <= 0) return top <= 0 ? 100 : 0;
  const fraction = Math.min(1, Math.max(0, -top / scrollable));
  return Math.round(fraction * 100);
}

/** The floating bar shows once the reader has scrolled into the body, until the page ends. */
export function showFloatingBar(top: number, viewportHeight: number): boolean {
  return top < viewportHeight * 0.25;
}
