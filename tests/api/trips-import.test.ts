import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { importContent } from "#app/features/content/importer.server.ts";
import type { Post, PostCard } from "#app/lib/types.ts";
import { listPosts } from "#app/models/posts.server.ts";
import { callApi } from "#tests/setup/api.ts";
import { DIALECTS } from "#tests/setup/database.ts";
import { FIXTURE, postFile, tripFacts, tripYaml } from "#tests/setup/trips.ts";

/**
 * Trip facts imported on each dialect, from the tests' own content (tests/setup/trips.ts: the
 * sample posts have no trip blocks): the importer stores and validates them, the /api serves them.
 */

describe.each(DIALECTS)("trip facts on %s: import", (dialect) => {
  const facts = tripFacts(dialect);
  const { ids, hrefs, write, fixture, tripRows, summaryRows, fixtureTrips } = facts;

  const TRIP_KEYS = ["destination", "country", "lat", "lng", "months", "days", "ages", "budget"];

  it("stores a valid trip block and serves it on the post and on every list call", async () => {
    const expectTrip = (post: PostCard, slug: string) => {
      const want = fixture(slug).trip;
      expect(post.trip, slug).toEqual(want);
      if (want) {
        const keys = want.gettingThere ? [...TRIP_KEYS, "gettingThere"] : TRIP_KEYS;
        expect(Object.keys(post.trip!).sort(), slug).toEqual([...keys].sort());
      } else {
        expect(post, slug).toHaveProperty("trip", null);
      }
    };
    for (const { slug } of FIXTURE) {
      const res = await callApi<Post>(
        "GET",
        `/api/GetPostByPathname?pathname=${encodeURIComponent(hrefs.get(slug)!)}`,
      );
      expect(res.status).toBe(200);
      expectTrip(res.body, slug);
    }
    const all = await callApi<PostCard[]>("GET", "/api/GetPosts");
    expect(all.body).toHaveLength(FIXTURE.length);
    const city = await callApi<PostCard[]>("GET", "/api/GetPostsForGategoryId?categoryId=1");
    const author = await callApi<PostCard[]>("GET", "/api/GetPostsForAuthorId?authorId=daniel");
    const hotels = await callApi<PostCard[]>("GET", "/api/GetHotelPosts");
    expect(hotels.body.map((p) => p.href)).toEqual([hrefs.get("lisbon-family-hotel")]);
    for (const list of [all, city, author, hotels]) {
      expect(list.status).toBe(200);
      for (const post of list.body) expectTrip(post, post.href.split("/").pop()!);
    }
    // The stored row: months as a mask, the length band beside the days.
    const row = (await tripRows()).find((r) => r.post_id === ids.get("algarve-beach-week"));
    expect(row).toMatchObject({ months: 0b11100000, length: "week", age_min: 4, age_max: 12 });
    expect(await tripRows()).toHaveLength(fixtureTrips().length);
  });

  it("refuses a bad trip block with the file and the line of the bad key, its post left as it was", async () => {
    const valid = fixture("algarve-beach-week").trip!;
    // Lines: 1 ---, 2-8 title..featuredImage, 9 trip:, 10 destination, 11 country, 12 lat, 13 lng,
    // 14 months, 15 days, 16 ages, 17 budget, 18 gettingThere, 19 an extra key.
    const block = tripYaml(valid);
    const cases: [string, string, RegExp][] = [
      [
        "country ZZ",
        block.replace("country: PT", "country: ZZ"),
        /:11: front matter "trip\.country": "ZZ" is not/,
      ],
      [
        "country pt",
        block.replace("country: PT", "country: pt"),
        /:11: front matter "trip\.country": must be a two-letter/,
      ],
      [
        "month 13",
        block.replace("[6, 7, 8]", "[6, 7, 13]"),
        /:14: front matter "trip\.months": must be a month/,
      ],
      [
        "months unsorted",
        block.replace("[6, 7, 8]", "[8, 6]"),
        /:14: front matter "trip\.months": must be ascending/,
      ],
      [
        "no month",
        block.replace("[6, 7, 8]", "[]"),
        /:14: front matter "trip\.months": needs at least one month/,
      ],
      [
        "ages [12, 4]",
        block.replace("[4, 12]", "[12, 4]"),
        /:16: front matter "trip\.ages": must be \[youngest, oldest\]/,
      ],
      [
        "age 18",
        block.replace("[4, 12]", "[4, 18]"),
        /:16: front matter "trip\.ages": must be an age/,
      ],
      [
        "budget 4",
        block.replace("budget: 2", "budget: 4"),
        /:17: front matter "trip\.budget": must be 1 \(shoestring\)/,
      ],
      [
        "days 0",
        block.replace("days: 8", "days: 0"),
        /:15: front matter "trip\.days": must be the number of days/,
      ],
      [
        "days 2.5",
        block.replace("days: 8", "days: 2.5"),
        /:15: front matter "trip\.days": must be the number of days/,
      ],
      ["lat 91", block.replace("lat: 37.0891", "lat: 91"), /:12: front matter "trip\.lat": /],
      [
        "an unknown key",
        `${block}\n  hotel: "Vila Joya"`,
        /:19: front matter "trip\.hotel": Unrecognized key: "hotel"/,
      ],
      [
        "gettingThere on two lines",
        block.replace('"Fly to Faro, then 40 minutes by car"', '"Fly to Faro,\\nthen drive"'),
        /:18: front matter "trip\.gettingThere": must be one line/,
      ],
      [
        "gettingThere as a block",
        block.replace(
          '"Fly to Faro, then 40 minutes by car"',
          "|\n    Fly to Faro,\n    then drive",
        ),
        /:18: front matter "trip\.gettingThere": must be one line/,
      ],
      ["no days", block.replace("  days: 8\n", ""), /:9: front matter "trip\.days": /],
      ["not a block", "trip: Algarve", /:9: front matter "trip": /],
    ];
    const before = {
      trips: await tripRows(),
      summary: await summaryRows(),
      posts: await listPosts(),
    };
    for (const [name, tripBlock, error] of cases) {
      // A new post, and the same bad block in an existing post: neither is written (the rest of
      // the folder is imported, unchanged).
      for (const slug of ["zz-bad-trip", "algarve-beach-week"]) {
        const post =
          slug === "zz-bad-trip" ? { slug, date: "2024-01-01", trip: null } : fixture(slug);
        write(post, postFile(post, tripBlock));
        const message = await importContent(facts.db, facts.dir).then(
          (report) => report.problems.map((p) => p.message).join("\n") || "no error",
          (e: Error) => e.message,
        );
        expect(message, name).toMatch(new RegExp(`${slug}\\.md${error.source}`));
        if (slug === "zz-bad-trip") fs.rmSync(path.join(facts.dir, "posts", `${slug}.md`));
        else write(post);
      }
    }
    expect(await tripRows()).toEqual(before.trips);
    expect(await summaryRows()).toEqual(before.summary);
    expect(await listPosts()).toEqual(before.posts);
  });
});
