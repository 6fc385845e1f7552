import { describe, expect, it } from "vitest";
import {
  basePageSize,
  lessSteps,
  pageFromWindow,
  pageSizeFor,
  parseMore,
  serverWindow,
} from "#app/lib/responsive-paging.ts";

describe("the author/search page size rule", () => {
  it("is 4 from 640 px wide, else 2", () => {
    expect(basePageSize(1280)).toBe(4);
    expect(basePageSize(640)).toBe(4);
    expect(basePageSize(639)).toBe(2);
    expect(basePageSize(390)).toBe(2);
  });
  it("adds the base per 'Show me more' and never goes below the base", () => {
    expect(pageSizeFor(4, 0)).toBe(4);
    expect(pageSizeFor(4, 2)).toBe(12);
    expect(pageSizeFor(2, 2)).toBe(6);
    expect(lessSteps(2)).toBe(1);
    expect(lessSteps(0)).toBe(0);
  });
  it("reads the steps from the URL", () => {
    expect(parseMore(null)).toBe(0);
    expect(parseMore("3")).toBe(3);
    expect(parseMore("-1")).toBe(0);
    expect(parseMore("x")).toBe(0);
    expect(parseMore("99999")).toBe(500);
  });
  it("sends one window that holds the page at both widths", () => {
    const all = Array.from({ length: 30 }, (_, i) => i);
    for (const page of [1, 2, 3]) {
      for (const more of [0, 1, 2]) {
        const { offset, limit } = serverWindow(page, more);
        const window = all.slice(offset, offset + limit);
        for (const base of [2, 4]) {
          const size = pageSizeFor(base, more);
          expect(pageFromWindow(window, offset, page, base, more)).toEqual(
            all.slice((page - 1) * size, page * size),
          );
        }
      }
    }
  });
});
