/** Sorting and paging shared by the home, archive, author and search pages (SPEC.md 4 and 9). */

export const DEFAULT_PAGE_SIZE = 4;

export const SORT_OPTIONS = [
  { value: "recent", label: "Most Recent" },
  { value: "appreciated", label: "Most Appreciated" },
  { value: "discussed", label: "Most Discussed" },
  { value: "viewed", label: "Most Viewed" },
] as const;

export type SortKey = (typeof SORT_OPTIONS)[number]["value"];

export function parseSort(value: string | null | undefined): SortKey {
  return SORT_OPTIONS.some((o) => o.value === value) ? (value as SortKey) : "recent";
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

/** Up to this many pages, every number is a button; beyond, a window around the current page. */
export const MAX_PAGE_BUTTONS = 25;

/**
 * The page numbers to show, with null for a gap: all of them for up to 25 pages, else the first,
 * the last and two on each side of the current one (so 100,000 posts do not render 25,000 links).
 */
export function pageWindow(page: number, pages: number): (number | null)[] {
  if (pages <= MAX_PAGE_BUTTONS) return Array.from({ length: pages }, (_, i) => i + 1);
  const shown = new Set([1, pages]);
  for (let p = page - 2; p <= page + 2; p++) if (p >= 1 && p <= pages) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const [i, p] of sorted.entries()) {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push(null);
    out.push(p);
  }
  return out;
}
