/**
 * The values URL parameters may take that other rules own (the photo tour's modal, the 'Show me
 * more' steps, the search term and tabs, the trip finder's sorts), in a module of their own:
 * app/lib/query-params.ts, which every page's code loads, reads them without loading the rest of
 * those features' code.
 */

/** The query parameters of the photo tour (docs/spec.md#photo-tour). */
export const PHOTO_TOUR_MODAL = "photo-tour";

/** The most 'Show me more' steps (the URL's `?more=`, app/lib/query-params.ts). */
export const MAX_MORE = 500;

export type TabKey = "articles" | "categories" | "authors";
/** Longest search term we look at; longer input is cut. */
export const MAX_TERM_LENGTH = 100;
export const TAB_ORDER: readonly TabKey[] = ["articles", "categories", "authors"];

/** The finder's sorts: most recent (the default) or most viewed. */
export const TRIP_SORTS = ["recent", "viewed"] as const;
