import { SORT_OPTIONS } from "#app/lib/paging.ts";

/** Two rows of three: with the sample's 20 videos, the four fixed page labels are all pages. */
export const VIDEO_PAGE_SIZE = 6;

/** The video archive's sort list: the usual four with 'Curated by Admin' second. */
export const VIDEO_SORT_OPTIONS = [
  SORT_OPTIONS[0],
  { value: "curated", label: "Curated by Admin" },
  ...SORT_OPTIONS.slice(1),
] as const;
