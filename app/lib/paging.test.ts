import { describe, expect, it } from "vitest";
import { pageCount, parsePage, parseSort } from "#app/lib/paging.ts";

describe("paging", () => {
  it("counts pages as posts divided by page size, rounded up", () => {
    expect(pageCount(0, 4)).toBe(1);
    expect(pageCount(4, 4)).toBe(1);
    expect(pageCount(5, 4)).toBe(2);
    expect(pageCount(88, 4)).toBe(22);
  });
  it("clamps the page from the URL", () => {
    expect(parsePage(null, 10, 4)).toBe(1);
    expect(parsePage("2", 10, 4)).toBe(2);
    expect(parsePage("99", 10, 4)).toBe(3);
    expect(parsePage("-3", 10, 4)).toBe(1);
    expect(parsePage("abc", 10, 4)).toBe(1);
  });
  it("falls back to Most Recent for an unknown sort", () => {
    expect(parseSort("viewed")).toBe("viewed");
    expect(parseSort("drop table")).toBe("recent");
    expect(parseSort(null)).toBe("recent");
  });
});

import { pageWindow } from "#app/lib/paging.ts";

describe("pageWindow", () => {
  it("shows every page when there are few (no ellipsis)", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it("on the first pages: the start, an ellipsis, the last page", () => {
    expect(pageWindow(1, 22)).toEqual([1, 2, 3, 4, 5, null, 22]);
    expect(pageWindow(2, 22)).toEqual([1, 2, 3, 4, 5, null, 22]);
    // Page 4's neighbour 3 touches 2: no ellipsis for one page, the page itself.
    expect(pageWindow(4, 22)).toEqual([1, 2, 3, 4, 5, null, 22]);
    expect(pageWindow(1, 8)).toEqual([1, 2, 3, 4, 5, null, 8]);
  });
  it("in the middle: first, ellipsis, the current page and its neighbours, ellipsis, last", () => {
    expect(pageWindow(5, 22)).toEqual([1, null, 4, 5, 6, null, 22]);
    expect(pageWindow(11, 22)).toEqual([1, null, 10, 11, 12, null, 22]);
    expect(pageWindow(12_500, 25_000)).toEqual([1, null, 12_499, 12_500, 12_501, null, 25_000]);
  });
  it("on the last pages: the first page, an ellipsis, the end", () => {
    expect(pageWindow(22, 22)).toEqual([1, null, 18, 19, 20, 21, 22]);
    expect(pageWindow(19, 22)).toEqual([1, null, 18, 19, 20, 21, 22]);
    expect(pageWindow(18, 22)).toEqual([1, null, 17, 18, 19, null, 22]);
    expect(pageWindow(25_000, 25_000)).toEqual([1, null, 24_996, 24_997, 24_998, 24_999, 25_000]);
  });
  it("never hides a single page behind an ellipsis, and keeps a constant width", () => {
    for (const pages of [8, 9, 22, 101]) {
      for (let page = 1; page <= pages; page++) {
        const shown = pageWindow(page, pages);
        expect(shown).toHaveLength(7);
        expect(shown).toContain(page);
        expect(shown[0]).toBe(1);
        expect(shown.at(-1)).toBe(pages);
        for (const [i, n] of shown.entries()) {
          if (n !== null) continue;
          const before = shown[i - 1]!;
          const after = shown[i + 1]!;
          expect(after - before, `${page}/${pages}`).toBeGreaterThan(2);
        }
      }
    }
  });
  it("narrows to the current page alone with no siblings (long page numbers on a phone)", () => {
    expect(pageWindow(12_500, 25_000, 0)).toEqual([1, null, 12_500, null, 25_000]);
    expect(pageWindow(1, 25_000, 0)).toEqual([1, 2, 3, null, 25_000]);
    expect(pageWindow(4, 25_000, 0)).toEqual([1, null, 4, null, 25_000]);
    expect(pageWindow(2, 4, 0)).toEqual([1, 2, 3, 4]);
  });
  it("clamps a page out of range", () => {
    expect(pageWindow(99, 22)).toEqual(pageWindow(22, 22));
    expect(pageWindow(0, 22)).toEqual(pageWindow(1, 22));
  });
});
