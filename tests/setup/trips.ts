import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import {
  MAX_AGE,
  TRIP_FILTER_NAMES,
  type Trip,
  type TripFilterName,
  type TripFilters,
  tripMatches,
} from "#app/lib/trips.ts";

/** A sample post's trip, read straight from its front matter (the source of truth of the counts). */
export interface SampleTrip {
  file: string;
  title: string;
  /** Title, description and body, as written. */
  text: string;
  trip: Trip;
}

const POSTS = path.resolve("content/posts");

/** Every sample post in content/posts with a `trip:` block, parsed with gray-matter. */
export function sampleTrips(): SampleTrip[] {
  return fs
    .readdirSync(POSTS)
    .filter((f) => f.endsWith(".md"))
    .sort()
    .flatMap((file) => {
      const { data, content } = matter(fs.readFileSync(path.join(POSTS, file), "utf8"));
      const title = String(data.title);
      const text = [title, String(data.desc ?? ""), content].join("\n");
      return data.trip ? [{ file, title, text, trip: data.trip as Trip }] : [];
    });
}

/** The sample trips passing the filters (AND), by app/lib/trips.ts's own rule. */
export function matching(trips: SampleTrip[], filters: TripFilters): SampleTrip[] {
  return trips.filter((t) => tripMatches(t.trip, filters));
}

/** Every value a filter offers in the finder, as the URL writes it. */
export function optionValues(trips: SampleTrip[], name: TripFilterName): string[] {
  if (name === "age") return Array.from({ length: MAX_AGE + 1 }, (_, a) => String(a));
  if (name === "month") return Array.from({ length: 12 }, (_, i) => String(i + 1));
  if (name === "length") return ["weekend", "week", "long"];
  if (name === "budget") return ["1", "2", "3"];
  return [...new Set(trips.map((t) => t.trip.country))].sort();
}

/** Filters from URL-style values (numbers for age, month and budget). */
export function filtersOf(values: Partial<Record<TripFilterName, string>>): TripFilters {
  const filters: Record<string, string | number> = {};
  for (const name of TRIP_FILTER_NAMES) {
    const value = values[name];
    if (value === undefined || value === "") continue;
    filters[name] = name === "length" || name === "country" ? value : Number(value);
  }
  return filters as TripFilters;
}

/**
 * The facet count of each option of one filter: how many trips that option gives with the other
 * filters of `values` kept (the filter's own value replaced by the option).
 */
export function facetCounts(
  trips: SampleTrip[],
  values: Partial<Record<TripFilterName, string>>,
  name: TripFilterName,
): Map<string, number> {
  return new Map(
    optionValues(trips, name).map((option) => [
      option,
      matching(trips, filtersOf({ ...values, [name]: option })).length,
    ]),
  );
}
