import matter from "gray-matter";
import { marked, type Token, type Tokens } from "marked";
import { z } from "zod";
import type { ContentPair, ContentSection } from "./types.ts";

/** A post file's front matter (DESIGN.md section 14). */
export const frontMatterSchema = z.object({
  title: z.string().trim().min(1).max(200),
  desc: z.string().trim().min(1).max(400),
  date: z
    .union([z.string(), z.date()])
    .transform((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v))
    .pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD")),
  postType: z.enum(["standard", "gallery", "video", "audio"]),
  section: z.enum(["blog", "hotels"]).default("blog"),
  hotelType: z.enum(["airport", "city", "all-inclusive", "beach"]).optional(),
  author: z.string().min(1),
  categories: z.array(z.string()).min(1, "needs at least one category"),
  tags: z.array(z.string()).default([]),
  featuredImage: z.string().startsWith("/", "must be a site path such as /media/..."),
  galleryImgs: z.array(z.string().startsWith("/")).default([]),
  videoUrl: z.string().startsWith("/").optional(),
  videoThumbnail: z.string().startsWith("/").optional(),
  audioUrl: z.string().startsWith("/").optional(),
  readingTime: z.number().int().positive().optional(),
  views: z.number().int().min(0).default(0),
  likes: z.number().int().min(0).default(0),
  comments: z.number().int().min(0).default(0),
  bookmarks: z.number().int().min(0).default(0),
});

export type FrontMatter = z.infer<typeof frontMatterSchema>;

export interface ParsedPost {
  slug: string;
  meta: FrontMatter;
  introParagraphs: string[];
  contentPairs: ContentPair[];
  conclusion: string[];
  readingTime: number;
  /** Title, description and body as plain text (for full-text search). */
  plainText: string;
}

export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    detail: string,
  ) {
    super(`${file}:${line}: ${detail}`);
    this.name = "ContentError";
  }
}

const WORDS_PER_MINUTE = 200;

/** Parses one Markdown post; throws ContentError with file and line for anything malformed. */
export function parsePostFile(file: string, source: string): ParsedPost {
  const slug = file.split("/").pop()!.replace(/\.md$/, "");
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) {
    throw new ContentError(file, 1, `file name "${slug}" must be a lower-case kebab-case slug`);
  }
  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(source);
  } catch (error) {
    const mark = (error as { mark?: { line?: number } }).mark;
    throw new ContentError(
      file,
      (mark?.line ?? 0) + 2,
      `front matter: ${(error as Error).message.split("\n")[0]}`,
    );
  }
  const result = frontMatterSchema.safeParse(parsed.data);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const key = String(issue.path[0] ?? "");
    throw new ContentError(file, lineOfKey(source, key), `front matter "${key}": ${issue.message}`);
  }
  const meta = result.data;
  checkTypeFields(file, source, meta);

  const bodyStartLine = source.slice(0, source.length - parsed.content.length).split("\n").length;
  const body = parseBody(file, parsed.content, bodyStartLine);
  const plainText = [meta.title, meta.desc, ...body.texts].join("\n");
  const words = body.texts.join(" ").split(/\s+/).filter(Boolean).length;
  return {
    slug,
    meta,
    introParagraphs: body.intro,
    contentPairs: body.sections,
    conclusion: body.conclusion,
    readingTime: meta.readingTime ?? Math.max(1, Math.ceil(words / WORDS_PER_MINUTE)),
    plainText,
  };
}

function checkTypeFields(file: string, source: string, meta: FrontMatter): void {
  const need = (key: keyof FrontMatter, ok: boolean, why: string) => {
    if (!ok) throw new ContentError(file, lineOfKey(source, key), `front matter "${key}": ${why}`);
  };
  need(
    "galleryImgs",
    meta.postType !== "gallery" || meta.galleryImgs.length >= 1,
    "a gallery post needs images",
  );
  need("videoUrl", meta.postType !== "video" || !!meta.videoUrl, "a video post needs videoUrl");
  need("audioUrl", meta.postType !== "audio" || !!meta.audioUrl, "an audio post needs audioUrl");
  need("hotelType", meta.section !== "hotels" || !!meta.hotelType, "a hotel post needs hotelType");
}

function lineOfKey(source: string, key: string): number {
  const index = source.split("\n").findIndex((line) => line.startsWith(`${key}:`));
  return index >= 0 ? index + 1 : 1;
}

interface Body {
  intro: string[];
  sections: ContentSection[];
  conclusion: string[];
  texts: string[];
}

function parseBody(file: string, content: string, firstLine: number): Body {
  const body: Body = { intro: [], sections: [], conclusion: [], texts: [] };
  let line = firstLine;
  let mode: "intro" | "section" | "conclusion" = "intro";
  let section: ContentSection | undefined;

  for (const token of marked.lexer(content)) {
    const at = line;
    line += (token.raw.match(/\n/g) ?? []).length;
    if (token.type === "space") continue;
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
      continue;
    }

    const image = token.type === "paragraph" ? onlyImage(token as Tokens.Paragraph) : undefined;
    if (image) {
      if (mode !== "section" || !section) fail("an image belongs inside a ## section");
      if (section!.image) fail("a section holds at most one image");
      section!.image = image;
      body.texts.push(image.caption);
      continue;
    }

    if (token.type === "paragraph") {
      const text = token.text.trim();
      body.texts.push(text);
      if (mode === "intro") body.intro.push(text);
      else if (mode === "conclusion") body.conclusion.push(text);
      else if (Array.isArray(section!.paragraph))
        fail("a section holds a paragraph or a list, not both");
      else section!.paragraph = section!.paragraph ? `${section!.paragraph}\n\n${text}` : text;
      continue;
    }

    if (token.type === "list") {
      if (mode !== "section") fail("a list belongs inside a ## section");
      if (section!.paragraph) fail("a section holds a paragraph or a list, not both");
      const items = (token as Tokens.List).items.map((item) => item.text.trim());
      body.texts.push(...items);
      section!.paragraph = items;
      continue;
    }

    fail(
      `unsupported Markdown (${token.type}); use paragraphs, "-" lists, "##" headings and images`,
    );
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
