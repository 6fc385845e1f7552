import { describe, expect, it } from "vitest";
import { TRIP_FILTER_NAMES, tripsHref } from "#app/lib/trips.ts";
import { tripFiltersOfPath, tripFilterUses } from "./trip-filter-stats.ts";

describe("tripFiltersOfPath", () => {
  it("reads the finder's filters as the finder does", () => {
    expect(tripFiltersOfPath("/trips?age=05&month=7&length=WEEK&budget=2&country=pt")).toEqual({
      age: 5,
      month: 7,
      length: "week",
      budget: 2,
      country: "PT",
    });
    expect(tripFiltersOfPath("/trips?month=%207%20#results")).toEqual({ month: 7 });
    // The first of a repeated parameter, as the finder reads it.
    expect(tripFiltersOfPath("/trips?month=7&month=8")).toEqual({ month: 7 });
  });

  it("leaves out values the finder refuses, keeping the others", () => {
    expect(tripFiltersOfPath("/trips?month=13&budget=2")).toEqual({ budget: 2 });
    expect(tripFiltersOfPath("/trips?age=18&length=fortnight&country=ZZ&month=")).toEqual({});
    expect(tripFiltersOfPath("/trips?country=UK&age=x")).toEqual({});
  });

  it("reads only the finder's own path", () => {
    for (const path of [
      "/trips",
      "/trips/?month=7",
      "/trips/x?month=7",
      "/tripsy?month=7",
      "/?month=7",
      "/trips#month=7",
      "/destinations/pt?month=7",
      "",
    ])
      expect(tripFiltersOfPath(path), path).toEqual({});
  });

  it("reads back every link the finder makes", () => {
    const filters = { age: 0, month: 12, length: "long", budget: 3, country: "JP" } as const;
    expect(tripFiltersOfPath(tripsHref(filters, { sort: "viewed", page: 3 }))).toEqual(filters);
  });
});

describe("tripFilterUses", () => {
  it("counts each filter value, weighted by page views, most used first", () => {
    const uses = tripFilterUses([
      { path: "/trips?month=7&budget=2", pageviews: 10 },
      { path: "/trips?month=7", pageviews: 5 },
      { path: "/trips?budget=2&country=PT&sort=viewed&page=2", pageviews: 3 },
      { path: "/trips?length=weekend&age=0&utm_source=x", pageviews: 1 },
    ]);
    expect(uses).toEqual([
      { filter: "month", value: "7", label: "Month: July", pageviews: 15 },
      { filter: "budget", value: "2", label: "Budget: Mid-range", pageviews: 13 },
      { filter: "country", value: "PT", label: "Country: Portugal", pageviews: 3 },
      { filter: "age", value: "0", label: "Child's age: Under 1", pageviews: 1 },
      { filter: "length", value: "weekend", label: "Length: Weekend", pageviews: 1 },
    ]);
  });

  it("merges the spellings the finder reads alike", () => {
    expect(
      tripFilterUses([
        { path: "/trips?country=pt", pageviews: 2 },
        { path: "/trips?country=PT", pageviews: 3 },
        { path: "/trips?age=07", pageviews: 1 },
        { path: "/trips?age=7", pageviews: 1 },
      ]),
    ).toEqual([
      { filter: "country", value: "PT", label: "Country: Portugal", pageviews: 5 },
      { filter: "age", value: "7", label: "Child's age: 7 years", pageviews: 2 },
    ]);
  });

  it("breaks ties by the finder's filter order, then its option order", () => {
    const uses = tripFilterUses(
      [
        "/trips?country=US",
        "/trips?country=GB",
        "/trips?length=long",
        "/trips?length=weekend",
        "/trips?month=10",
        "/trips?month=9",
        "/trips?budget=3",
        "/trips?age=1",
      ].map((path) => ({ path, pageviews: 4 })),
    );
    expect(uses.map((u) => u.label)).toEqual([
      "Child's age: 1 year",
      "Month: September",
      "Month: October",
      "Length: Weekend",
      "Length: Long trip",
      "Budget: Splurge",
      "Country: United Kingdom",
      "Country: United States",
    ]);
    expect(new Set(uses.map((u) => u.filter))).toEqual(new Set(TRIP_FILTER_NAMES));
  });

  it("ignores other pages, refused values, sorts, pages and views that are not counts", () => {
    expect(
      tripFilterUses([
        { path: "/trips", pageviews: 100 },
        { path: "/trips?sort=viewed&page=4", pageviews: 50 },
        { path: "/trips?month=0&budget=9&foo=bar", pageviews: 20 },
        { path: "/search?month=7", pageviews: 10 },
        { path: "/trips?month=7", pageviews: 0 },
        { path: "/trips?month=7", pageviews: Number.NaN },
        { path: "/trips?month=7", pageviews: -3 },
      ]),
    ).toEqual([]);
    expect(tripFilterUses([])).toEqual([]);
  });
});
