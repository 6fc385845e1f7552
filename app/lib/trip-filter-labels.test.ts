import { describe, expect, it } from "vitest";
import { filterChips, filtersPhrase, shortFilterLabel } from "#app/lib/trip-filter-labels.ts";

describe("shortFilterLabel", () => {
  it("names a chosen value in a few words, and nothing for one not chosen", () => {
    const filters = { age: 4, month: 11, length: "week", budget: 2, country: "GB" } as const;
    expect(shortFilterLabel("age", filters)).toBe("4 years");
    expect(shortFilterLabel("age", { age: 0 })).toBe("Under 1");
    expect(shortFilterLabel("month", filters)).toBe("November");
    expect(shortFilterLabel("length", filters)).toBe("A week");
    expect(shortFilterLabel("budget", filters)).toBe("Mid-range");
    expect(shortFilterLabel("country", filters)).toBe("United Kingdom");
    expect(shortFilterLabel("country", {})).toBeUndefined();
  });
});

describe("filterChips", () => {
  it("gives one chip per chosen filter, each leading to the finder without it", () => {
    expect(filterChips({ age: 4, month: 7, country: "PT" }, "viewed")).toEqual([
      { name: "age", label: "Age 4", href: "/trips?month=7&country=PT&sort=viewed" },
      { name: "month", label: "July", href: "/trips?age=4&country=PT&sort=viewed" },
      { name: "country", label: "Portugal", href: "/trips?age=4&month=7&sort=viewed" },
    ]);
    expect(filterChips({ age: 0 })).toEqual([{ name: "age", label: "Under 1", href: "/trips" }]);
    expect(filterChips({})).toEqual([]);
  });
});

describe("filtersPhrase", () => {
  it("says the filters as words that follow a count of trips", () => {
    expect(filtersPhrase({ age: 4, month: 7 })).toBe("for a 4-year-old in July");
    expect(filtersPhrase({ age: 0 })).toBe("for a baby under 1");
    expect(filtersPhrase({ country: "PT", month: 10 })).toBe("to Portugal in October");
    expect(filtersPhrase({ country: "GB" })).toBe("to the United Kingdom");
    expect(filtersPhrase({ country: "NL" })).toBe("to the Netherlands");
    expect(filtersPhrase({ age: 6, length: "weekend", budget: 1 })).toBe(
      "for a 6-year-old, for a weekend, on a shoestring",
    );
    expect(filtersPhrase({ budget: 3, length: "long" })).toBe("for 9 days or more, for a splurge");
    expect(filtersPhrase({})).toBe("");
  });
});
