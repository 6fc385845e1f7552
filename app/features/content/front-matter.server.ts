import matter from "gray-matter";
import { type Document, isMap, isScalar, isSeq, LineCounter, parseDocument } from "yaml";
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
  /** The Markdown after the closing delimiter. */
  content: string;
  lineOf(path: readonly PropertyKey[]): number;
}

/**
 * Splits the front matter off (gray-matter) and reads it as YAML 1.2 core schema (the `yaml`
 * package): values stay as written (a date is the text `2024-05-14`, never a JavaScript Date that
 * rolls 2024-13-45 over into 2025), and every entry keeps its position for error messages. The
 * YAML text starts right after the opening `---`, on the file's first line, so a YAML line is the
 * file line.
 */
export function parseFrontMatter(file: string, source: string): FrontMatterText {
  const counter = new LineCounter();
  let doc: Document | undefined;
  const parsed = matter(source, {
    // Passing options also keeps gray-matter from caching the result by content (it would hand a
    // half-parsed cached copy back for a file that failed once).
    engines: {
      yaml: (text: string) => {
        doc = parseDocument(text, { lineCounter: counter });
        const [error] = doc.errors;
        if (error) {
          const line = error.linePos?.[0].line ?? counter.linePos(error.pos[0]).line;
          const detail = error.message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "");
          throw new ContentError(file, line, `front matter: ${detail}`);
        }
        const data: unknown = doc.toJS();
        return (data ?? {}) as object;
      },
    },
  });
  const lineOf = (path: readonly PropertyKey[]): number => {
    let node: unknown = doc?.contents;
    let line = 1;
    for (const segment of path) {
      let next: unknown;
      let at: number | undefined;
      if (isMap(node)) {
        const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === segment);
        at = isScalar(pair?.key) ? pair.key.range?.[0] : undefined;
        next = pair?.value;
      } else if (isSeq(node) && typeof segment === "number") {
        next = node.items[segment];
        at = isScalar(next) || isMap(next) || isSeq(next) ? next.range?.[0] : undefined;
      }
      if (at === undefined) break;
      line = counter.linePos(at).line;
      node = next;
    }
    return line;
  };
  return { data: parsed.data, content: parsed.content, lineOf };
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
