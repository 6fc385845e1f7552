import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { DB } from "#app/db/schema.ts";
import { authorHref, postHref, taxonomyHref } from "#app/lib/post-href.ts";
import { ContentError, type ParsedPost, parsePostFile } from "#app/lib/post-markdown.server.ts";
import { upsertAuthor } from "#app/models/authors.server.ts";
import { invalidateModelCaches } from "#app/models/memo.server.ts";
import { upsertPost } from "#app/models/posts.server.ts";
import { upsertTaxonomy } from "#app/models/taxonomies.server.ts";

const COLORS = ["pink", "red", "gray", "green", "purple", "indigo", "yellow", "blue"] as const;

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
  color: z.enum(COLORS),
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
}

/** A stable public id for a post, derived from its slug (so URLs with itemId survive re-imports). */
export function postIdFor(slug: string): string {
  const hex = createHash("sha1").update(`wanderlust:${slug}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Imports content/ into the database: idempotent (upsert by slug), never touching the live
 * counters of existing posts. Everything is parsed and checked before anything is written, and
 * written in one transaction, so a malformed file imports nothing.
 */
export async function importContent(k: Kysely<DB>, dir = "content"): Promise<ImportReport> {
  const authors = await readJson(path.join(dir, "authors.json"), authorsSchema);
  const taxonomies = await readJson(path.join(dir, "taxonomies.json"), taxonomiesSchema);
  const posts = await readPosts(path.join(dir, "posts"));

  const authorKeys = new Set(authors.map((a) => a.key));
  const categoryIds = new Map(taxonomies.categories.map((t) => [t.slug, t.id]));
  const tagIds = new Map(taxonomies.tags.map((t) => [t.slug, t.id]));
  const allIds = [...taxonomies.categories, ...taxonomies.tags].map((t) => t.id);
  if (new Set(allIds).size !== allIds.length) {
    throw new ContentError(
      path.join(dir, "taxonomies.json"),
      1,
      "taxonomy ids must be unique across categories and tags",
    );
  }
  for (const { file, post } of posts) {
    const check = (ok: boolean, key: string, detail: string) => {
      if (!ok) throw new ContentError(file, 1, `front matter "${key}": ${detail}`);
    };
    check(authorKeys.has(post.meta.author), "author", `unknown author "${post.meta.author}"`);
    for (const c of post.meta.categories)
      check(categoryIds.has(c), "categories", `unknown category "${c}"`);
    for (const t of post.meta.tags) check(tagIds.has(t), "tags", `unknown tag "${t}"`);
  }

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
        await upsertTaxonomy(trx, { ...t, kind, href: taxonomyHref(t.id, t.slug) });
      }
    }
    const report: ImportReport = {
      authors: authors.length,
      taxonomies: allIds.length,
      created: 0,
      updated: 0,
    };
    for (const { post } of posts) {
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
    return report;
  });
  invalidateModelCaches();
  return report;
}

async function readJson<T>(file: string, schema: z.ZodType<T>): Promise<T> {
  const text = await fs.readFile(file, "utf8");
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new ContentError(file, 1, `invalid JSON: ${(error as Error).message}`);
  }
  const result = schema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new ContentError(file, 1, `${issue.path.join(".")}: ${issue.message}`);
  }
  return result.data;
}

async function readPosts(dir: string): Promise<{ file: string; post: ParsedPost }[]> {
  const names = (await fs.readdir(dir)).filter((n) => n.endsWith(".md")).sort();
  return Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      return { file, post: parsePostFile(file, await fs.readFile(file, "utf8")) };
    }),
  );
}
