import { describe, expect, it } from "vitest";
import { HOTEL_TYPES, POST_TYPES, SECTIONS, SORT_KEYS, TAXONOMY_COLORS } from "#app/lib/enums.ts";
import { parseSort, SORT_OPTIONS } from "#app/lib/paging.ts";
import { isHotelType } from "#app/lib/post-href.ts";

describe("enums", () => {
  it("holds each fixed list of docs/spec.md#entities once", () => {
    expect(POST_TYPES).toEqual(["standard", "gallery", "video", "audio"]);
    expect(SECTIONS).toEqual(["blog", "hotels"]);
    expect(HOTEL_TYPES).toEqual(["airport", "city", "all-inclusive", "beach"]);
    const colours = "pink red gray green purple indigo yellow blue".split(" ");
    expect(TAXONOMY_COLORS).toEqual(colours);
    expect(SORT_KEYS).toEqual(["recent", "appreciated", "discussed", "viewed"]);
  });

  it("is what the sort list, parseSort and isHotelType take", () => {
    expect(SORT_OPTIONS.map((o) => o.value)).toEqual([...SORT_KEYS]);
    for (const key of SORT_KEYS) expect(parseSort(key)).toBe(key);
    expect(parseSort("curated")).toBe("recent");
    for (const type of HOTEL_TYPES) expect(isHotelType(type)).toBe(true);
    expect(isHotelType("resort")).toBe(false);
  });
});
