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
