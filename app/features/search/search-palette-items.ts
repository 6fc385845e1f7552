/**
 * The global search palette's query rules (docs/spec.md#search-palette and #constants):
 * - typing filters posts by title (or their trip's destination or country name), categories by
 *   name and authors by display name (case-insensitive substring);
 * - a leading '#' limits the search to posts and categories ('#' alone shows all of them);
 * - a leading '>' limits it to authors ('>' alone shows all authors);
 * - '?' shows the help panel;
 * - at most 9 categories and 9 authors are shown.
 */
const PALETTE_MAX_CATEGORIES = 9;
const PALETTE_MAX_AUTHORS = 9;

export interface PalettePost {
  id: string;
  title: string;
  href: string;
  trip?: { destination: string; country: string } | null;
}

/** English country names in the browser and on the server alike (no name list to ship). */
const regionNames = new Intl.DisplayNames(["en"], { type: "region" });

/** The place words a post is found by: its trip's destination and country name. */
function placeOf(post: PalettePost): string {
  if (!post.trip) return "";
  let country = post.trip.country;
  try {
    country = regionNames.of(country) ?? country;
  } catch {
    // Not a region code: search by the code itself.
  }
  return `${post.trip.destination} ${country}`;
}
export interface PaletteCategory {
  id: number;
  name: string;
  href: string;
}
export interface PaletteAuthor {
  id: number;
  displayName: string;
  href: string;
}

export interface PaletteLists<
  P extends PalettePost,
  C extends PaletteCategory,
  A extends PaletteAuthor,
> {
  posts: P[];
  categories: C[];
  authors: A[];
}

export type PaletteResult<
  P extends PalettePost,
  C extends PaletteCategory,
  A extends PaletteAuthor,
> =
  | { mode: "empty-query" }
  | { mode: "help" }
  | { mode: "results"; posts: P[]; categories: C[]; authors: A[] }
  | { mode: "no-results" };

export function filterPalette<
  P extends PalettePost,
  C extends PaletteCategory,
  A extends PaletteAuthor,
>(rawQuery: string, lists: PaletteLists<P, C, A>): PaletteResult<P, C, A> {
  if (rawQuery.trim() === "") return { mode: "empty-query" };
  if (rawQuery.trim() === "?") return { mode: "help" };
  const scope = rawQuery.startsWith("#") ? "posts" : rawQuery.startsWith(">") ? "authors" : "all";
  const term = (scope === "all" ? rawQuery : rawQuery.slice(1)).trim().toLowerCase();
  const has = (text: string) => term === "" || text.toLowerCase().includes(term);
  const posts =
    scope === "authors" ? [] : lists.posts.filter((p) => has(p.title) || has(placeOf(p)));
  const categories =
    scope === "authors"
      ? []
      : lists.categories.filter((c) => has(c.name)).slice(0, PALETTE_MAX_CATEGORIES);
  const authors =
    scope === "posts"
      ? []
      : lists.authors.filter((a) => has(a.displayName)).slice(0, PALETTE_MAX_AUTHORS);
  if (posts.length + categories.length + authors.length === 0) return { mode: "no-results" };
  return { mode: "results", posts, categories, authors };
}

/** Where submitting the palette goes: the search page with the query (modifiers stripped). */
export function searchPageHref(rawQuery: string): string {
  const term = rawQuery.replace(/^[#>?]/, "").trim();
  return term ? `/search?q=${encodeURIComponent(term)}` : "/search";
}
