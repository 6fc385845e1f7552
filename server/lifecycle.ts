import path from "node:path";
import { closeDatabase, database, databaseReachable, db } from "#app/db/client.server.ts";
import { acquireDataDirLock } from "#app/db/lock.server.ts";
import { env, isPostgresUrl } from "#app/env.server.ts";
import { pageViewForwards } from "#app/features/analytics/forward.server.ts";
import { commentMail, purgeRejectedComments } from "#app/features/comments/moderation.server.ts";
import { ContentProblems } from "#app/features/content/content-error.server.ts";
import {
  describeImport,
  describePendingPosts,
} from "#app/features/content/import-report.server.ts";
import { importContent } from "#app/features/content/importer.server.ts";
import {
  confirmationMailQueue,
  welcomeMailQueue,
} from "#app/features/newsletter/newsletter.server.ts";
import { newsletterSecret } from "#app/features/newsletter/newsletter-token.server.ts";
import { contactMail } from "#app/features/pages/contact.public.server.ts";
import { commentsSignature, postsDecidedSince } from "#app/models/comments.server.ts";
import { contentVersion } from "#app/models/content-version.server.ts";
import { invalidateModelCaches } from "#app/models/memo.server.ts";
import { deleteOldForwards } from "#app/models/page-view-forwards.server.ts";
import { rollUpPageViews } from "#app/models/page-views.server.ts";
import { listPendingPosts, nextGoLive, publishDuePosts } from "#app/models/pending-posts.server.ts";
import { pageViewQueue, settleMail, startMailRetries } from "#app/services/wiring.server.ts";
import { watchContentFiles as watchFiles } from "./content-files-watch.ts";
import { watchContentVersion } from "./content-watch.ts";
import { pageCache } from "./page-cache/cached-pages.ts";
import { closeRenderServer } from "./page-cache/render-through.ts";

/** Releases the data directory's lock: set while this process holds it (SQLite only). */
let releaseLock: (() => void) | undefined;
/** The content version's watch: set while watchContent runs. */
let contentWatch: ReturnType<typeof watchContentVersion> | undefined;
/** The comments' watch: set while watchContent runs. */
let commentsWatch: ReturnType<typeof watchContentVersion<string>> | undefined;

/**
 * Opens and migrates the database, then imports content/ (idempotent). Returns a line for the log.
 */
export async function prepare(
  options: { contentDir?: string; importContent?: boolean } = {},
): Promise<string> {
  const config = env();
  if (!isPostgresUrl(config.DATABASE_URL)) releaseLock = acquireDataDirLock(config.DATA_DIR);
  const opened = await database();
  // With mail on, made once (if unset) before any worker starts: every process signs with the
  // same secret, and an unwritable DATA_DIR stops the start with a clear message.
  if (config.SMTP_URL) newsletterSecret();
  if (options.importContent === false) return opened.describe;
  const contentDir = options.contentDir ?? path.resolve(config.CONTENT_DIR);
  let imported: string;
  try {
    const report = await importContent(opened.db, contentDir);
    imported = describeImport(report);
    for (const problem of report.problems) console.error(problem.message);
  } catch (error) {
    // A content problem never stops the site: it serves what it has, the watch imports the fix.
    if (!(error instanceof ContentProblems)) throw error;
    console.error(`${notImported(error)}:\n${error.message}`);
    imported = "not imported, the site as it was (problems above)";
  }
  pageCache.invalidate();
  for (const line of describePendingPosts(await listPendingPosts())) console.log(line);
  return `${opened.describe}; content: ${imported}`;
}

/** The first line of the log of an import refused whole. */
function notImported(error: ContentProblems): string {
  const count = error.problems.length;
  return `Content not imported (the site is as it was), ${count} problem${count === 1 ? "" : "s"}`;
}

/** Stops the watch of CONTENT_DIR's files (and its import under way): set while it runs. */
let stopWatchingFiles: (() => Promise<void>) | undefined;

/**
 * Imports CONTENT_DIR again whenever its files change (unless CONTENT_WATCH=off), as at start: a
 * post file with a problem is left as it was and its problem logged, `file:line: reason`, the
 * rest imported (a problem in authors.json or taxonomies.json leaves the whole site as it was);
 * fixing it imports it. start.js starts it in the one process that imported at start (alone, or
 * the primary of WORKERS); the processes that serve see the new content version (watchContent).
 * Answers whether it watches.
 */
export function watchContentFiles(): boolean {
  void stopWatchingFiles?.();
  stopWatchingFiles = undefined;
  const config = env();
  if (config.CONTENT_WATCH === "off") return false;
  const dir = path.resolve(config.CONTENT_DIR);
  stopWatchingFiles = watchFiles({
    dir,
    onChange: async (signal) => {
      const started = performance.now();
      try {
        const report = await importContent(await db(), dir, { signal });
        console.log(
          `Content changed: imported in ${Math.round(performance.now() - started)} ms: ${describeImport(report)}`,
        );
        for (const problem of report.problems) console.error(problem.message);
        for (const line of describePendingPosts(await listPendingPosts())) console.log(line);
        // This process serves too (no WORKERS): its pages now, not at the next look.
        await contentWatch?.checkNow();
      } catch (error) {
        console.error(
          error instanceof ContentProblems
            ? `${notImported(error)}:\n${error.message}`
            : `Content changed but not imported: ${error instanceof Error ? error.message : error}`,
        );
      }
    },
  });
  return true;
}

/** The content changed: drop the models' caches and renew the page cache (see watchContent). */
async function renewPages(version: number): Promise<void> {
  invalidateModelCaches();
  const started = performance.now();
  const { renewed, dropped } = await pageCache.renewAfterChange(RENEWED_PAGES);
  console.log(
    `Content version ${version}: ${renewed} most visited pages rendered again in ${Math.round(performance.now() - started)} ms, ${dropped} older pages dropped`,
  );
  armPublishing();
}

/** The longest a serving process waits before it looks at the schedule again. */
const PUBLISH_CHECK_MS = 30_000;
let publishTimer: NodeJS.Timeout | undefined;
let publishing = false;

/**
 * Scheduled posts go live by themselves (app/models/pending-posts.server.ts): each serving
 * process wakes at the next post's time (or every 30 s at the latest, for schedules another
 * process imported) and moves the posts due into `posts`; only one process can move each. The
 * content version it bumps renews every process's pages (watchContent).
 */
export function armPublishing(): void {
  clearTimeout(publishTimer);
  publishTimer = setTimeout(publishDue, 0);
  publishTimer.unref();
}

async function publishDue(): Promise<void> {
  if (publishing) return;
  publishing = true;
  let wait = PUBLISH_CHECK_MS;
  try {
    if (databaseReachable()) {
      const published = await publishDuePosts();
      if (published.length > 0) console.log(`Scheduled posts now live: ${published.join(", ")}`);
      const next = await nextGoLive();
      if (next) wait = Math.min(wait, Math.max(0, next.getTime() - Date.now()) + 20);
    }
  } catch (error) {
    console.error(
      `Scheduled posts not published yet: ${error instanceof Error ? error.message : error}`,
    );
  } finally {
    publishing = false;
  }
  clearTimeout(publishTimer);
  publishTimer = setTimeout(publishDue, wait);
  publishTimer.unref();
}

/**
 * The mail retry loop (contact messages, newsletter welcomes and confirmations, the page-view
 * forwards, and the comments' mails): start.js starts it in each process that serves (not a primary).
 */
export function startMailQueues(): void {
  startMailRetries([
    contactMail,
    welcomeMailQueue,
    confirmationMailQueue,
    pageViewForwards,
    commentMail,
  ]);
}

/** How often a serving process looks for an import made by another process. */
const CONTENT_CHECK_MS = 2_000;
/** The most visited pages rendered again after such an import, before the old ones are dropped. */
const RENEWED_PAGES = 50;

/**
 * Watches the content's version (migration 009): when another process has imported content, the
 * model caches are dropped, and the page cache renders its most visited pages again before it
 * drops the pages rendered before the import (PageCache.renewAfterChange). start.js starts it in
 * each process that serves.
 */
export function watchContent(): void {
  contentWatch?.stop();
  contentWatch = watchContentVersion({
    // Not while the database is away: a read then would take the circuit breaker's one trial
    // (app/db/postgres.server.ts) and keep it open after the database is back.
    read: async () => (databaseReachable() ? contentVersion(await db()) : undefined),
    intervalMs: CONTENT_CHECK_MS,
    onChange: renewPages,
  });
  watchComments();
}

/** How often a serving process looks at the comments' signature (two cheap reads). */
const COMMENTS_CHECK_MS = 1_000;

/**
 * Readers' comments go live within 2 s of an owner's decision, in whatever process
 * made it (the mail link's, `npm run comments`): each serving process watches the comments'
 * signature, and renders again only the pages that show a decided post (its article and the cards
 * with its count). A deletion names no post (its row is gone): then the pages are renewed as after
 * an import.
 */
function watchComments(): void {
  commentsWatch?.stop();
  let seen: string | undefined;
  commentsWatch = watchContentVersion<string>({
    read: async () => {
      if (!databaseReachable()) return undefined;
      const { signature, decidedAt } = await commentsSignature();
      seen ??= decidedAt;
      return signature;
    },
    intervalMs: COMMENTS_CHECK_MS,
    onChange: async () => {
      const since = seen ?? "";
      const { decidedAt } = await commentsSignature();
      seen = decidedAt;
      const paths = await postsDecidedSince(since);
      if (paths.length === 0) {
        await pageCache.renewAfterChange(RENEWED_PAGES);
        return;
      }
      for (const path of paths) await pageCache.renewShowing(path);
    },
  });
}

/** How often a serving process rolls finished days' page views up (any process may: it is safe). */
const ROLL_UP_MS = 15 * 60_000;
let rollUps: NodeJS.Timeout | undefined;

/**
 * Rolls up the page views of finished days now and then (app/models/page-views.server.ts), so the
 * raw records stay a day's worth: start.js starts it in each process that serves. `npm run stats`
 * and /stats roll up too before they count.
 */
export function rollUpPageViewsNowAndThen(): void {
  clearInterval(rollUps);
  rollUps = setInterval(() => {
    if (!databaseReachable()) return;
    Promise.all([pageViewQueue.flush().then(() => rollUpPageViews()), deleteOldForwards()]).catch(
      (error) =>
        console.error(
          `Page views not rolled up: ${error instanceof Error ? error.message : error}`,
        ),
    );
  }, ROLL_UP_MS);
  rollUps.unref();
}

/** How often a serving process deletes the rejected comments past their 30 days. */
const PURGE_MS = 24 * 60 * 60_000;
let purges: NodeJS.Timeout | undefined;

/**
 * Deletes the rejected comments decided more than 30 days ago (docs/privacy.md), at
 * start and then daily: start.js starts it in each process that serves (any process may: a
 * deletion is idempotent).
 */
export function purgeRejectedCommentsDaily(): void {
  clearInterval(purges);
  const purge = () => {
    if (!databaseReachable()) return;
    purgeRejectedComments()
      .then((deleted) => {
        if (deleted > 0) console.log(`Rejected comments past 30 days deleted: ${deleted}`);
      })
      .catch((error) =>
        console.error(
          `Rejected comments not purged: ${error instanceof Error ? error.message : error}`,
        ),
      );
  };
  purge();
  purges = setInterval(purge, PURGE_MS);
  purges.unref();
}

/**
 * Lets mails in flight finish, stores the page views waiting, closes the database and releases
 * the data directory (`keepLock`: not yet; a primary of WORKERS on SQLite holds it for its
 * workers while they serve).
 */
export async function shutdown(options: { keepLock?: boolean } = {}): Promise<void> {
  contentWatch?.stop();
  contentWatch = undefined;
  commentsWatch?.stop();
  commentsWatch = undefined;
  // An import under way stops at its next step, rolled back, before the database closes.
  await stopWatchingFiles?.();
  stopWatchingFiles = undefined;
  clearTimeout(publishTimer);
  clearInterval(rollUps);
  clearInterval(purges);
  closeRenderServer();
  await settleMail();
  await pageViewQueue
    .flush()
    .catch((error) =>
      console.error(
        `Page views not stored at shutdown: ${error instanceof Error ? error.message : error}`,
      ),
    );
  await closeDatabase();
  if (options.keepLock) return;
  releaseLock?.();
  releaseLock = undefined;
}
