import { describe, expect, it } from "vitest";
import { articleOutline, paragraphs, sectionId, slugify } from "#app/lib/article-outline.ts";

describe("slugify and sectionId", () => {
  it("makes anchor-safe ids", () => {
    expect(slugify("Boat or road?")).toBe("boat-or-road");
    expect(slugify("Gramvousa's fortress & shipwreck")).toBe("gramvousa-s-fortress-shipwreck");
    expect(slugify("Café Ñandú")).toBe("cafe-nandu");
  });
  it("numbers section ids so equal headings stay unique", () => {
    expect(sectionId("Tips", 1)).toBe("section-2-tips");
    expect(sectionId("Tips", 4)).toBe("section-5-tips");
    expect(sectionId("???", 0)).toBe("section-1-part");
  });
});

describe("articleOutline", () => {
  it("lists section headings, then the conclusion", () => {
    const outline = articleOutline({
      contentPairs: [
        "plain",
        { header: "Boat or road?", paragraph: "x" },
        { header: "Tips", paragraph: ["a"] },
      ],
      conclusion: ["Go early."],
    });
    expect(outline).toEqual([
      { id: "section-2-boat-or-road", title: "Boat or road?" },
      { id: "section-3-tips", title: "Tips" },
      { id: "conclusion", title: "Conclusion" },
    ]);
  });
  it("has no conclusion entry without a conclusion", () => {
    expect(articleOutline({ contentPairs: [], conclusion: [] })).toEqual([]);
  });
});

describe("paragraphs", () => {
  it("splits on blank lines and drops empty parts", () => {
    expect(paragraphs("One.\n\nTwo.\n  \nThree.\n\n")).toEqual(["One.", "Two.", "Three."]);
    expect(paragraphs("Single line\nwrapped")).toEqual(["Single line\nwrapped"]);
  });
});
