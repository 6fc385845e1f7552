/**
 * The fixed value lists of docs/spec.md#entities, defined once: the database types (app/db/schema.ts),
 * the JSON shapes (types.ts), the front-matter and content schemas and the URL helpers derive from
 * these arrays.
 */

export const POST_TYPES = ["standard", "gallery", "video", "audio"] as const;
export type PostType = (typeof POST_TYPES)[number];

export const SECTIONS = ["blog", "hotels"] as const;
export type Section = (typeof SECTIONS)[number];

const TAXONOMY_KINDS = ["category", "tag"] as const;
export type TaxonomyKind = (typeof TAXONOMY_KINDS)[number];

export const TAXONOMY_COLORS = [
  "pink",
  "red",
  "gray",
  "green",
  "purple",
  "indigo",
  "yellow",
  "blue",
] as const;
export type TaxonomyColor = (typeof TAXONOMY_COLORS)[number];

/** The hotel types of /hotels/{type}/{year}/{slug}. */
export const HOTEL_TYPES = ["airport", "city", "all-inclusive", "beach"] as const;
export type HotelType = (typeof HOTEL_TYPES)[number];

/** The four reader sorts (docs/spec.md#states); their labels are in paging.ts. */
export const SORT_KEYS = ["recent", "appreciated", "discussed", "viewed"] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/**
 * The four reader sorts plus the video archive's 'Curated by Admin' (publishing order) and the
 * feeds' and sitemap's order, when each post went live (`published_at`), newest first.
 */
export type ListSort = SortKey | "curated" | "published";
/** The four reader sorts plus the search pages' 'Most Relevant' (full-text rank). */
export type SearchSort = "relevance" | SortKey;
