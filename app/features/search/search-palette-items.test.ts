import { describe, expect, it } from "vitest";
import { filterPalette, searchPageHref } from "./search-palette-items.ts";

const posts = [
  { id: "a", title: "Lisbon trams with kids", href: "/city/2023/lisbon" },
  { id: "b", title: "Quiet beaches of the Algarve", href: "/beach/2023/algarve" },
  { id: "c", title: "Kyoto in autumn", href: "/single/kyoto" },
];
const categories = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  name: i === 0 ? "Beach" : `Category ${i + 1}`,
  href: `/archive/${i + 1}/c`,
}));
const authors = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  displayName: i === 0 ? "Daniel Harper" : `Author ${i + 1}`,
  href: `/author/a${i + 1}`,
}));
const lists = { posts, categories, authors };

describe("the search palette rules", () => {
  it("shows nothing for an empty query", () => {
    expect(filterPalette("", lists)).toEqual({ mode: "empty-query" });
    expect(filterPalette("   ", lists)).toEqual({ mode: "empty-query" });
  });

  it("matches post titles, category names and author names case-insensitively", () => {
    expect(filterPalette("BEACH", lists)).toEqual({
      mode: "results",
      posts: [posts[1]],
      categories: [categories[0]],
      authors: [],
    });
    expect(filterPalette("harp", lists)).toMatchObject({ authors: [authors[0]], posts: [] });
    expect(filterPalette("ky", lists)).toMatchObject({ posts: [posts[2]] });
  });

  it("finds a post by its trip's destination or country name", () => {
    const withTrips = {
      ...lists,
      posts: [
        ...posts,
        {
          id: "d",
          title: "Sea caves by kayak",
          href: "/single/caves",
          trip: { destination: "Benagil", country: "PT" },
        },
      ],
    };
    expect(filterPalette("benagil", withTrips)).toMatchObject({ posts: [{ id: "d" }] });
    expect(filterPalette("#portugal", withTrips)).toMatchObject({ posts: [{ id: "d" }] });
    expect(filterPalette("japan", withTrips)).toEqual({ mode: "no-results" });
  });

  it("'#' shows all posts and categories (at most 9), and no authors", () => {
    const result = filterPalette("#", lists);
    expect(result).toEqual({
      mode: "results",
      posts,
      categories: categories.slice(0, 9),
      authors: [],
    });
  });

  it("'#term' searches posts and categories only", () => {
    expect(filterPalette("#harper", lists)).toEqual({ mode: "no-results" });
    expect(filterPalette("#lisbon", lists)).toMatchObject({ posts: [posts[0]], authors: [] });
  });

  it("'>' shows all authors (at most 9), and no posts or categories", () => {
    expect(filterPalette(">", lists)).toEqual({
      mode: "results",
      posts: [],
      categories: [],
      authors: authors.slice(0, 9),
    });
    expect(filterPalette(">beach", lists)).toEqual({ mode: "no-results" });
    expect(filterPalette(">dan", lists)).toMatchObject({ authors: [authors[0]] });
  });

  it("'?' shows the help panel", () => {
    expect(filterPalette("?", lists)).toEqual({ mode: "help" });
  });

  it("caps categories and authors at 9 for a broad term", () => {
    const result = filterPalette("o", lists);
    expect(result.mode).toBe("results");
    if (result.mode !== "results") return;
    expect(result.categories).toHaveLength(9);
    expect(result.authors).toHaveLength(9);
  });

  it("says there are no results when nothing matches", () => {
    expect(filterPalette("zzzz", lists)).toEqual({ mode: "no-results" });
  });

  it("submits to the search page with the term", () => {
    expect(searchPageHref("lisbon trams")).toBe("/search?q=lisbon%20trams");
    expect(searchPageHref("#beach")).toBe("/search?q=beach");
    expect(searchPageHref("")).toBe("/search");
  });
});
