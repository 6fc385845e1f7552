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
