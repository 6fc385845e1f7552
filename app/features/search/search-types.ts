import type { SearchSort } from "#app/lib/enums.ts";
import type { Author, CardPost, Taxonomy, TextSegment } from "#app/lib/types.ts";

export interface ArticleResult {
  /** The post as its card draws it (app/lib/card-post.ts). */
  post: CardPost;
  title: TextSegment[];
  snippet: TextSegment[];
}

export const SEARCH_TABS = [
  { value: "articles", label: "Articles", singular: "article" },
  { value: "categories", label: "Categories", singular: "category" },
  { value: "authors", label: "Authors", singular: "author" },
] as const;
export type SearchTab = (typeof SEARCH_TABS)[number]["value"];

/** What the search pages' loader gives the page. */
export interface SearchData {
  term: string;
  tab: SearchTab;
  sort: SearchSort;
  more: number;
  articles: { total: number; results: ArticleResult[] };
  categories: Taxonomy[];
  authors: Author[];
  /** Every category and author, for the trending categories and the dream team. */
  allTaxonomies: Taxonomy[];
  allAuthors: Author[];
  /** A term that found nothing in any tab: ways on instead of empty tabs. */
  nothingFound?: NothingFound;
}

/** A link to a story: its title and path. */
export interface StoryLink {
  title: string;
  href: string;
}

/** What a search that found nothing offers (issue 43, item 7). */
export interface NothingFound {
  /** The term with its misspelt words corrected from the site's own words, if any is close. */
  suggestion?: string;
  /** The stories the suggestion finds, at most three. */
  suggested: StoryLink[];
  /** The most read stories. */
  mostRead: StoryLink[];
}
