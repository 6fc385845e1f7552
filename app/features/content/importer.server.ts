import { createHash } from "node:crypto";
import path from "node:path";
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { DB } from "#app/db/schema.ts";
import { env } from "#app/env.server.ts";
import { archiveHref } from "#app/lib/archive-path.ts";
import { goLiveAt, type PublishState, publishState } from "#app/lib/go-live.ts";
import { authorHref, postHref } from "#app/lib/post-href.ts";
import { deleteAuthorsExcept, upsertAuthor } from "#app/models/authors.server.ts";
import { bumpContentVersion } from "#app/models/content-version.server.ts";
import { invalidateModelCaches } from "#app/models/memo.server.ts";
import {
  listPendingPosts,
  type NewPendingPost,
  replacePendingPosts,
} from "#app/models/pending-posts.server.ts";
import {
  deleteImportedPostsExcept,
  type PostInput,
  upsertPost,
} from "#app/models/post-writes.server.ts";
import { deleteTaxonomiesExcept, upsertTaxonomy } from "#app/models/taxonomies.server.ts";
import { refreshTripSummary } from "#app/models/trips.server.ts";
import { ContentError, ContentProblems } from "./content-error.server.ts";
import { authorsSchema, readJson, readPosts, taxonomiesSchema } from "./content-files.server.ts";
import type { ImportReport } from "./import-report.server.ts";
import { mediaDuration } from "./media-duration.server.ts";
import type { ParsedPost } from "./post-markdown.server.ts";
import { previewTokenOf } from "./preview-token.server.ts";

/** A stable public id for a post, derived from its slug (so URLs with itemId survive re-imports). */
function postIdFor(slug: string): string {
  const hex = createHash("sha1").update(`wanderlust:${slug}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** Everything of content/ read and checked: what an import writes. */
export interface CheckedContent {
  authors: z.infer<typeof authorsSchema>;
  taxonomies: z.infer<typeof taxonomiesSchema>;
  posts: { file: string; post: ParsedPost }[];
  /** Seconds of each post's video or audio file (null for others), in the order of `posts`. */
  durations: (number | null)[];
}

/**
 * Reads and checks every file of content/ without writing anything: the content, or every
 * problem found (one ContentError each, `file:line: reason`): each file's first, and every post
 * naming an unknown author, category or tag.
 */
export async function checkContent(
  dir: string,
  publicDir = "public",
): Promise<
  { content: CheckedContent; problems: [] } | { content?: never; problems: ContentError[] }
> {
  const problems: ContentError[] = [];
  const attempt = async <T>(read: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await read();
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(error);
      return undefined;
    }
  };
  const authorsFile = path.join(dir, "authors.json");
  const taxonomiesFile = path.join(dir, "taxonomies.json");
  const authors = await attempt(() => readJson(authorsFile, authorsSchema));
  const taxonomies = await attempt(() => readJson(taxonomiesFile, taxonomiesSchema));
  const read = await attempt(() => readPosts(path.join(dir, "posts")));
  problems.push(...(read?.problems ?? []));
  const posts = read?.posts ?? [];

  if (taxonomies) {
    const { data, lineOf } = taxonomies;
    const entries = [
      ...data.categories.map((t, i) => ({ id: t.id, path: ["categories", i, "id"] })),
      ...data.tags.map((t, i) => ({ id: t.id, path: ["tags", i, "id"] })),
    ];
    const ids = entries.map((e) => e.id);
    for (const [i, entry] of entries.entries()) {
      if (ids.indexOf(entry.id) === i) continue;
      problems.push(
        new ContentError(
          taxonomiesFile,
          lineOf(entry.path),
          `taxonomy id ${entry.id} is used twice: ids must be unique across categories and tags`,
        ),
      );
    }
  }
  const authorKeys = authors && new Set(authors.data.map((a) => a.key));
  const categories = taxonomies && new Set(taxonomies.data.categories.map((t) => t.slug));
  const tags = taxonomies && new Set(taxonomies.data.tags.map((t) => t.slug));
  for (const { file, post } of posts) {
    const check = (ok: boolean | undefined, entry: readonly PropertyKey[], detail: string) => {
      if (ok === false) {
        problems.push(
          new ContentError(
            file,
            post.lineOf(entry),
            `front matter "${String(entry[0])}": ${detail}`,
          ),
        );
      }
    };
    check(authorKeys?.has(post.meta.author), ["author"], `unknown author "${post.meta.author}"`);
    post.meta.categories.forEach((c, i) => {
      check(categories?.has(c), ["categories", i], `unknown category "${c}"`);
    });
    post.meta.tags.forEach((t, i) => {
      check(tags?.has(t), ["tags", i], `unknown tag "${t}"`);
    });
  }
  const durations = await Promise.all(
    posts.map(({ file, post }) =>
      attempt(() => mediaDuration(file, post, path.resolve(publicDir))),
    ),
  );
  if (problems.length > 0 || !authors || !taxonomies) {
    problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
    return { problems };
  }
  const content = {
    authors: authors.data,
    taxonomies: taxonomies.data,
    posts,
    durations: durations.map((d) => d ?? null),
  };
  return { content, problems: [] };
}

/** A post's state at an import: draft, scheduled (with its time) or live. */
export function stateOf(post: ParsedPost, now: Date): { state: PublishState; liveAt: Date | null } {
  const state = publishState(post.meta, env().SITE_TIMEZONE, now);
  return { state, liveAt: state === "draft" ? null : goLiveAt(post.meta, env().SITE_TIMEZONE) };
}

/**
 * Imports content/ into the database: idempotent (upsert by slug), never touching the live
 * counters of existing posts, and a mirror of the files: a post whose file is gone (deleted or
 * renamed) is deleted, and so are authors and taxonomies gone from the files once no post uses
 * them. Posts the importer did not make (the benchmark seeder's) are kept. Drafts and posts
 * scheduled for later are kept apart (app/models/pending-posts.server.ts), public nowhere, and a
 * post that was public and is now a draft or scheduled leaves `posts`. Everything is parsed and
 * checked before anything is written, and written in one transaction, so a malformed file
 * imports nothing and removes nothing: ContentProblems lists every problem found.
 */
export async function importContent(
  k: Kysely<DB>,
  dir = "content",
  options: { publicDir?: string; now?: Date } = {},
): Promise<ImportReport> {
  const now = options.now ?? new Date();
  const checked = await checkContent(dir, options.publicDir);
  if (!checked.content) throw new ContentProblems(checked.problems);
  const { authors, taxonomies, posts, durations } = checked.content;
  const authorKeys = new Set(authors.map((a) => a.key));
  const categoryIds = new Map(taxonomies.categories.map((t) => [t.slug, t.id]));
  const tagIds = new Map(taxonomies.tags.map((t) => [t.slug, t.id]));
  const allIds = [...taxonomies.categories, ...taxonomies.tags].map((t) => t.id);

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
      drafts: 0,
      scheduled: 0,
    };
    // A draft or scheduled post that goes live with this import went live now; any other post
    // new to the site at its time (the newsletter's "new": app/models/newsletter.server.ts).
    const wasPending = new Set((await listPendingPosts(trx)).map((p) => p.slug));
    const pending: NewPendingPost[] = [];
    const live = new Set<string>();
    for (const [i, { file, post }] of posts.entries()) {
      const { meta } = post;
      const { state, liveAt } = stateOf(post, now);
      const input: PostInput = {
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
        published_at: (wasPending.has(post.slug) ? now : (liveAt ?? now)).toISOString(),
        trip: meta.trip ?? null,
        counters: {
          like_count: meta.likes,
          bookmark_count: meta.bookmarks,
          comment_count: meta.comments,
          viewd_count: meta.views,
        },
      };
      const taxonomyIds = [
        ...meta.categories.map((c) => categoryIds.get(c)!),
        ...meta.tags.map((t) => tagIds.get(t)!),
      ];
      if (state === "live") {
        report[await upsertPost(trx, input, taxonomyIds)] += 1;
        live.add(post.slug);
      } else {
        const previewToken = previewTokenOf(input.id);
        pending.push({ slug: post.slug, state, liveAt, previewToken, file, input, taxonomyIds });
      }
    }
    await replacePendingPosts(trx, pending);
    report.drafts = pending.filter((p) => p.state === "draft").length;
    report.scheduled = pending.length - report.drafts;
    report.removed = await deleteImportedPostsExcept(
      trx,
      live,
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
