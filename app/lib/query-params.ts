/**
 * The query parameters each page reads, in one table (docs/design.md#caching): the page loaders
 * read them through `readQuery`, components build links from `knownSearchParams`, and the page
 * cache keys a URL by them (server/page-cache/page-key.ts), each page pointing at its entry with
 * `export const handle = { query: QUERY.x }`. A parameter missing here never reaches a page, so it
 * can neither change one nor make a new cache entry: `/archive/summary?utm_source=x` is the cached
 * `/archive/summary`.
 *
 * A rule maps the raw value to its canonical form, or to null when the page would ignore it
 * (invalid, or the default), so values that show the same page share one cache entry. A rule
 * must be idempotent: the page is rendered from the canonical URL.
 */
import { SORT_KEYS } from "#app/lib/enums.ts";
import {
  MAX_MORE,
  MAX_TERM_LENGTH,
  PHOTO_TOUR_MODAL,
  TAB_ORDER,
  TRIP_SORTS,
} from "#app/lib/query-values.ts";

export type ParamRule = (value: string) => string | null;

export interface QuerySpec<Name extends string = string> {
  /** The parameters, in the order of the canonical URL. */
  readonly rules: Readonly<Record<Name, ParamRule>>;
  /** Drops parameters that other parameters make irrelevant (e.g. `page` with `all=1`). */
  // A method (bivariant), so a QuerySpec<"page" | "all"> is a QuerySpec<string>.
  refine?(values: Map<Name, string>): void;
}

/** Pages beyond this are the last page anyway (4 million posts at 4 a page). */
export const MAX_PAGE = 1_000_000;

function wholeNumber(value: string): number | null {
  const n = Number.parseInt(value, 10);
  return Number.isFinite(n) ? n : null;
}

/** `?page=`: a page number from 2 (page 1 is the page without it); parseInt like parsePage. */
const pageRule: ParamRule = (value) => {
  const n = wholeNumber(value);
  return n !== null && n > 1 ? String(Math.min(n, MAX_PAGE)) : null;
};

/** `?more=`: 'Show me more' steps, 1 to MAX_MORE, like parseMore. */
const moreRule: ParamRule = (value) => {
  const n = wholeNumber(value);
  return n !== null && n > 0 ? String(Math.min(n, MAX_MORE)) : null;
};

/** `?part=`: a sitemap's number from 1 (a part past the last one is the sitemap's 404). */
const partRule: ParamRule = (value) => {
  const n = wholeNumber(value);
  return n !== null && n > 0 ? String(Math.min(n, MAX_PAGE)) : null;
};

/** One of a fixed set of values; `fallback` for any other (null: the page's default). */
function oneOf(
  values: readonly string[],
  options: { fallback?: string; defaultValue?: string } = {},
): ParamRule {
  return (value) => {
    const picked = values.includes(value) ? value : (options.fallback ?? null);
    return picked === options.defaultValue ? null : picked;
  };
}

/** `?sort=` of lists: unknown values sort like the default, 'recent'. */
const sortRule = oneOf(SORT_KEYS, { defaultValue: "recent" });

/** `?q=`: the search term as the search uses it (trimmed, at most MAX_TERM_LENGTH). */
const termRule: ParamRule = (value) => value.trim().slice(0, MAX_TERM_LENGTH).trim() || null;

/** Text the page checks itself: trimmed, cut to `max` characters, empty meaning absent. */
function shortText(max: number): ParamRule {
  return (value) => value.trim().slice(0, max).trim() || null;
}

/** `?photoId=`: a photo's index in the tour (a post has far fewer than 10,000 photos). */
const photoIdRule: ParamRule = (value) => {
  if (!/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n < 10_000 ? String(n) : null;
};

function spec<Name extends string>(
  rules: Record<Name, ParamRule>,
  refine?: (values: Map<NoInfer<Name>, string>) => void,
): QuerySpec<Name> {
  return refine ? { rules, refine } : { rules };
}

/** `?all=1` (`?show=all` on the home) shows every post on one page: `?page=` means nothing then. */
const pageIgnoredWithAll = (values: Map<string, string>) => {
  if (values.has("all") || values.has("show")) values.delete("page");
};

/**
 * A trip finder filter (app/lib/trips.ts): trimmed and cut to 40 characters, a number without its
 * leading zeros (`age=05` is `age=5`), so an invalid value reaches the page as written, which
 * answers 400 naming the filter (a 400 is never cached); empty means no filter. `upper`: country
 * codes, matched in capitals.
 */
function tripFilterRule(upper = false): ParamRule {
  return (value) => {
    const kept = value.trim().slice(0, 40);
    if (/^\d+$/.test(kept)) return String(Number.parseInt(kept, 10));
    return (upper ? kept.toUpperCase() : kept.toLowerCase()) || null;
  };
}

/** Every page that reads the query string, and what it reads. */
export const QUERY = {
  /** /, /home-2, /home-3 (app/features/home/home-data.server.ts). */
  home: spec({ page: pageRule, show: oneOf(["all"]) }, pageIgnoredWithAll),
  /** /archive/... (app/features/archive/archive.tsx). */
  archive: spec({ sort: sortRule, page: pageRule, all: oneOf(["1"]) }, pageIgnoredWithAll),
  /** /archive-2/... (app/features/archive/video-archive.tsx): the sorts plus 'curated'. */
  videoArchive: spec(
    {
      sort: oneOf(["curated", ...SORT_KEYS], { defaultValue: "recent" }),
      page: pageRule,
      all: oneOf(["1"]),
    },
    pageIgnoredWithAll,
  ),
  /** /author/{name} (app/features/author/author.tsx). */
  author: spec({ sort: sortRule, page: pageRule, more: moreRule }),
  /**
   * /search, /search-2 (app/features/search/search-data.server.ts). No `sort` or 'relevance' both
   * mean relevance with a term and recent without; any other unknown sort means 'recent'.
   */
  search: spec({
    q: termRule,
    sort: oneOf(["relevance", ...SORT_KEYS], { fallback: "recent", defaultValue: "relevance" }),
    tab: oneOf(TAB_ORDER),
    more: moreRule,
  }),
  /** /trips (app/features/trips/trips.tsx): the finder's filters, its two sorts and the page. */
  trips: spec({
    age: tripFilterRule(),
    month: tripFilterRule(),
    length: tripFilterRule(),
    budget: tripFilterRule(),
    country: tripFilterRule(true),
    sort: oneOf(TRIP_SORTS, { defaultValue: "recent" }),
    page: pageRule,
  }),
  /** /destinations/{cc} (app/features/trips/country.tsx): the page of the country's trips. */
  country: spec({ page: pageRule }),
  /**
   * Articles (app/features/article/photo-tour-host.tsx): the photo tour; photoId needs it. The
   * page of readers' comments, and `comment=received` after a comment sent without JavaScript
   * (app/features/comments/).
   */
  article: spec(
    {
      modal: oneOf([PHOTO_TOUR_MODAL, "PHOTO_TOUR_SCROLLABLE"]),
      photoId: photoIdRule,
      comments: pageRule,
      comment: oneOf(["received"]),
    },
    (values) => {
      if (!values.has("modal")) values.delete("photoId");
    },
  ),
  /**
   * /sitemap.xml (app/features/feeds/sitemap.ts): which sitemap of the index, from 1 (without it,
   * the index, or the one sitemap when one holds every URL).
   */
  sitemap: spec({ part: partRule }),
  /** /stats (app/features/analytics/stats.tsx): the days shown, YYYY-MM-DD, checked by the page. */
  stats: spec({ from: shortText(20), to: shortText(20) }),
} as const;

/** Every parameter name in the table. */
export const KNOWN_PARAMS: ReadonlySet<string> = new Set(
  Object.values(QUERY).flatMap((s) => Object.keys(s.rules)),
);

/** The canonical values of a spec's parameters (the first of repeated ones, as `get` reads). */
function canonicalValues<Name extends string>(
  params: URLSearchParams,
  query: QuerySpec<Name>,
): Map<Name, string> {
  const values = new Map<Name, string>();
  for (const [name, rule] of Object.entries(query.rules) as [Name, ParamRule][]) {
    const raw = params.get(name);
    const value = raw === null ? null : rule(raw);
    if (value !== null) values.set(name, value);
  }
  query.refine?.(values);
  return values;
}

/** A page's parameters, canonical, for its loader: null when absent or ignored. */
export function readQuery<Name extends string>(
  url: string | URL,
  query: QuerySpec<Name>,
): Record<Name, string | null> {
  const values = canonicalValues(new URL(url).searchParams, query);
  const out = {} as Record<Name, string | null>;
  for (const name of Object.keys(query.rules) as Name[]) out[name] = values.get(name) ?? null;
  return out;
}

/**
 * Only the known parameters of a query string, canonical and in the table's order; with no
 * spec (a page that reads none), nothing. `search` may start with '?'.
 */
export function knownSearchParams(
  search: string | URLSearchParams,
  query: QuerySpec | undefined,
): URLSearchParams {
  const out = new URLSearchParams();
  if (!query) return out;
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  for (const [name, value] of canonicalValues(params, query)) out.append(name, value);
  return out;
}

/** The spec a route declares in its `handle` (`{ query: QUERY.x }`), if any. */
export function querySpecOf(handle: unknown): QuerySpec | undefined {
  if (typeof handle !== "object" || handle === null || !("query" in handle)) return undefined;
  const query = (handle as { query?: unknown }).query;
  if (typeof query !== "object" || query === null || !("rules" in query)) return undefined;
  return query as QuerySpec;
}

/**
 * The parameters of a URL's matched routes (root to leaf; in practice only the page declares
 * any): undefined when none reads the query string.
 */
export function querySpecOfRoutes(handles: readonly unknown[]): QuerySpec | undefined {
  const specs = handles.map(querySpecOf).filter((s) => s !== undefined);
  if (specs.length <= 1) return specs[0];
  return {
    rules: Object.assign({}, ...specs.map((s) => s.rules)),
    refine: (values) => {
      for (const s of specs) s.refine?.(values);
    },
  };
}
