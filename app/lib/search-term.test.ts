import { describe, expect, it } from "vitest";
import { MAX_TERM_LENGTH } from "#app/lib/query-values.ts";
import { searchTerm } from "./search-term.ts";

describe("searchTerm", () => {
  it("reads the term of the search pages, normalised", () => {
    expect(searchTerm("/search?q=Lisbon")).toBe("lisbon");
    expect(searchTerm("/search-2?q=%20family%20%20%20trips%20")).toBe("family trips");
    expect(searchTerm("/search?tab=articles&q=Alps+in+winter")).toBe("alps in winter");
    expect(searchTerm(`/search?q=${"a".repeat(MAX_TERM_LENGTH + 20)}`)).toHaveLength(
      MAX_TERM_LENGTH,
    );
  });

  it("is undefined for other pages and empty terms", () => {
    expect(searchTerm("/search")).toBeUndefined();
    expect(searchTerm("/search?q=%20%20")).toBeUndefined();
    expect(searchTerm("/trips?q=lisbon")).toBeUndefined();
    expect(searchTerm("/searching?q=lisbon")).toBeUndefined();
  });
});
