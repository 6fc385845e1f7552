import { describe, expect, it } from "vitest";
import { ContentError, parsePostFile } from "./post-markdown.server.ts";

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
  it("maps the body onto intro, sections and conclusion", () => {
    const post = parsePostFile("content/posts/three-days-in-lisbon.md", FRONT + BODY);
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

  it("computes reading time from the words (200 a minute)", () => {
    const long = `${FRONT}${"word ".repeat(650)}\n\n## A\n\nText.\n\n## Conclusion\n\nEnd.\n`;
    expect(parsePostFile("x/long-post.md", long).readingTime).toBe(4);
  });

  it("reports a bad front matter field with its file and line", () => {
    const bad = FRONT.replace("postType: standard", "postType: poem");
    expect(() => parsePostFile("content/posts/bad.md", bad + BODY)).toThrowError(
      /^content\/posts\/bad\.md:5: front matter "postType"/,
    );
  });

  it("reports unsupported Markdown with the line it is on", () => {
    const bad = `${FRONT}Intro.\n\n### Too deep\n\nText.\n`;
    try {
      parsePostFile("content/posts/deep.md", bad);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ContentError);
      expect((error as ContentError).line).toBe(15);
      expect((error as Error).message).toMatch(/only "##" section headings/);
    }
  });

  it("requires the media field of the post type", () => {
    const video = FRONT.replace("postType: standard", "postType: video");
    expect(() => parsePostFile("p/video-post.md", video + BODY)).toThrowError(/videoUrl/);
  });

  it("refuses a file name that is not a slug", () => {
    expect(() => parsePostFile("p/Bad Name.md", FRONT + BODY)).toThrowError(/kebab-case/);
  });
});
