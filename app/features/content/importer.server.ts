import path from "node:path";
import type { Kysely } from "kysely";
import { isDataRefused } from "#app/db/connection-errors.ts";
import type { DB } from "#app/db/schema.ts";
import { archiveHref } from "#app/lib/archive-path.ts";
import { authorHref } from "#app/lib/post-href.ts";
import {
  type AuthorInput,
  deleteAuthorsExcept,
  storedAuthors,
  upsertAuthor,
} from "#app/models/authors.server.ts";
import { bumpContentVersion } from "#app/models/content-version.server.ts";
import { invalidateModelCaches } from "#app/models/memo.server.ts";
import {
  listPendingPosts,
  type NewPendingPost,
  replacePendingPosts,
} from "#app/models/pending-posts.server.ts";
import {
  contentHashOf,
  deleteImportedPostsExcept,
  postsBySlug,
  upsertPost,
} from "#app/models/post-writes.server.ts";
import {
  deleteTaxonomiesExcept,
  storedTaxonomies,
  type TaxonomyInput,
  upsertTaxonomy,
} from "#app/models/taxonomies.server.ts";
import { refreshTripSummary } from "#app/models/trips.server.ts";
import { checkContent } from "./content-check.server.ts";
import { ContentError, ContentProblems } from "./content-error.server.ts";
import type { ImportReport } from "./import-report.server.ts";
import { pacer } from "./pace.server.ts";
import type { ParsedPost } from "./post-markdown.server.ts";
import { postIdFor, postRowOf, stateOf } from "./post-row.server.ts";
import { previewTokenOf } from "./preview-token.server.ts";

/**
 * The work of one transaction of an import's posts, ms: short enough that a commit (synchronous
 * on SQLite) and the wait of the requests between two transactions stay a few milliseconds.
 */
const WRITE_MS = 20;

/**
 * The content hash this process last made of each parsed post (readPosts hands back the same
 * ParsedPost while its file is unchanged), with what else it was made of (hashInputs).
 */
const writtenHashes = new WeakMap<ParsedPost, { of: string; contentHash: string }>();

/** Whether the database's row has every field of `input` as it is. */
function sameFields<T extends object>(input: T, stored: T): boolean {
  return (Object.keys(input) as (keyof T)[]).every((key) => input[key] === stored[key]);
}
/**
 * Imports content/ into the database: idempotent (upsert by slug), never touching the live
 * counters of existing posts, and a mirror of the files: a post whose file is gone (deleted or
 * renamed) is deleted, and so are authors and taxonomies gone from the files once no post uses
 * them. Posts the importer did not make (the benchmark seeder's) are kept. Drafts and posts
 * scheduled for later are kept apart (app/models/pending-posts.server.ts), public nowhere, and a
 * post that was public and is now a draft or scheduled leaves `posts`. Everything is parsed and
 * checked before anything is written, and written in one transaction. A post file with a problem
 * (malformed, unreadable, not a regular file, too large) is left as it was: its post stays as the
 * last import wrote it (or absent, for a new file), and the report lists the problem; every
 * other file is imported. A problem in authors.json, taxonomies.json or the posts folder imports
 * nothing and removes nothing: ContentProblems lists every problem found.
 *
 * It yields to the event loop every 10 ms of work (pacer: the requests of a serving process wait
 * no longer, whatever the number or size of the posts), and stops at its next step once `signal`
 * aborts, its transaction rolled back (a server stopping).
 */
export async function importContent(
  k: Kysely<DB>,
  dir = "content",
  options: { publicDir?: string; now?: Date; signal?: AbortSignal } = {},
): Promise<ImportReport> {
  const now = options.now ?? new Date();
  const pace = pacer({ signal: options.signal });
  const checked = await checkContent(dir, options.publicDir, pace);
  if (!checked.content) throw new ContentProblems(checked.problems);
  const { problems } = checked;
  const { authors, taxonomies, posts, durations } = checked.content;
  // The posts of the files at fault stay as they were, live or pending.
  const untouched = new Set(problems.map((p) => path.basename(p.file, ".md")));
  const authorKeys = new Set(authors.map((a) => a.key));
  const categoryIds = new Map(taxonomies.categories.map((t) => [t.slug, t.id]));
  const tagIds = new Map(taxonomies.tags.map((t) => [t.slug, t.id]));
  const allIds = [...taxonomies.categories, ...taxonomies.tags].map((t) => t.id);

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
    problems: [...problems],
  };
  // The authors and taxonomies first: the posts refer to them. Only those that differ from what
  // the database holds are written (two reads instead of 36 upserts: on a busy PostgreSQL those
  // took 16-220 ms of a one-file save's 2 s).
  const authorInputs: AuthorInput[] = authors.map((a) => ({
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
  }));
  const taxonomyInputs: TaxonomyInput[] = (
    [
      ["category", taxonomies.categories],
      ["tag", taxonomies.tags],
    ] as const
  ).flatMap(([kind, list]) =>
    list.map((t) => ({ ...t, kind, href: archiveHref({ taxonomy: t }) })),
  );
  const [storedA, storedT] = await Promise.all([storedAuthors(k), storedTaxonomies(k)]);
  const authorIds = new Map<string, number>();
  const changedAuthors = authorInputs.filter((input) => {
    const stored = storedA.get(input.author_id);
    if (stored && sameFields(input, stored)) authorIds.set(input.author_id, stored.id);
    return !authorIds.has(input.author_id);
  });
  const changedTaxonomies = taxonomyInputs.filter((input) => {
    const stored = storedT.get(input.id);
    return !(stored && sameFields(input, stored));
  });
  if (changedAuthors.length + changedTaxonomies.length > 0) {
    await k.transaction().execute(async (trx) => {
      for (const input of changedAuthors) {
        authorIds.set(input.author_id, await upsertAuthor(trx, input));
      }
      for (const input of changedTaxonomies) await upsertTaxonomy(trx, input);
    });
  }
  // A draft or scheduled post that goes live with this import went live now; any other post
  // new to the site at its time (the newsletter's "new": app/models/newsletter.server.ts).
  const wasPending = new Set((await listPendingPosts(k)).map((p) => p.slug));
  const known = await postsBySlug(k);
  const pending: NewPendingPost[] = [];
  const live = new Set<string>();

  /** The row of the post at `i` and its taxonomy links, and whether it is live now. */
  const rowOf = async (i: number) => {
    const { file, post } = posts[i]!;
    const row = postRowOf(post, {
      now,
      authorIds,
      categoryIds,
      tagIds,
      mediaDuration: durations[i] ?? null,
      wentLiveNow: wasPending.has(post.slug),
    });
    // The row of a long post takes a while to make (~20 ms at 2 MB), and its hash as long: each
    // is a step of its own.
    await pace();
    const contentHash = contentHashOf(row.input, row.taxonomyIds);
    await pace();
    writtenHashes.set(post, { of: hashInputs(i), contentHash });
    return { file, slug: post.slug, contentHash, ...row };
  };
  /** What a post's content hash depends on besides its file: its author's, taxonomies' ids, duration. */
  const hashInputs = (i: number) => {
    const { meta } = posts[i]!.post;
    const ids = [
      authorIds.get(meta.author),
      ...meta.categories.map((c) => categoryIds.get(c)),
      ...meta.tags.map((t) => tagIds.get(t)),
    ];
    return JSON.stringify([ids, durations[i] ?? null]);
  };

  // Drafts and scheduled posts wait for pending_posts; a live post whose content is what the
  // database holds (its content hash) needs no write: an import after a one-file edit writes one
  // post, and opens no transaction for the others (on a busy PostgreSQL, a BEGIN and a COMMIT
  // for each of 100 unchanged posts made a saved change wait over 2 s). A live post whose file
  // (the same parse: readPosts keeps it while the file is unchanged) and ids are those of the
  // hash this process made last time is not made into a row again: after a one-file edit, 87 of
  // 88 posts cost a lookup instead of a row and a hash (65-580 ms of a loaded machine's import).
  const toWrite: Awaited<ReturnType<typeof rowOf>>[] = [];
  for (let i = 0; i < posts.length; i++) {
    // A post known unchanged is a little work (its state now: a time zone's date), but 3,000 of
    // them without a yield held every reader 1.9 s.
    await pace();
    const { post } = posts[i]!;
    const earlier = writtenHashes.get(post);
    if (
      earlier &&
      earlier.of === hashInputs(i) &&
      known.get(post.slug)?.content_hash === earlier.contentHash &&
      stateOf(post, now).state === "live"
    ) {
      report.updated += 1;
      live.add(post.slug);
      continue;
    }
    const row = await rowOf(i);
    if (row.state !== "live") {
      const previewToken = previewTokenOf(row.input.id);
      const { file, slug, state, liveAt, input, taxonomyIds } = row;
      pending.push({ slug, state, liveAt, previewToken, file, input, taxonomyIds });
    } else if (known.get(row.slug)?.content_hash === row.contentHash) {
      report.updated += 1;
      live.add(row.slug);
    } else {
      toWrite.push(row);
    }
  }

  // The posts to write in short transactions, the event loop served between them: on SQLite a
  // commit is synchronous, and one of 3,000 new posts (35 MB of WAL written, synced and
  // checkpointed) held every request 150-300 ms, and the write lock, which other processes wait
  // for, for seconds.
  const left = new Set<number>();
  for (let next = 0; next < toWrite.length; ) {
    let at = next;
    const written: { slug: string; done: "created" | "updated" }[] = [];
    try {
      next = await k.transaction().execute(async (trx) => {
        const started = performance.now();
        for (
          ;
          at < toWrite.length && (at === next || performance.now() - started < WRITE_MS);
          at++
        ) {
          if (left.has(at)) continue;
          const { slug, input, taxonomyIds, contentHash } = toWrite[at]!;
          const done = await upsertPost(trx, input, taxonomyIds, known, contentHash);
          written.push({ slug, done });
          // A long post's row takes a while to write (~20 ms at 2 MB).
          await pace();
        }
        return at;
      });
    } catch (error) {
      // A post the database refuses (PostgreSQL's search index of a post of 2 MB of distinct
      // words passes its 1 MB limit) is left as it was, the others of its transaction written
      // again; anything else stops the import (the posts written so far stay: the next import
      // finishes the work).
      if (!isDataRefused(error) || at >= toWrite.length) throw error;
      const { file, slug } = toWrite[at]!;
      const reason = error instanceof Error ? error.message : String(error);
      report.problems.push(new ContentError(file, undefined, `not stored: ${reason}`));
      untouched.add(slug);
      left.add(at);
      continue;
    }
    for (const { slug, done } of written) {
      report[done] += 1;
      live.add(slug);
    }
    await pace();
  }

  // Then, at once, what leaves the folder's image: the drafts and scheduled posts, the posts,
  // authors and taxonomies gone, the trips' summary, and the new content version (every
  // process's pages renewed).
  await k.transaction().execute(async (trx) => {
    await replacePendingPosts(trx, pending, untouched);
    report.removed = await deleteImportedPostsExcept(
      trx,
      new Set([...live, ...untouched]),
      (id, slug) => id === postIdFor(slug),
    );
    report.removedAuthors = await deleteAuthorsExcept(trx, [...authorKeys]);
    report.removedTaxonomies = await deleteTaxonomiesExcept(trx, allIds);
    await refreshTripSummary(trx);
    await bumpContentVersion(trx);
  });
  report.drafts = pending.filter((p) => p.state === "draft").length;
  report.scheduled = pending.length - report.drafts;
  invalidateModelCaches();
  return report;
}
