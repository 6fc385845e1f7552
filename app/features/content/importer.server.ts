import { createHash } from "node:crypto";
import path from "node:path";
import type { Kysely } from "kysely";
import type { DB } from "#app/db/schema.ts";
import { archiveHref } from "#app/lib/archive-path.ts";
import { authorHref, postHref } from "#app/lib/post-href.ts";
import { deleteAuthorsExcept, upsertAuthor } from "#app/models/authors.server.ts";
import { bumpContentVersion } from "#app/models/content-version.server.ts";
import { invalidateModelCaches } from "#app/models/memo.server.ts";
import { deleteImportedPostsExcept, upsertPost } from "#app/models/post-writes.server.ts";
import { deleteTaxonomiesExcept, upsertTaxonomy } from "#app/models/taxonomies.server.ts";
import { refreshTripSummary } from "#app/models/trips.server.ts";
import { ContentError } from "./content-error.server.ts";
import { authorsSchema, readJson, readPosts, taxonomiesSchema } from "./content-files.server.ts";
import { mediaDuration } from "./media-duration.server.ts";

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
