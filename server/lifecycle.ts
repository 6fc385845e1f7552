import path from "node:path";
import { closeDatabase, database, databaseReachable, db } from "#app/db/client.server.ts";
import { acquireDataDirLock } from "#app/db/lock.server.ts";
import { env, isPostgresUrl } from "#app/env.server.ts";
import { pageViewForwards } from "#app/features/analytics/forward.server.ts";
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
import { contactMail } from "#app/features/pages/contact.server.ts";
import { settleMail, startMailRetries } from "#app/lib/mail-queue.server.ts";
import { contentVersion } from "#app/models/content-version.server.ts";
import { invalidateModelCaches } from "#app/models/memo.server.ts";
import { deleteOldForwards } from "#app/models/page-view-forwards.server.ts";
import { flushPageViews } from "#app/models/page-view-writes.server.ts";
import { rollUpPageViews } from "#app/models/page-views.server.ts";
import { listPendingPosts, nextGoLive, publishDuePosts } from "#app/models/pending-posts.server.ts";
import { pageCache } from "./cached-pages.ts";
import { watchContentFiles as watchFiles } from "./content-files-watch.ts";
import { watchContentVersion } from "./content-watch.ts";
import { closeRenderServer } from "./render-through.ts";

/** Releases the data directory's lock: set while this process holds it (SQLite only). */
let releaseLock: (() => void) | undefined;
/** The content version's watch: set while watchContent runs. */
let contentWatch: ReturnType<typeof watchContentVersion> | undefined;

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
  const report = await importContent(opened.db, contentDir);
  pageCache.invalidate();
  for (const line of describePendingPosts(await listPendingPosts())) console.log(line);
  return `${opened.describe}; content: ${describeImport(report)}`;
}

/** Stops the watch of CONTENT_DIR's files: set while watchContentFiles runs. */
let stopWatchingFiles: (() => void) | undefined;

/**
 * Imports CONTENT_DIR again whenever its files change (unless CONTENT_WATCH=off), all or nothing
 * as at start: a broken file leaves the site as it was and logs every problem, `file:line:
 * reason`; fixing it imports it. start.js starts it in the one process that imported at start
 * (alone, or the primary of WORKERS); the processes that serve see the new content version
 * (watchContent). Answers whether it watches.
 */
export function watchContentFiles(): boolean {
  stopWatchingFiles?.();
  stopWatchingFiles = undefined;
  const config = env();
  if (config.CONTENT_WATCH === "off") return false;
  const dir = path.resolve(config.CONTENT_DIR);
  stopWatchingFiles = watchFiles({
    dir,
    onChange: async () => {
      const started = performance.now();
      try {
        const report = await importContent(await db(), dir);
        console.log(
          `Content changed: imported in ${Math.round(performance.now() - started)} ms: ${describeImport(report)}`,
        );
        for (const line of describePendingPosts(await listPendingPosts())) console.log(line);
        // This process serves too (no WORKERS): its pages now, not at the next look.
        await contentWatch?.checkNow();
      } catch (error) {
        const problems = error instanceof ContentProblems ? error.problems : undefined;
        console.error(
          problems
            ? `Content changed but not imported (the site is as it was), ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n${error instanceof Error ? error.message : error}`
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
 * The mail retry loop (contact messages, newsletter welcomes and confirmations, and the page-view
 * forwards): start.js starts it in each process that serves (not a primary).
 */
export function startMailQueues(): void {
  startMailRetries([contactMail, welcomeMailQueue, confirmationMailQueue, pageViewForwards]);
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
    Promise.all([rollUpPageViews(), deleteOldForwards()]).catch((error) =>
      console.error(`Page views not rolled up: ${error instanceof Error ? error.message : error}`),
    );
  }, ROLL_UP_MS);
  rollUps.unref();
}

/** Lets mails in flight finish, stores the page views waiting, closes the database and releases the data directory. */
export async function shutdown(): Promise<void> {
  contentWatch?.stop();
  contentWatch = undefined;
  stopWatchingFiles?.();
  stopWatchingFiles = undefined;
  clearTimeout(publishTimer);
  clearInterval(rollUps);
  closeRenderServer();
  await settleMail();
  await flushPageViews().catch((error) =>
    console.error(
      `Page views not stored at shutdown: ${error instanceof Error ? error.message : error}`,
    ),
  );
  await closeDatabase();
  releaseLock?.();
  releaseLock = undefined;
}
