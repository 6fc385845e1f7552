import { toCardPosts } from "#app/lib/card-post.ts";
import type { SearchSort } from "#app/lib/enums.ts";
import { parseSort } from "#app/lib/paging.ts";
import { QUERY, readQuery } from "#app/lib/query-params.ts";
import {
  pageSizeFor,
  parseMore,
  stepsToShowAll,
  WIDE_PAGE_SIZE,
} from "#app/lib/responsive-paging.ts";
import { matchesTerm, pickTab } from "#app/lib/search-page.ts";
import { redirectToShown } from "#app/lib/shown-page.server.ts";
import { correctedTerm, wordsOf } from "#app/lib/spelling.ts";
import type { Author, Taxonomy } from "#app/lib/types.ts";
import { listAuthors } from "#app/models/authors.server.ts";
import { listPostTitles } from "#app/models/post-titles.server.ts";
import { countPosts, listPosts } from "#app/models/posts.server.ts";
import { searchPosts } from "#app/models/search.server.ts";
import { listTaxonomies } from "#app/models/taxonomies.server.ts";
import type { NothingFound, SearchData } from "./search-types.ts";

/** How many stories each way on offers. */
const WAYS_ON = 3;

/**
 * A term that found nothing: the term corrected from the site's own words (titles, most read
 * first, then categories, tags and authors) and what it finds, and the most read stories.
 */
async function waysOn(
  term: string,
  taxonomies: Taxonomy[],
  authors: Author[],
): Promise<NothingFound> {
  const [titles, mostRead] = await Promise.all([
    listPostTitles(),
    listPosts({ sort: "viewed", limit: WAYS_ON }),
  ]);
  const vocabulary = [
    ...titles,
    ...taxonomies.map((t) => t.name),
    ...authors.map((a) => a.displayName),
  ].flatMap(wordsOf);
  const suggestion = correctedTerm(term, vocabulary);
  const suggested = suggestion
    ? (await searchPosts({ term: suggestion, limit: WAYS_ON })).hits.map((hit) => hit.post)
    : [];
  const link = (post: { title: string; href: string }) => ({ title: post.title, href: post.href });
  return { suggestion, suggested: suggested.map(link), mostRead: mostRead.map(link) };
}

function parseSearchSort(value: string | null, hasTerm: boolean): SearchSort {
  if (value === null || value === "relevance") return hasTerm ? "relevance" : "recent";
  return parseSort(value);
}

/**
 * The search pages' data from `?q=` (the term), `?tab=`, `?sort=` and `?more=`: the full-text
 * article results (ranked, highlighted), and the categories and authors whose names contain the
 * term. Without a term every article, category and author is listed.
 */
export async function loadSearch(request: Request): Promise<SearchData> {
  const query = readQuery(request.url, QUERY.search);
  const term = query.q ?? "";
  const sort = parseSearchSort(query.sort, term !== "");
  const more = parseMore(query.more);
  // Search results have no pages: the first page, at the widest page size for this many 'more'.
  const limit = pageSizeFor(WIDE_PAGE_SIZE, more);
  const [allTaxonomies, allAuthors, articles] = await Promise.all([
    listTaxonomies(),
    listAuthors(),
    term
      ? searchPosts({ term, sort, limit }).then(({ total, hits }) => ({ total, results: hits }))
      : Promise.all([
          countPosts(),
          listPosts({ sort: sort === "relevance" ? "recent" : sort, limit }),
        ]).then(([total, posts]) => ({
          total,
          results: posts.map((post) => ({
            post,
            title: [{ text: post.title, match: false }],
            snippet: [{ text: post.desc, match: false }],
          })),
        })),
  ]);
  const categories = allTaxonomies.filter(
    (t) => t.taxonomy === "category" && matchesTerm(t.name, term),
  );
  const authors = allAuthors.filter((a) => matchesTerm(a.displayName, term));
  const counts = {
    articles: articles.total,
    categories: categories.length,
    authors: authors.length,
  };
  const tab = pickTab(query.tab, counts);
  // More steps than it takes to show the tab's every result show them all: one URL for it.
  redirectToShown(request.url, QUERY.search, {
    more: String(Math.min(more, stepsToShowAll(counts[tab]))),
  });
  const nothingFound =
    term && counts.articles + counts.categories + counts.authors === 0
      ? await waysOn(term, allTaxonomies, allAuthors)
      : undefined;
  const cards = toCardPosts(articles.results.map((r) => r.post));
  const results = articles.results.map((r, i) => ({ ...r, post: cards[i]! }));
  return {
    term,
    tab,
    sort,
    more,
    articles: { total: articles.total, results },
    categories,
    authors,
    allTaxonomies,
    allAuthors,
    ...(nothingFound ? { nothingFound } : {}),
  };
}
