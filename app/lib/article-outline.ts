import type { ContentPair } from "#app/lib/types.ts";

export interface OutlineEntry {
  id: string;
  title: string;
}

/** "Boat or road?" -> "boat-or-road": an anchor id for a section heading. */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The id of the n-th section heading; unique even when two headings read the same. */
export function sectionId(header: string, index: number): string {
  return `section-${index + 1}-${slugify(header) || "part"}`;
}

export const CONCLUSION_ID = "conclusion";

/** The article's table of contents: its section headings, then the conclusion. */
export function articleOutline(post: {
  contentPairs: ContentPair[];
  conclusion: string[];
}): OutlineEntry[] {
  const entries = post.contentPairs.flatMap((pair, i) =>
    typeof pair === "string" ? [] : [{ id: sectionId(pair.header, i), title: pair.header }],
  );
  if (post.conclusion.length > 0) entries.push({ id: CONCLUSION_ID, title: "Conclusion" });
  return entries;
}

/** Splits a section's paragraph text on blank lines. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
