import { describe, expect, it } from "vitest";
import { chunk } from "./chunk.ts";

describe("chunk", () => {
  it("cuts a list into parts of at most the given size, in order", () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([1, 2], 2)).toEqual([[1, 2]]);
  });

  it("gives no part for an empty list", () => {
    expect(chunk([], 500)).toEqual([]);
  });
});
