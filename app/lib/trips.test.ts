import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isCountryCode } from "#app/lib/countries.ts";
import { countryName, flagUrl } from "#app/lib/country-display.ts";
import {
  ageOptionLabel,
  agesLabel,
  BUDGET_LABELS,
  BUDGETS,
  daysLabel,
  FILTER_NAMES,
  FILTER_RULES,
  type FilterParse,
  LENGTH_LABELS,
  lengthOf,
  MAX_AGE,
  MAX_DAYS,
  MONTH_NAMES,
  maskToMonths,
  monthName,
  monthsToMask,
  parseTripFilters,
  TRIP_LENGTHS,
  type TripFilterName,
  tripCountLabel,
} from "#app/lib/trips.ts";

const parse = (values: Partial<Record<TripFilterName, string | null>>): FilterParse =>
  parseTripFilters(values, isCountryCode);

describe("lengthOf", () => {
  it("bands days: up to 3 a weekend, 4-8 a week, 9 or more a long trip", () => {
    expect([1, 2, 3].map(lengthOf)).toEqual(["weekend", "weekend", "weekend"]);
    expect([4, 5, 8].map(lengthOf)).toEqual(["week", "week", "week"]);
    expect([9, 14, MAX_DAYS].map(lengthOf)).toEqual(["long", "long", "long"]);
  });

  it("agrees with the labels the finder shows", () => {
    expect(LENGTH_LABELS.weekend.days).toBe("up to 3 days");
    expect(LENGTH_LABELS.week.days).toBe("4–8 days");
    expect(LENGTH_LABELS.long.days).toBe("9 days or more");
    expect(Object.keys(LENGTH_LABELS)).toEqual([...TRIP_LENGTHS]);
  });
});

describe("the months mask", () => {
  it("sets bit (month - 1) per month", () => {
    expect(monthsToMask([])).toBe(0);
    expect(monthsToMask([1])).toBe(1);
    expect(monthsToMask([12])).toBe(2048);
    expect(monthsToMask([6, 7, 8])).toBe(0b11100000);
    expect(maskToMonths(4095)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it("round-trips any set of months, ascending and without repeats", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 12 }), { maxLength: 20 }), (months) => {
        const set = [...new Set(months)].sort((a, b) => a - b);
        expect(maskToMonths(monthsToMask(months))).toEqual(set);
        expect(monthsToMask(maskToMonths(monthsToMask(months)))).toBe(monthsToMask(months));
      }),
    );
  });
});

describe("parseTripFilters", () => {
  it("reads every filter, trimmed, lower-case country upper-cased", () => {
    expect(parse({ age: "6", month: "7", length: "week", budget: "2", country: "PT" })).toEqual({
      ok: true,
      filters: { age: 6, month: 7, length: "week", budget: 2, country: "PT" },
    });
    expect(parse({ age: " 0 ", month: "12", length: "LONG", country: "pt" })).toEqual({
      ok: true,
      filters: { age: 0, month: 12, length: "long", country: "PT" },
    });
    expect(parse({ age: String(MAX_AGE), budget: "3", country: " no " })).toEqual({
      ok: true,
      filters: { age: MAX_AGE, budget: 3, country: "NO" },
    });
  });

  it("ignores absent and empty values", () => {
    expect(parse({})).toEqual({ ok: true, filters: {} });
    expect(parse({ age: "", month: "  ", length: null, budget: undefined, country: "" })).toEqual({
      ok: true,
      filters: {},
    });
    expect(parse({ age: "", month: "3" })).toEqual({ ok: true, filters: { month: 3 } });
  });

  it.each([
    ["age", "abc"],
    ["age", "18"],
    ["age", "-1"],
    ["age", "4.5"],
    ["month", "13"],
    ["month", "0"],
    ["month", "July"],
    ["length", "forever"],
    ["budget", "9"],
    ["budget", "0"],
    ["country", "ZZZ"],
    ["country", "ZZ"],
    ["country", "P1"],
  ] as const)("names the wrong filter: %s=%s", (name, value) => {
    // A valid value before and after: the wrong one is still the one named.
    const values = { age: "5", month: "7", length: "week", budget: "2", country: "PT" };
    const result = parse({ ...values, [name]: value });
    expect(result).toEqual({
      ok: false,
      name,
      value,
      message: `"${value}" is not a ${FILTER_NAMES[name]} we know. ${FILTER_RULES[name]}`,
    });
  });

  it("reports the first wrong filter in the fixed order, and cuts a long value in the message", () => {
    const result = parse({ country: "ZZ", month: "13" });
    expect(result.ok === false && result.name).toBe("month");
    const long = "x".repeat(100);
    const cut = parse({ length: long });
    expect(cut.ok === false && cut.message).toBe(
      `"${"x".repeat(40)}" is not a trip length we know. Choose weekend, a week or long trip.`,
    );
  });

  it("asks the country list about a well-formed code", () => {
    const asked: string[] = [];
    const result = parseTripFilters({ country: "fr" }, (code) => {
      asked.push(code);
      return false;
    });
    expect(asked).toEqual(["FR"]);
    expect(result.ok).toBe(false);
  });
});

describe("labels", () => {
  it("tripCountLabel", () => {
    expect(tripCountLabel(0)).toBe("0 trips");
    expect(tripCountLabel(1)).toBe("1 trip");
    expect(tripCountLabel(2)).toBe("2 trips");
  });

  it("daysLabel, monthName, agesLabel, ageOptionLabel", () => {
    expect(daysLabel(1)).toBe("1 day");
    expect(daysLabel(3)).toBe("3 days");
    expect(monthName(1)).toBe("January");
    expect(monthName(12)).toBe("December");
    expect(MONTH_NAMES).toHaveLength(12);
    expect(agesLabel([4, 12])).toBe("Ages 4–12");
    expect(agesLabel([5, 5])).toBe("Age 5");
    expect(agesLabel([0, 0])).toBe("Under 1");
    expect(agesLabel([0, 3])).toBe("Ages 0–3");
    expect(ageOptionLabel(0)).toBe("Under 1");
    expect(ageOptionLabel(1)).toBe("1 year");
    expect(ageOptionLabel(6)).toBe("6 years");
  });

  it("a name and a daily spend for each budget", () => {
    expect(Object.keys(BUDGET_LABELS).map(Number)).toEqual([...BUDGETS]);
    expect(BUDGET_LABELS[1].name).toBe("Shoestring");
    expect(BUDGET_LABELS[3].perDay).toMatch(/€350/);
  });

  it("country names and flags", () => {
    expect(isCountryCode("PT")).toBe(true);
    expect(isCountryCode("ZZ")).toBe(false);
    expect(isCountryCode("UK")).toBe(false);
    expect(isCountryCode("pt")).toBe(false);
    expect(countryName("PT")).toBe("Portugal");
    expect(flagUrl("PT")).toBe("/flags/pt.svg");
    expect(flagUrl("no")).toBe("/flags/no.svg");
  });
});
