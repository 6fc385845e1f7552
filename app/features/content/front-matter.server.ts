import { isMap, isScalar, isSeq, LineCounter, parseDocument } from "yaml";
import { z } from "zod";
import { isCountryCode } from "#app/lib/countries.ts";
import { HOTEL_TYPES, POST_TYPES, SECTIONS } from "#app/lib/enums.ts";
import { isZonedDateTime } from "#app/lib/go-live.ts";
import { MAX_AGE, MAX_DAYS } from "#app/lib/trips.ts";
import { ContentError } from "./content-error.server.ts";

const wholeNumber = (min: number, max: number, what: string) =>
  z
    .number(`must be ${what}, a whole number from ${min} to ${max}`)
    .int(`must be ${what}, a whole number from ${min} to ${max}`)
    .min(min, `must be ${what}, a whole number from ${min} to ${max}`)
    .max(max, `must be ${what}, a whole number from ${min} to ${max}`);

/** A post's `trip:` block (docs/writing-posts.md#trip-facts; app/lib/trips.ts). */
const tripSchema = z
  .strictObject({
    destination: z.string("must be a place name").trim().min(1).max(80),
    country: z
      .string("must be a two-letter country code such as PT")
      .regex(/^[A-Z]{2}$/, "must be a two-letter country code in capitals, such as PT")
      .refine(isCountryCode, {
        error: (issue) => `"${String(issue.input)}" is not an ISO 3166-1 country code`,
      }),
    lat: z.number("must be a latitude in degrees").min(-90).max(90),
    lng: z.number("must be a longitude in degrees").min(-180).max(180),
    months: z
      .array(wholeNumber(1, 12, "a month"), "must be a list of months such as [6, 7, 8]")
      .min(1, "needs at least one month")
      .refine((m) => m.every((v, i) => i === 0 || v > m[i - 1]!), "must be ascending, no repeats"),
    days: wholeNumber(1, MAX_DAYS, "the number of days"),
    ages: z
      .tuple([wholeNumber(0, MAX_AGE, "an age"), wholeNumber(0, MAX_AGE, "an age")], {
        error: "must be [youngest, oldest], such as [4, 12]",
      })
      .refine(([a, b]) => a <= b, "must be [youngest, oldest]: the first is the younger"),
    budget: z.union([z.literal(1), z.literal(2), z.literal(3)], {
      error: "must be 1 (shoestring), 2 (mid-range) or 3 (splurge)",
    }),
    gettingThere: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .refine((s) => !s.includes("\n"), "must be one line")
      .optional(),
  })
  .optional();

/** A post file's front matter (docs/design.md#content). */
export const frontMatterSchema = z.object({
  title: z.string().trim().min(1).max(200),
  desc: z.string().trim().min(1).max(400),
  date: z
    .string("must be a date written YYYY-MM-DD")
    .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD")
    .refine(isCalendarDate, {
      error: (issue) =>
        `"${String(issue.input)}" is not a real date (month 01-12, a day that month has)`,
    }),
  postType: z.enum(POST_TYPES),
  section: z.enum(SECTIONS).default("blog"),
  hotelType: z.enum(HOTEL_TYPES).optional(),
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
  trip: tripSchema,
  /** Imported and checked, public nowhere (issue 26; docs/writing-posts.md). */
  draft: z.boolean("must be true or false").default(false),
  /** When the post goes live; without it, 00:00 of `date` in SITE_TIMEZONE (app/lib/go-live.ts). */
  publishAt: z
    .string("must be a date and time with its zone, such as 2026-12-04T08:00:00+01:00")
    .refine(
      isZonedDateTime,
      "must be a date and time with its zone, such as 2026-12-04T08:00:00+01:00",
    )
    .optional(),
});

export type FrontMatter = z.infer<typeof frontMatterSchema>;

/** YYYY-MM-DD naming a day that exists (2024-02-29 yes; 2024-02-30 and 2024-13-45 no). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

interface FrontMatterText {
  data: unknown;
  /** The Markdown after the closing delimiter, and the file line it starts on. */
  body: string;
  bodyLine: number;
  lineOf(path: readonly PropertyKey[]): number;
}

/**
 * The longest front matter read: YAML is parsed in one go, never yielding to the readers waiting
 * (32,000 characters of list take ~16 ms; 2 MB took a second). A post's entries take about 1,000.
 */
export const MAX_FRONT_MATTER_CHARS = 32_000;

/** A delimiter line: `---` alone (spaces after it, or the `\r` of a CRLF file, aside). */
const DELIMITER = /^---[ \t]*\r?$/;

/**
 * Splits a post file into its front matter's YAML text and its Markdown body: the front matter
 * is `---` on the first line (after a byte order mark, if any) up to the next line that is `---`
 * alone. The YAML text keeps the first line's end, so a YAML line is the file line. Anything
 * after the opening `---` (`---js`, `---coffee`: the languages gray-matter once ran) is refused:
 * front matter is YAML and nothing else, and nothing in it is ever run.
 */
export function splitFrontMatter(
  file: string,
  source: string,
): { yaml: string; body: string; bodyLine: number } {
  const text = source.startsWith("\uFEFF") ? source.slice(1) : source;
  const firstEnd = text.indexOf("\n") === -1 ? text.length : text.indexOf("\n");
  const first = text.slice(0, firstEnd);
  if (!first.startsWith("---")) {
    throw new ContentError(
      file,
      1,
      'no front matter: a post starts with a line "---", then its YAML entries, then a line "---"',
    );
  }
  if (!DELIMITER.test(first)) {
    throw new ContentError(
      file,
      1,
      `front matter must be YAML, opened by a line "---" alone, not ${JSON.stringify(first.slice(0, 40).trim())} (no other language is read, none is run)`,
    );
  }
  const close = /\n---[ \t]*\r?(?:\n|$)/.exec(text.slice(firstEnd));
  if (!close) {
    throw new ContentError(file, 1, 'front matter never closed: end it with a line "---"');
  }
  const bodyStart = firstEnd + close.index + close[0].length;
  return {
    yaml: text.slice(firstEnd, firstEnd + close.index),
    body: text.slice(bodyStart),
    bodyLine: (text.slice(0, bodyStart).match(/\n/g)?.length ?? 0) + 1,
  };
}

/**
 * Reads a post file's front matter (splitFrontMatter) as YAML 1.2 core schema (the `yaml`
 * package, with no custom tags: it never runs anything): values stay as written (a date is the
 * text `2024-05-14`, never a JavaScript Date that rolls 2024-13-45 over into 2025), and every
 * entry keeps its position for error messages. A YAML error or warning (an unknown tag such as
 * `!!js/function`, which a code-running parser would have run) is refused at its line.
 */
export function parseFrontMatter(file: string, source: string): FrontMatterText {
  const { yaml, body, bodyLine } = splitFrontMatter(file, source);
  if (yaml.length > MAX_FRONT_MATTER_CHARS) {
    throw new ContentError(
      file,
      1,
      `front matter of ${yaml.length.toLocaleString("en-US")} characters: at most ${MAX_FRONT_MATTER_CHARS.toLocaleString("en-US")} (a post's entries take about a thousand)`,
    );
  }
  const counter = new LineCounter();
  const doc = parseDocument(yaml, { lineCounter: counter });
  const [problem] = [...doc.errors, ...doc.warnings];
  if (problem) {
    const line = problem.linePos?.[0].line ?? counter.linePos(problem.pos[0]).line;
    const detail = problem.message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "");
    throw new ContentError(file, line, `front matter: ${detail}`);
  }
  let data: unknown;
  try {
    data = doc.toJS() ?? {};
  } catch (error) {
    // An alias bomb: the `yaml` package stops at 100 aliases (resource exhaustion).
    throw new ContentError(file, 1, `front matter: ${(error as Error).message}`);
  }
  if (typeof data !== "object" || Array.isArray(data)) {
    throw new ContentError(file, 2, "front matter must be YAML entries, one `key: value` a line");
  }
  // The line of every entry and list item, by its path: kept instead of the YAML document (3,000
  // posts held their documents for lineOf: 34 MB more heap during an import, 11 KB a post).
  const lines = new Map<string, number>();
  /** Records the line of `node` (an entry's key, or a list item) at `path`, and of all within. */
  const walk = (path: readonly (string | number)[], where: unknown, value: unknown) => {
    const start = isScalar(where) || isMap(where) || isSeq(where) ? where.range?.[0] : undefined;
    if (path.length > 0 && start === undefined) return;
    if (start !== undefined) lines.set(JSON.stringify(path), counter.linePos(start).line);
    if (isMap(value)) {
      for (const pair of value.items) {
        if (isScalar(pair.key)) walk([...path, String(pair.key.value)], pair.key, pair.value);
      }
    } else if (isSeq(value)) {
      for (const [i, item] of value.items.entries()) walk([...path, i], item, item);
    }
  };
  walk([], undefined, doc.contents);
  /** The line of the deepest entry of `path` there is; 1 when there is none. */
  const lineOf = (path: readonly PropertyKey[]): number => {
    for (let n = path.length; n > 0; n--) {
      const line = lines.get(JSON.stringify(path.slice(0, n)));
      if (line !== undefined) return line;
    }
    return 1;
  };
  return { data, body, bodyLine, lineOf };
}

/** The fields a post's type and section require (a video post needs videoUrl...). */
export function checkTypeFields(
  file: string,
  lineOf: (path: readonly PropertyKey[]) => number,
  meta: FrontMatter,
): void {
  const need = (key: keyof FrontMatter, ok: boolean, why: string) => {
    if (!ok) throw new ContentError(file, lineOf([key]), `front matter "${key}": ${why}`);
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
