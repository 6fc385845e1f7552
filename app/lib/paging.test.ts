import { describe, expect, it } from "vitest";
import { pageCount, parsePage, parseSort } from "./paging.ts";

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

import { pageWindow } from "./paging.ts";

describe("pageWindow", () => {
  it("shows every page up to 25", () => {
    expect(pageWindow(3, 22)).toHaveLength(22);
  });
  it("shows first, last and a window around the current page beyond that", () => {
    expect(pageWindow(1, 25_000)).toEqual([1, 2, 3, null, 25_000]);
    expect(pageWindow(500, 25_000)).toEqual([1, null, 498, 499, 500, 501, 502, null, 25_000]);
    expect(pageWindow(25_000, 25_000)).toEqual([1, null, 24_998, 24_999, 25_000]);
    expect(pageWindow(4, 30)).toEqual([1, 2, 3, 4, 5, 6, null, 30]);
  });
});
