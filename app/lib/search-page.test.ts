import { describe, expect, it } from "vitest";
import { foundLine, matchesTerm, pickTab } from "#app/lib/search-page.ts";

describe("the search page rules", () => {
  it("opens the requested tab, else the first tab with results", () => {
    expect(pickTab("authors", { articles: 3, categories: 1, authors: 0 })).toBe("authors");
    expect(pickTab(null, { articles: 3, categories: 1, authors: 2 })).toBe("articles");
    expect(pickTab(null, { articles: 0, categories: 1, authors: 2 })).toBe("categories");
    expect(pickTab(null, { articles: 0, categories: 0, authors: 2 })).toBe("authors");
    expect(pickTab("nonsense", { articles: 0, categories: 0, authors: 0 })).toBe("articles");
  });
  it("says what it found when exactly one tab has results", () => {
    expect(foundLine("lisbon", { articles: 9, categories: 0, authors: 0 })).toBe(
      "We found 9 articles for lisbon",
    );
    expect(foundLine("beach", { articles: 0, categories: 1, authors: 0 })).toBe(
      "We found 1 category for beach",
    );
    expect(foundLine("harper", { articles: 0, categories: 0, authors: 4 })).toBe(
      "We found 4 authors for harper",
    );
    expect(foundLine("beach", { articles: 5, categories: 1, authors: 0 })).toBeNull();
    expect(foundLine("zzz", { articles: 0, categories: 0, authors: 0 })).toBeNull();
    expect(foundLine("", { articles: 5, categories: 0, authors: 0 })).toBeNull();
  });
  it("matches names case-insensitively", () => {
    expect(matchesTerm("Winter Sun", "SUN")).toBe(true);
    expect(matchesTerm("Winter Sun", "moon")).toBe(false);
  });
});
