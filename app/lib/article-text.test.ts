import { describe, expect, it } from "vitest";
import { articleOutline } from "#app/lib/article-outline.ts";
import { articleText, withoutText } from "#app/lib/article-text.ts";
import type { Post } from "#app/lib/types.ts";

const post = {
  id: "p1",
  title: "Algarve in October",
  introParagraphs: ["Quiet beaches.", "Warm sea."],
  contentPairs: [
    "A paragraph between sections.\n\nAnd another.",
    { header: "Where to stay", paragraph: "Lagos, for its bay." },
    {
      header: "What to pack",
      paragraph: ["Sun cream", "A jumper"],
      image: { link: "/images/pack.jpg", caption: "Packed for the beach" },
    },
  ],
  conclusion: ["Go in October."],
} as unknown as Post;

describe("withoutText", () => {
  it("empties every paragraph, list item and conclusion, and keeps their number", () => {
    const light = withoutText(post);
    expect(light.textInHtml).toBe(true);
    expect(light.introParagraphs).toEqual(["", ""]);
    expect(light.contentPairs).toEqual([
      "",
      { header: "Where to stay", paragraph: "" },
      {
        header: "What to pack",
        paragraph: ["", ""],
        image: { link: "/images/pack.jpg", caption: "Packed for the beach" },
      },
    ]);
    expect(light.conclusion).toEqual([""]);
    expect(JSON.stringify(light)).not.toMatch(/Quiet beaches|Lagos, for|Sun cream|Go in October/);
  });

  it("keeps what the browser reads: the title, the outline, the images", () => {
    const light = withoutText(post);
    expect(light.title).toBe(post.title);
    expect(articleOutline(light)).toEqual(articleOutline(post));
  });

  it("leaves the post it was given as it was, and articleText takes the text fields only", () => {
    const before = structuredClone(post);
    withoutText(post);
    expect(post).toEqual(before);
    expect(articleText(post)).toEqual({
      introParagraphs: post.introParagraphs,
      contentPairs: post.contentPairs,
      conclusion: post.conclusion,
    });
  });
});
