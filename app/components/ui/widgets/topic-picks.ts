import type { Taxonomy } from "#app/lib/types.ts";

/**
 * docs/spec.md#constants: 'More tags' shows tags with a count above 0, sorted by name, at most 8.
 */
export function moreTags(taxonomies: Taxonomy[], max = 8): Taxonomy[] {
  return taxonomies
    .filter((t) => t.taxonomy === "tag" && t.count > 0)
    .sort((a, b) => a.name.localeCompare(b.name))
    .slice(0, max);
}

/**
 * docs/spec.md#constants: trending topics are the first 4 categories with a count of at least
 * `minCount` (the archive uses >= 1; the home widget "above 0", the same for whole counts).
 */
export function trendingTopics(taxonomies: Taxonomy[], aboveCount = 0, max = 4): Taxonomy[] {
  return taxonomies.filter((t) => t.taxonomy === "category" && t.count > aboveCount).slice(0, max);
}
