import { describe, expect, it } from "vitest";
import type { Trip } from "#app/lib/trips.ts";
import { similarTrips, tripFacts, tripPlaceName } from "./trip-facts.ts";

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
  it("says every fact once, in plain words", () => {
    expect(tripFacts(ALGARVE)).toEqual([
      { id: "where", term: "Where", flag: "PT", text: "Algarve, Portugal" },
      { id: "when", term: "When", text: "October" },
      { id: "length", term: "How long", text: "7 days" },
      { id: "ages", term: "Children's ages", text: "4–12 years" },
      { id: "budget", term: "Budget", text: "Mid-range (€150–350 a day)" },
      {
        id: "getting-there",
        term: "Getting there",
        text: "Fly to Faro, then 40 minutes by hire car to Carvoeiro.",
      },
    ]);
  });

  it("lists the months, reads one age plainly and leaves out an unknown way there", () => {
    const facts = tripFacts({
      ...ALGARVE,
      months: [6, 7, 8],
      days: 1,
      ages: [0, 0],
      budget: 3,
      gettingThere: undefined,
    });
    const byId = Object.fromEntries(facts.map((f) => [f.id, f.text]));
    expect(byId.when).toBe("June, July, August");
    expect(byId.length).toBe("1 day");
    expect(byId.ages).toBe("Under 1");
    expect(byId.budget).toBe("Splurge (over €350 a day)");
    expect(tripFacts({ ...ALGARVE, ages: [5, 5] }).find((f) => f.id === "ages")?.text).toBe(
      "5 years",
    );
    expect(facts.map((f) => f.id)).not.toContain("getting-there");
  });
});

describe("similarTrips", () => {
  it("is the finder for the youngest child's age in the trip's first month, said in words", () => {
    expect(similarTrips(ALGARVE)).toEqual({
      href: "/trips?age=4&month=10",
      description: "for a 4-year-old in October",
    });
    expect(similarTrips({ ...ALGARVE, ages: [0, 3], months: [7, 8] })).toEqual({
      href: "/trips?age=0&month=7",
      description: "for a baby under 1 in July",
    });
  });
});
