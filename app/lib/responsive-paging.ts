/**
 * The author and search pages' page size (docs/spec.md#states and #constants): 4 on screens at
 * least 640 px wide, 2 otherwise. 'Show me more' adds that amount, 'Show me less' subtracts it,
 * never below the base. The URL carries the page (`?page=`) and the number of 'more' steps
 * (`?more=`), so the server can answer one window of posts that covers both widths.
 */
import { MAX_MORE } from "#app/lib/query-values.ts";
export const WIDE_PAGE_SIZE = 4;
export const NARROW_PAGE_SIZE = 2;
const WIDE_MIN_WIDTH = 640;
export const WIDE_MEDIA_QUERY = `(min-width: ${WIDE_MIN_WIDTH}px)`;

export function basePageSize(width: number): number {
  return width >= WIDE_MIN_WIDTH ? WIDE_PAGE_SIZE : NARROW_PAGE_SIZE;
}

/** The number of 'Show me more' steps from the URL: a whole number from 0. */
export function parseMore(value: string | null | undefined): number {
  const more = Number.parseInt(value ?? "0", 10);
  return Number.isFinite(more) && more > 0 ? Math.min(more, MAX_MORE) : 0;
}

/** The fewest 'Show me more' steps that show `total` items on one page at either width. */
export function stepsToShowAll(total: number): number {
  return Math.max(0, Math.ceil(total / NARROW_PAGE_SIZE) - 1);
}

/** Posts per page for a base after `more` steps: the base plus one base per step. */
export function pageSizeFor(base: number, more: number): number {
  return base * (1 + more);
}

/** 'Show me less' goes one step back, never below the base. */
export function lessSteps(more: number): number {
  return Math.max(0, more - 1);
}

/**
 * The slice of the sorted list the server sends for a page: it covers that page at both page
 * sizes (narrow pages start earlier, wide pages end later).
 */
export function serverWindow(page: number, more: number): { offset: number; limit: number } {
  const narrow = pageSizeFor(NARROW_PAGE_SIZE, more);
  const wide = pageSizeFor(WIDE_PAGE_SIZE, more);
  const offset = (page - 1) * narrow;
  return { offset, limit: page * wide - offset };
}

/** The posts a page shows at a base, cut from the server's window. */
export function pageFromWindow<T>(
  items: T[],
  windowOffset: number,
  page: number,
  base: number,
  more: number,
): T[] {
  const size = pageSizeFor(base, more);
  const start = (page - 1) * size - windowOffset;
  return items.slice(Math.max(0, start), Math.max(0, start + size));
}
