/**
 * Sorting and paging shared by the home, archive, author and search pages (docs/spec.md#states and
 * #constants).
 */

import { SORT_KEYS, type SortKey } from "#app/lib/enums.ts";

export const DEFAULT_PAGE_SIZE = 4;

/** The sort list's labels, in SORT_KEYS' order. */
export const SORT_OPTIONS = [
  { value: "recent", label: "Most Recent" },
  { value: "appreciated", label: "Most Appreciated" },
  { value: "discussed", label: "Most Discussed" },
  { value: "viewed", label: "Most Viewed" },
] as const satisfies readonly { value: SortKey; label: string }[];

export function parseSort(value: string | null | undefined): SortKey {
  return SORT_KEYS.find((key) => key === value) ?? "recent";
}

/** Page count = posts divided by page size, rounded up (at least 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** A 1-based page number from the URL, clamped to the pages that exist. */
export function parsePage(
  value: string | null | undefined,
  total: number,
  pageSize: number,
): number {
  const page = Number.parseInt(value ?? "1", 10);
  if (!Number.isFinite(page) || page < 1) return 1;
  return Math.min(page, pageCount(total, pageSize));
}

/**
 * The page numbers a pager shows, with null for an ellipsis: the first and the last page, the
 * current one and `siblings` on each side of it, in a constant number of slots (2 * siblings + 5)
 * so the pager keeps its width as the reader moves. An ellipsis always stands for two pages or
 * more (a single skipped page is shown instead); with few pages, every number, no ellipsis. So
 * 22 pages or 25,000 give at most seven slots, not 22 buttons or 25,000 links.
 */
export function pageWindow(page: number, pages: number, siblings = 1): (number | null)[] {
  const last = Math.max(1, Math.floor(pages));
  const current = Math.min(Math.max(1, Math.floor(page)), last);
  const slots = 2 * siblings + 5;
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (last <= slots) return range(1, last);
  const left = Math.max(current - siblings, 1);
  const right = Math.min(current + siblings, last);
  // An ellipsis only where it hides at least two pages (2..left-1, right+1..last-1).
  const leftGap = left > 3;
  const rightGap = right < last - 2;
  if (!leftGap) return [...range(1, slots - 2), null, last];
  if (!rightGap) return [1, null, ...range(last - (slots - 3), last)];
  return [1, null, ...range(left, right), null, last];
}
