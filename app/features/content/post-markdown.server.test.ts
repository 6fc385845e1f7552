import fs from "node:fs";
import path from "node:path";
import { marked, type Token } from "marked";
import { describe, expect, it } from "vitest";
import { HOTEL_TYPES, POST_TYPES, SECTIONS } from "#app/lib/enums.ts";
import { ContentError } from "./content-error.server.ts";
import { frontMatterSchema, isCalendarDate, splitFrontMatter } from "./front-matter.server.ts";
import { bodyPieces, MAX_PIECE_CHARS, parsePostFile } from "./post-markdown.server.ts";

const FRONT = `---
title: "Three Days in Lisbon"
desc: "Trams, tiles and custard tarts."
date: 2023-05-14
postType: standard
section: blog
author: daniel
categories: [city, family]
tags: [food]
featuredImage: /media/scenes/lisbon-1.jpg
views: 10
---
`;

const BODY = `Lisbon is hilly.

Bring good shoes.

## Getting around

Tram 28 is slow but fun.

![The yellow tram](/media/scenes/lisbon-2.jpg)

## What to pack

- Shoes
- Sun cream
- Patience

## Conclusion

Go in spring.
`;

describe("parsePostFile", () => {
  it("maps the body onto intro, sections and conclusion", async () => {
    const post = await parsePostFile("content/posts/three-days-in-lisbon.md", FRONT + BODY);
    expect(post.slug).toBe("three-days-in-lisbon");
    expect(post.meta.date).toBe("2023-05-14");
    expect(post.meta.views).toBe(10);
    expect(post.meta.likes).toBe(0);
    expect(post.introParagraphs).toEqual(["Lisbon is hilly.", "Bring good shoes."]);
    expect(post.contentPairs).toEqual([
      {
        header: "Getting around",
        paragraph: "Tram 28 is slow but fun.",
        image: { link: "/media/scenes/lisbon-2.jpg", caption: "The yellow tram" },
      },
      { header: "What to pack", paragraph: ["Shoes", "Sun cream", "Patience"] },
    ]);
    expect(post.conclusion).toEqual(["Go in spring."]);
    expect(post.readingTime).toBe(1);
    expect(post.plainText).toContain("Tram 28");
  });

  it("computes reading time from the words (200 a minute)", async () => {
    const long = `${FRONT}${"word ".repeat(650)}\n\n## A\n\nText.\n\n## Conclusion\n\nEnd.\n`;
    expect((await parsePostFile("x/long-post.md", long)).readingTime).toBe(4);
  });

  it("reports a bad front matter field with its file and line", async () => {
    const bad = FRONT.replace("postType: standard", "postType: poem");
    await expect(parsePostFile("content/posts/bad.md", bad + BODY)).rejects.toThrowError(
      /^content\/posts\/bad\.md:5: front matter "postType"/,
    );
  });

  it("reports unsupported Markdown with the line it is on", async () => {
    const bad = `${FRONT}Intro.\n\n### Too deep\n\nText.\n`;
    try {
      await parsePostFile("content/posts/deep.md", bad);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ContentError);
      expect((error as ContentError).line).toBe(15);
      expect((error as Error).message).toMatch(/only "##" section headings/);
    }
  });

  it("requires the media field of the post type", async () => {
    const video = FRONT.replace("postType: standard", "postType: video");
    await expect(parsePostFile("p/video-post.md", video + BODY)).rejects.toThrowError(/videoUrl/);
  });

  it("refuses a file name that is not a slug", async () => {
    await expect(parsePostFile("p/Bad Name.md", FRONT + BODY)).rejects.toThrowError(/kebab-case/);
  });

  it("takes only dates on the calendar, written YYYY-MM-DD", async () => {
    expect(isCalendarDate("2024-02-29")).toBe(true);
    expect(isCalendarDate("2023-12-31")).toBe(true);
    for (const bad of ["2023-02-29", "2024-02-30", "2024-13-45", "2024-00-10", "2024-04-31"])
      expect(isCalendarDate(bad)).toBe(false);
    const rolled = FRONT.replace("date: 2023-05-14", "date: 2024-13-45");
    await expect(parsePostFile("p/rolled-date.md", rolled + BODY)).rejects.toThrowError(
      /^p\/rolled-date\.md:4: front matter "date": "2024-13-45" is not a real date/,
    );
    const written = FRONT.replace("date: 2023-05-14", "date: 14/05/2023");
    await expect(parsePostFile("p/written-date.md", written + BODY)).rejects.toThrowError(
      /:4: front matter "date": must be a date written YYYY-MM-DD/,
    );
  });

  it("reports YAML errors at the file line the parser names", async () => {
    const twice = FRONT.replace("author: daniel", "author: daniel\nauthor: sofia");
    await expect(parsePostFile("p/twice.md", twice + BODY)).rejects.toThrowError(
      /^p\/twice\.md:8: front matter: Map keys must be unique$/,
    );
    // A second parse of the same text fails the same way (nothing is cached by content).
    await expect(parsePostFile("p/twice.md", twice + BODY)).rejects.toThrowError(/:8: /);
  });

  it("knows the line of each front matter entry and list item", async () => {
    const block = FRONT.replace("categories: [city, family]", "categories:\n  - city\n  - family");
    const post = await parsePostFile("p/block-list.md", block + BODY);
    expect(post.lineOf(["author"])).toBe(7);
    expect(post.lineOf(["categories"])).toBe(8);
    expect(post.lineOf(["categories", 1])).toBe(10);
    expect(post.lineOf(["tags", 0])).toBe(11);
    expect(post.lineOf(["nothing"])).toBe(1);
  });
});

describe("the trip: block", () => {
  const TRIP = `trip:
  destination: Algarve
  country: PT
  lat: 37.0891
  lng: -8.2479
  months:
    - 6
    - 7
  days: 8
  ages: [4, 12]
  budget: 2
`;
  // After FRONT's entries (lines 2-11): trip: on line 12, months' items on 18-19, budget on 22.
  const withTrip = (trip: string) => FRONT.replace("views: 10\n", `views: 10\n${trip}`) + BODY;

  it("is read as the Trip the /api serves; absent, none", async () => {
    const post = await parsePostFile("p/algarve.md", withTrip(TRIP));
    expect(post.meta.trip).toEqual({
      destination: "Algarve",
      country: "PT",
      lat: 37.0891,
      lng: -8.2479,
      months: [6, 7],
      days: 8,
      ages: [4, 12],
      budget: 2,
    });
    expect(post.lineOf(["trip", "months", 1])).toBe(19);
    expect((await parsePostFile("p/no-trip.md", FRONT + BODY)).meta.trip).toBeUndefined();
  });

  it.each([
    ["country: PT", "country: ZZ", 14, "trip.country", /"ZZ" is not an ISO 3166-1 country code/],
    ["    - 7", "    - 13", 19, "trip.months", /must be a month, a whole number from 1 to 12/],
    ["ages: [4, 12]", "ages: [12, 4]", 21, "trip.ages", /the first is the younger/],
    ["budget: 2", "budget: 4", 22, "trip.budget", /must be 1 \(shoestring\)/],
    ["days: 8", "days: 0", 20, "trip.days", /a whole number from 1 to 60/],
    ["budget: 2", "budget: 2\n  pool: yes", 23, "trip.pool", /Unrecognized key: "pool"/],
    [
      "budget: 2",
      'budget: 2\n  gettingThere: "Fly\\nthen drive"',
      23,
      "trip.gettingThere",
      /must be one line/,
    ],
  ])("refuses %s → %s at the line of the key, naming it", async (from, to, line, key, detail) => {
    try {
      await parsePostFile("p/bad-trip.md", withTrip(TRIP.replace(from, to)));
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ContentError);
      expect((error as ContentError).line).toBe(line);
      expect((error as Error).message).toMatch(`p/bad-trip.md:${line}: front matter "${key}": `);
      expect((error as Error).message).toMatch(detail);
    }
  });
});

describe("the front-matter schema and app/lib/enums.ts", () => {
  it("is what the front-matter schema accepts", () => {
    expect(frontMatterSchema.shape.postType.options).toEqual([...POST_TYPES]);
    expect(frontMatterSchema.shape.section.unwrap().options).toEqual([...SECTIONS]);
    expect(frontMatterSchema.shape.hotelType.unwrap().options).toEqual([...HOTEL_TYPES]);
  });
});

describe("bodyPieces", () => {
  it("cuts a body before each line starting ## and knows each piece's line", () => {
    const body = "Intro.\n\n## One\n\nText ## not a heading.\n##Two\n\n## Conclusion\n\nEnd.\n";
    expect(bodyPieces(body, 12)).toEqual([
      { text: "Intro.\n\n", line: 12 },
      { text: "## One\n\nText ## not a heading.\n##Two\n\n", line: 14 },
      { text: "## Conclusion\n\nEnd.\n", line: 19 },
    ]);
    expect(bodyPieces("## A\n\nText.\n", 3)).toEqual([{ text: "## A\n\nText.\n", line: 3 }]);
  });

  it("gives marked's blocks of the whole body, piece by piece, for every sample post and the tricky cases", () => {
    /** The blocks of a text: type and raw text, spaces aside. */
    const blocks = (text: string) =>
      marked
        .lexer(text)
        .filter((t: Token) => t.type !== "space")
        .map((t: Token) => [t.type, t.raw.trim()]);
    const bodies = fs
      .readdirSync("content/posts")
      .map((name) => fs.readFileSync(path.join("content/posts", name), "utf8"))
      .map((text) => splitFrontMatter("x.md", text).body);
    bodies.push(
      "Intro\n## Heading right after a paragraph\n- a list\n## Heading right after it\nText",
      "Intro.\n\n## A\n\nA setext heading\n---\n\n## B\n\n1. one\n2. two\n## C\n",
    );
    for (const body of bodies) {
      expect(bodyPieces(body, 1).flatMap((piece) => blocks(piece.text))).toEqual(blocks(body));
    }
  });

  it(`refuses a piece over ${MAX_PIECE_CHARS.toLocaleString("en-US")} characters at its line (read in one go)`, async () => {
    const long = `${FRONT}Intro.\n\n## Long\n\n${"word ".repeat(MAX_PIECE_CHARS / 5)}\n`;
    await expect(parsePostFile("p/long.md", long)).rejects.toThrowError(
      /^p\/long\.md:15: 100,010 characters before the next "##" heading: at most 100,000, split it into sections$/,
    );
  });
});
