import { useEffect, useState } from "react";
import type { Author, PostCard, Taxonomy } from "#app/lib/types.ts";
import { cachedList } from "./list-cache.ts";
import type { PaletteLists as Lists } from "./search-palette-items.ts";

/** What the search palette filters: every post, the categories and the authors. */
export type PaletteLists = Lists<PostCard, Taxonomy, Author>;

export const EMPTY_LISTS: PaletteLists = { posts: [], categories: [], authors: [] };

/** A list call through the one-day localStorage cache; a failure logs and gives an empty list. */
async function load<T>(path: string, what: string): Promise<T[]> {
  try {
    return await cachedList<T[]>(path);
  } catch (error) {
    console.error(`Error fetching ${what}`, error);
    return [];
  }
}

async function loadLists(): Promise<PaletteLists> {
  const [posts, taxonomies, authors] = await Promise.all([
    load<PostCard>("/api/GetPosts", "posts"),
    load<Taxonomy>("/api/GetTaxonomies", "categories"),
    load<Author>("/api/GetAuthors", "authors"),
  ]);
  return { posts, categories: taxonomies.filter((t) => t.taxonomy === "category"), authors };
}

/** The palette's lists, loaded the first time it opens (null until they are there). */
export function usePaletteLists(open: boolean): PaletteLists | null {
  const [lists, setLists] = useState<PaletteLists | null>(null);
  useEffect(() => {
    if (!open || lists) return;
    let live = true;
    loadLists().then((loaded) => {
      if (live) setLists(loaded);
    });
    return () => {
      live = false;
    };
  }, [open, lists]);
  return lists;
}
