/**
 * The search page's rules (docs/spec.md#search-page and #states): which tab opens, and the
 * 'We found N {type} for {term}' line.
 */
import { MAX_TERM_LENGTH, TAB_ORDER, type TabKey } from "#app/lib/query-values.ts";

export { MAX_TERM_LENGTH, type TabKey };

const NAMES: Record<TabKey, [string, string]> = {
  articles: ["article", "articles"],
  categories: ["category", "categories"],
  authors: ["author", "authors"],
};

export type TabCounts = Record<TabKey, number>;

/**
 * The tab a search opens on: the one asked for, else the first tab with results, else Authors if
 * authors match, else Articles.
 */
export function pickTab(requested: string | null | undefined, counts: TabCounts): TabKey {
  if (TAB_ORDER.includes(requested as TabKey)) return requested as TabKey;
  const first = TAB_ORDER.find((tab) => counts[tab] > 0);
  if (first) return first;
  return counts.authors > 0 ? "authors" : "articles";
}

/** 'We found N {type} for {term}' when exactly one tab has results, else null. */
export function foundLine(term: string, counts: TabCounts): string | null {
  if (!term) return null;
  const withResults = TAB_ORDER.filter((tab) => counts[tab] > 0);
  if (withResults.length !== 1) return null;
  const tab = withResults[0]!;
  const n = counts[tab];
  return `We found ${n} ${NAMES[tab][n === 1 ? 0 : 1]} for ${term}`;
}

/** Case-insensitive substring match, the rule of the category and author tabs. */
export function matchesTerm(text: string, term: string): boolean {
  return text.toLowerCase().includes(term.trim().toLowerCase());
}
