import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { findNodeAtLocation, type Node, type ParseError, parseTree } from "jsonc-parser";
import type { Kysely } from "kysely";
import { parseFile } from "music-metadata";
import { z } from "zod";
import type { DB } from "#app/db/schema.ts";
import { archiveHref } from "#app/lib/archive-path.ts";
import { TAXONOMY_COLORS } from "#app/lib/enums.ts";
import { authorHref, postHref } from "#app/lib/post-href.ts";
import { deleteAuthorsExcept, upsertAuthor } from "#app/models/authors.server.ts";
import { bumpContentVersion } from "#app/models/content-version.server.ts";
import { invalidateModelCaches } from "#app/models/memo.server.ts";
import { deleteImportedPostsExcept, upsertPost } from "#app/models/post-writes.server.ts";
import { deleteTaxonomiesExcept, upsertTaxonomy } from "#app/models/taxonomies.server.ts";
import { refreshTripSummary } from "#app/models/trips.server.ts";
import { ContentError, type ParsedPost, parsePostFile } from "./post-markdown.server.ts";

const authorsSchema = z.array(
  z.object({
    key: z.string().regex(/^[a-z0-9-]+$/),
    firstName: z.string().min(1),
    lastName: z.string().min(1),
    displayName: z.string().optional(),
    gender: z.string(),
    email: z.string().email(),
    jobName: z.string(),
    desc: z.string(),
    avatar: z.string(),
    bgImage: z.string(),
  }),
);

const taxonomySchema = z.object({
  id: z.number().int().positive(),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  color: z.enum(TAXONOMY_COLORS),
  thumbnail: z.string().default(""),
});
const taxonomiesSchema = z.object({
  categories: z.array(taxonomySchema),
  tags: z.array(taxonomySchema),
});

export interface ImportReport {
  authors: number;
  taxonomies: number;
  created: number;
  updated: number;
  /** Imported posts whose file is gone, deleted. */
  removed: number;
  /** Authors and taxonomies gone from the files that no post used any more, deleted. */
  removedAuthors: number;
  removedTaxonomies: number;
}

/** One line for the log: what an import did. */
export function describeImport(report: ImportReport): string {
  const gone =
    report.removedAuthors + report.removedTaxonomies > 0
      ? ` (${report.removedAuthors} authors and ${report.removedTaxonomies} taxonomies removed)`
      : "";
  return `${report.created} new, ${report.updated} updated and ${report.removed} removed posts, ${report.authors} authors, ${report.taxonomies} taxonomies${gone}`;
}

/** A stable public id for a post, derived from its slug (so URLs with itemId survive re-imports). */
function postIdFor(slug: string): string {
  const hex = createHash("sha1").update(`wanderlust:${slug}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Imports content/ into the database: idempotent (upsert by slug), never touching the live
 * counters of existing posts, and a mirror of the files: a post whose file is gone (deleted or
 * renamed) is deleted, and so are authors and taxonomies gone from the files once no post uses
 * them. Posts the importer did not make (the benchmark seeder's) are kept. Everything is parsed
 * and checked before anything is written, and written in one transaction, so a malformed file
 * imports nothing and removes nothing.
 */
export async function importContent(
  k: Kysely<DB>,
  dir = "content",
  options: { publicDir?: string } = {},
): Promise<ImportReport> {
  const publicDir = path.resolve(options.publicDir ?? "public");
  const authorsFile = path.join(dir, "authors.json");
  const taxonomiesFile = path.join(dir, "taxonomies.json");
  const { data: authors } = await readJson(authorsFile, authorsSchema);
  const { data: taxonomies, lineOf: taxonomyLine } = await readJson(
    taxonomiesFile,
    taxonomiesSchema,
  );
  const posts = await readPosts(path.join(dir, "posts"));

  const authorKeys = new Set(authors.map((a) => a.key));
  const categoryIds = new Map(taxonomies.categories.map((t) => [t.slug, t.id]));
  const tagIds = new Map(taxonomies.tags.map((t) => [t.slug, t.id]));
  const entries = [
    ...taxonomies.categories.map((t, i) => ({ id: t.id, path: ["categories", i, "id"] })),
    ...taxonomies.tags.map((t, i) => ({ id: t.id, path: ["tags", i, "id"] })),
  ];
  const allIds = entries.map((e) => e.id);
  const duplicate = entries.find((e, i) => allIds.indexOf(e.id) !== i);
  if (duplicate) {
    throw new ContentError(
      taxonomiesFile,
      taxonomyLine(duplicate.path),
      `taxonomy id ${duplicate.id} is used twice: ids must be unique across categories and tags`,
    );
  }
  for (const { file, post } of posts) {
    const check = (ok: boolean, entry: readonly PropertyKey[], detail: string) => {
      if (!ok) {
        throw new ContentError(
          file,
          post.lineOf(entry),
          `front matter "${String(entry[0])}": ${detail}`,
        );
      }
    };
    check(authorKeys.has(post.meta.author), ["author"], `unknown author "${post.meta.author}"`);
    post.meta.categories.forEach((c, i) => {
      check(categoryIds.has(c), ["categories", i], `unknown category "${c}"`);
    });
    post.meta.tags.forEach((t, i) => {
      check(tagIds.has(t), ["tags", i], `unknown tag "${t}"`);
    });
  }

  const durations = await Promise.all(
    posts.map(({ file, post }) => mediaDuration(file, post, publicDir)),
  );

  const report = await k.transaction().execute(async (trx) => {
    const authorIds = new Map<string, number>();
    for (const a of authors) {
      const id = await upsertAuthor(trx, {
        author_id: a.key,
        first_name: a.firstName,
        last_name: a.lastName,
        display_name: a.displayName ?? `${a.firstName} ${a.lastName}`,
        email: a.email,
        gender: a.gender,
        avatar: a.avatar,
        bg_image: a.bgImage,
        href: authorHref(a.firstName),
        description: a.desc,
        job_name: a.jobName,
      });
      authorIds.set(a.key, id);
    }
    for (const [kind, list] of [
      ["category", taxonomies.categories],
      ["tag", taxonomies.tags],
    ] as const) {
      for (const t of list) {
        await upsertTaxonomy(trx, { ...t, kind, href: archiveHref({ taxonomy: t }) });
      }
    }
    const report: ImportReport = {
      authors: authors.length,
      taxonomies: allIds.length,
      created: 0,
      updated: 0,
      removed: 0,
      removedAuthors: 0,
      removedTaxonomies: 0,
    };
    for (const [i, { post }] of posts.entries()) {
      const { meta } = post;
      const outcome = await upsertPost(
        trx,
        {
          id: postIdFor(post.slug),
          slug: post.slug,
          href: postHref({ ...post.meta, slug: post.slug, firstCategory: meta.categories[0] }),
          title: meta.title,
          description: meta.desc,
          date: meta.date,
          featured_image: meta.featuredImage,
          reading_time: post.readingTime,
          post_type: meta.postType,
          section: meta.section,
          author_id: authorIds.get(meta.author)!,
          gallery_imgs: JSON.stringify(meta.galleryImgs),
          video_url: meta.videoUrl ?? "",
          video_thumbnail: meta.videoThumbnail ?? "",
          audio_url: meta.audioUrl ?? "",
          intro_paragraphs: JSON.stringify(post.introParagraphs),
          content_pairs: JSON.stringify(post.contentPairs),
          conclusion: JSON.stringify(post.conclusion),
          search_text: post.plainText,
          media_duration: durations[i] ?? null,
          trip: meta.trip ?? null,
          counters: {
            like_count: meta.likes,
            bookmark_count: meta.bookmarks,
            comment_count: meta.comments,
            viewd_count: meta.views,
          },
        },
        [
          ...meta.categories.map((c) => categoryIds.get(c)!),
          ...meta.tags.map((t) => tagIds.get(t)!),
        ],
      );
      report[outcome] += 1;
    }
    const slugs = new Set(posts.map(({ post }) => post.slug));
    report.removed = await deleteImportedPostsExcept(
      trx,
      slugs,
      (id, slug) => id === postIdFor(slug),
    );
    report.removedAuthors = await deleteAuthorsExcept(trx, [...authorKeys]);
    report.removedTaxonomies = await deleteTaxonomiesExcept(trx, allIds);
    await refreshTripSummary(trx);
    await bumpContentVersion(trx);
    return report;
  });
  invalidateModelCaches();
  return report;
}

/** Durations already read, by file path, size and modification time (imports run at every start). */
const durationCache = new Map<string, number>();

/**
 * The whole seconds of a video or audio post's media file under `publicDir`, read from the file
 * itself (music-metadata); null for other posts. A missing or unreadable file is a ContentError
 * naming the post file, the front matter line and the media file.
 */
async function mediaDuration(
  file: string,
  post: ParsedPost,
  publicDir: string,
): Promise<number | null> {
  const key = post.meta.postType === "audio" ? "audioUrl" : "videoUrl";
  const url =
    post.meta.postType === "audio" || post.meta.postType === "video" ? post.meta[key] : "";
  if (!url) return null;
  const fail = (detail: string) =>
    new ContentError(file, post.lineOf([key]), `front matter "${key}": ${detail}`);
  const relative = decodeURIComponent(url.split(/[?#]/)[0]!).replace(/^\/+/, "");
  const media = path.resolve(publicDir, relative);
  if (!media.startsWith(`${publicDir}${path.sep}`)) throw fail(`"${url}" is outside public/`);
  let stat: Awaited<ReturnType<typeof fs.stat>>;
  try {
    stat = await fs.stat(media);
  } catch {
    throw fail(`no file ${path.relative(process.cwd(), media)} for "${url}"`);
  }
  const cacheKey = `${media}:${stat.size}:${stat.mtimeMs}`;
  const cached = durationCache.get(cacheKey);
  if (cached !== undefined) return cached;
  let seconds: number | undefined;
  try {
    seconds = (await parseFile(media, { duration: true })).format.duration;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw fail(`cannot read the length of ${path.relative(process.cwd(), media)}: ${reason}`);
  }
  if (seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) {
    throw fail(`cannot read the length of ${path.relative(process.cwd(), media)}: no duration`);
  }
  // Whole seconds, rounded down as the player shows a length (0:27 for 27.7 s), at least 1.
  const whole = Math.max(1, Math.floor(seconds));
  durationCache.set(cacheKey, whole);
  return whole;
}

/** The parsed file, and the line of any entry in it (`lineOf(["tags", 3, "id"])`). */
interface JsonFile<T> {
  data: T;
  lineOf(path: readonly PropertyKey[]): number;
}

async function readJson<T>(file: string, schema: z.ZodType<T>): Promise<JsonFile<T>> {
  const text = decodeUtf8(file, await fs.readFile(file));
  // JSON.parse judges; jsonc-parser (strict options) finds where things are.
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const position = /at position (\d+)/.exec(message)?.[1];
    const offset = position ? Number(position) : (errors[0]?.offset ?? text.length);
    throw new ContentError(file, lineAt(text, offset), `invalid JSON: ${message}`);
  }
  const lineOf = (path: readonly PropertyKey[]): number => {
    const segments = path.filter((p): p is string | number => typeof p !== "symbol");
    for (let n = segments.length; tree && n >= 0; n--) {
      const node: Node | undefined = findNodeAtLocation(tree, segments.slice(0, n));
      // A property's value: point at its key, the start of the entry.
      const at = node?.parent?.type === "property" ? node.parent : node;
      if (at) return lineAt(text, at.offset);
    }
    return 1;
  };
  const result = schema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new ContentError(file, lineOf(issue.path), `${issue.path.join(".")}: ${issue.message}`);
  }
  return { data: result.data, lineOf };
}

/** The 1-based line of a character offset. */
function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

const UTF8 = new TextDecoder("utf-8", { fatal: true });

/**
 * A content file's text; ContentError at the first line that is not valid UTF-8 (a file saved as
 * Latin-1 or Windows-1252 would otherwise import with U+FFFD where its accents were).
 */
function decodeUtf8(file: string, bytes: Uint8Array): string {
  try {
    return UTF8.decode(bytes);
  } catch {
    // A newline byte is never part of a multi-byte sequence: each line must decode on its own.
    let start = 0;
    let line = 1;
    for (let i = 0; i <= bytes.length; i++) {
      if (i < bytes.length && bytes[i] !== 10) continue;
      try {
        UTF8.decode(bytes.subarray(start, i));
      } catch {
        break;
      }
      start = i + 1;
      line++;
    }
    throw new ContentError(file, line, "not valid UTF-8 text: save the file as UTF-8");
  }
}

async function readPosts(dir: string): Promise<{ file: string; post: ParsedPost }[]> {
  const names = (await fs.readdir(dir)).filter((n) => n.endsWith(".md")).sort();
  if (names.length === 0) {
    // Importing would delete every post: far more likely a wrong CONTENT_DIR than an empty blog.
    throw new ContentError(dir, 1, "no post files (*.md) here: nothing imported, nothing removed");
  }
  return Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      return { file, post: parsePostFile(file, decodeUtf8(file, await fs.readFile(file))) };
    }),
  );
}
