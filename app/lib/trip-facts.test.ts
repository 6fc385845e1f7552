import { describe, expect, it } from "vitest";
import { tripFacts, tripPlaceName } from "#app/lib/trip-facts.ts";
import type { Trip } from "#app/lib/trips.ts";

const ALGARVE: Trip = {
  destination: "Algarve",
  country: "PT",
  lat: 37.09,
  lng: -8.25,
  months: [10],
  days: 7,
  ages: [4, 12],
  budget: 2,
  gettingThere: "Fly to Faro, then 40 minutes by hire car to Carvoeiro.",
};

describe("tripPlaceName", () => {
  it("is the destination and the country's name", () => {
    expect(tripPlaceName(ALGARVE)).toBe("Algarve, Portugal");
  });
});

describe("tripFacts", () => {
  it("gives every fact its text and the finder filtered by it", () => {
    expect(tripFacts(ALGARVE)).toEqual([
      {
        id: "where",
        term: "Where",
        flag: "PT",
        links: [{ text: "Algarve, Portugal", href: "/trips?country=PT" }],
      },
      { id: "when", term: "When", links: [{ text: "October", href: "/trips?month=10" }] },
      {
        id: "length",
        term: "How long",
        links: [{ text: "7 days · a week", href: "/trips?length=week" }],
      },
      { id: "ages", term: "Ages", links: [{ text: "Ages 4–12", href: "/trips?age=4" }] },
      {
        id: "budget",
        term: "Budget",
        links: [{ text: "Mid-range (€150–350 a day)", href: "/trips?budget=2" }],
      },
      {
        id: "getting-there",
        term: "Getting there",
        links: [],
        text: "Fly to Faro, then 40 minutes by hire car to Carvoeiro.",
      },
    ]);
  });

  it("links each month, names the length band and leaves out an unknown way there", () => {
    const facts = tripFacts({
      ...ALGARVE,
      months: [6, 7, 8],
      days: 2,
      ages: [0, 0],
      budget: 3,
      gettingThere: undefined,
    });
    const byId = Object.fromEntries(facts.map((f) => [f.id, f]));
    expect(byId.when?.links).toEqual([
      { text: "June", href: "/trips?month=6" },
      { text: "July", href: "/trips?month=7" },
      { text: "August", href: "/trips?month=8" },
    ]);
    expect(byId.length?.links).toEqual([
      { text: "2 days · weekend", href: "/trips?length=weekend" },
    ]);
    expect(byId.ages?.links).toEqual([{ text: "Under 1", href: "/trips?age=0" }]);
    expect(byId.budget?.links[0]?.text).toBe("Splurge (over €350 a day)");
    expect(facts.map((f) => f.id)).not.toContain("getting-there");
  });
});
