import { describe, expect, it } from "vitest";
import { moreTags, trendingTopics } from "#app/components/ui/widgets/topic-picks.ts";
import type { Taxonomy } from "#app/lib/types.ts";

const t = (id: number, name: string, taxonomy: "category" | "tag", count: number): Taxonomy => ({
  id,
  taxonomyId: id,
  name,
  href: `/archive/${id}/x`,
  thumbnail: "",
  count,
  color: "blue",
  taxonomy,
});

describe("home widgets", () => {
  const all = [
    t(1, "City", "category", 3),
    t(2, "Beach", "category", 0),
    t(3, "Summer", "category", 1),
    t(4, "Winter", "category", 5),
    t(5, "Cruise", "category", 2),
    t(6, "Family", "category", 9),
    ...["Zebra", "Food", "Apple", "Kids", "Museums", "Budget", "Hiking", "Trains", "Castles"].map(
      (n, i) => t(10 + i, n, "tag", i === 4 ? 0 : i + 1),
    ),
  ];
  it("'More tags': tags with posts, by name, at most 8", () => {
    const names = moreTags(all).map((x) => x.name);
    expect(names).toEqual([
      "Apple",
      "Budget",
      "Castles",
      "Food",
      "Hiking",
      "Kids",
      "Trains",
      "Zebra",
    ]);
    expect(names).not.toContain("Museums");
  });
  it("'Trending topics': the first 4 categories with posts", () => {
    expect(trendingTopics(all).map((x) => x.name)).toEqual(["City", "Summer", "Winter", "Cruise"]);
  });
});
