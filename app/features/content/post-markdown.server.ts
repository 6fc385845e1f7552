import { marked, type Token, type Tokens } from "marked";
import { countryName } from "#app/lib/country-display.ts";
import type { ContentPair, ContentSection } from "#app/lib/types.ts";
import { ContentError } from "./content-error.server.ts";
import {
  checkTypeFields,
  type FrontMatter,
  frontMatterSchema,
  parseFrontMatter,
} from "./front-matter.server.ts";
import { noPace, type Pace } from "./pace.server.ts";

export interface ParsedPost {
  slug: string;
  meta: FrontMatter;
  /**
   * The file line of a front matter entry: `lineOf(["author"])`, `lineOf(["categories", 1])` (the
   * line of the second category). The line of the nearest entry found; 1 when none is.
   */
  lineOf(path: readonly PropertyKey[]): number;
  introParagraphs: string[];
  contentPairs: ContentPair[];
  conclusion: string[];
  readingTime: number;
  /** Title, description and body as plain text (for full-text search). */
  plainText: string;
}

const WORDS_PER_MINUTE = 200;

/**
 * The longest piece of a body (the intro, or a `##` section with its heading): what marked reads
 * in one go, without a yield to the readers waiting (a 100,000-character list takes ~8 ms; a
 * 2 MB one took 150-190 ms). A real section is a few thousand characters.
 */
export const MAX_PIECE_CHARS = 100_000;

/**
 * Parses one Markdown post; throws ContentError with file and line for anything malformed. A long
 * body is read a section at a time, with `await pace()` between sections (app/features/content/
 * pace.server.ts): a post of 2 MB is ~100 ms of work.
 */
export async function parsePostFile(
  file: string,
  source: string,
  pace: Pace = noPace,
): Promise<ParsedPost> {
  const slug = file.split("/").pop()!.replace(/\.md$/, "");
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) {
    throw new ContentError(file, 1, `file name "${slug}" must be a lower-case kebab-case slug`);
  }
  const front = parseFrontMatter(file, source);
  const result = frontMatterSchema.safeParse(front.data);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    // An unknown key (the trip block is strict) is reported on the block: point at the key.
    const at = issue.code === "unrecognized_keys" ? [...issue.path, issue.keys[0]!] : issue.path;
    // The entry's name down to the nested key ("trip.months"), list positions left out.
    const key = at.filter((p) => typeof p === "string").join(".");
    throw new ContentError(file, front.lineOf(at), `front matter "${key}": ${issue.message}`);
  }
  const meta = result.data;
  checkTypeFields(file, front.lineOf, meta);

  const body = await parseBody(file, front.body, front.bodyLine, pace);
  // A trip's place and country are searchable too ("Algarve", "Portugal").
  const place = meta.trip ? [meta.trip.destination, countryName(meta.trip.country)] : [];
  const plainText = [meta.title, meta.desc, ...place, ...body.texts].join("\n");
  const { words } = body;
  return {
    slug,
    meta,
    lineOf: front.lineOf,
    introParagraphs: body.intro,
    contentPairs: body.sections,
    conclusion: body.conclusion,
    readingTime: meta.readingTime ?? Math.max(1, Math.ceil(words / WORDS_PER_MINUTE)),
    plainText,
  };
}

interface Body {
  intro: string[];
  sections: ContentSection[];
  conclusion: string[];
  texts: string[];
  words: number;
}

/**
 * The body cut before every line that starts `## `, each piece with its first line. marked reads
 * the pieces as it reads the whole: such a line always starts a block (a heading ends a paragraph
 * or a list), except inside code or HTML, which a post may not hold (refused either way).
 */
export function bodyPieces(body: string, firstLine: number): { text: string; line: number }[] {
  const pieces: { text: string; line: number }[] = [];
  let start = 0;
  let line = firstLine;
  const newlines = (from: number, to: number) => {
    let count = 0;
    for (let at = body.indexOf("\n", from); at !== -1 && at < to; at = body.indexOf("\n", at + 1)) {
      count++;
    }
    return count;
  };
  for (const heading of body.matchAll(/^## /gm)) {
    if (heading.index === 0) continue;
    pieces.push({ text: body.slice(start, heading.index), line });
    line += newlines(start, heading.index);
    start = heading.index;
  }
  pieces.push({ text: body.slice(start), line });
  return pieces;
}

async function parseBody(
  file: string,
  content: string,
  firstLine: number,
  pace: Pace,
): Promise<Body> {
  const body: Body = { intro: [], sections: [], conclusion: [], texts: [], words: 0 };
  let mode: "intro" | "section" | "conclusion" = "intro";
  let section: ContentSection | undefined;

  /** One block of the body, on file line `at`. */
  const read = (token: Token, at: number) => {
    if (token.type === "space") return;
    const fail = (detail: string): never => {
      throw new ContentError(file, at, detail);
    };

    if (token.type === "heading") {
      if (token.depth !== 2)
        fail(`only "##" section headings are allowed, found "${token.raw.trim()}"`);
      const header = token.text.trim();
      body.texts.push(header);
      if (header.toLowerCase() === "conclusion") {
        mode = "conclusion";
        section = undefined;
      } else {
        if (mode === "conclusion") fail(`"## Conclusion" must be the last section`);
        mode = "section";
        section = { header, paragraph: "" };
        body.sections.push(section);
      }
      return;
    }

    const image = token.type === "paragraph" ? onlyImage(token as Tokens.Paragraph) : undefined;
    if (image) {
      if (mode !== "section" || !section) fail("an image belongs inside a ## section");
      if (section!.image) fail("a section holds at most one image");
      section!.image = image;
      body.texts.push(image.caption);
      return;
    }

    if (token.type === "paragraph") {
      const text = token.text.trim();
      body.texts.push(text);
      if (mode === "intro") body.intro.push(text);
      else if (mode === "conclusion") body.conclusion.push(text);
      else if (Array.isArray(section!.paragraph))
        fail("a section holds a paragraph or a list, not both");
      else section!.paragraph = section!.paragraph ? `${section!.paragraph}\n\n${text}` : text;
      return;
    }

    if (token.type === "list") {
      if (mode !== "section") fail("a list belongs inside a ## section");
      if (section!.paragraph) fail("a section holds a paragraph or a list, not both");
      const items = (token as Tokens.List).items.map((item) => item.text.trim());
      body.texts.push(...items);
      section!.paragraph = items;
      return;
    }

    fail(
      `unsupported Markdown (${token.type}); use paragraphs, "-" lists, "##" headings and images`,
    );
  };

  const pieces = bodyPieces(content, firstLine);
  await pace();
  for (const piece of pieces) {
    if (piece.text.length > MAX_PIECE_CHARS) {
      throw new ContentError(
        file,
        piece.line,
        `${piece.text.length.toLocaleString("en-US")} characters before the next "##" heading: at most ${MAX_PIECE_CHARS.toLocaleString("en-US")}, split it into sections`,
      );
    }
    const counted = body.texts.length;
    let line = piece.line;
    for (const token of marked.lexer(piece.text)) {
      read(token, line);
      line += (token.raw.match(/\n/g) ?? []).length;
    }
    for (const text of body.texts.slice(counted)) {
      body.words += text.split(/\s+/).filter(Boolean).length;
    }
    await pace();
  }

  if (body.intro.length === 0)
    throw new ContentError(file, firstLine, "needs an intro paragraph before the first ## section");
  const empty = body.sections.find((s) => !s.paragraph || s.paragraph.length === 0);
  if (empty) throw new ContentError(file, firstLine, `section "${empty.header}" has no text`);
  return body;
}

function onlyImage(token: Tokens.Paragraph): { link: string; caption: string } | undefined {
  const parts = (token.tokens ?? []).filter((t: Token) => !(t.type === "text" && !t.raw.trim()));
  const [first] = parts;
  if (parts.length !== 1 || first?.type !== "image") return undefined;
  const image = first as Tokens.Image;
  return { link: image.href, caption: image.text };
}
