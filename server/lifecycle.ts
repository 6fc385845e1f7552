import path from "node:path";
import { closeDatabase, database, databaseReachable, db } from "#app/db/client.server.ts";
import { acquireDataDirLock } from "#app/db/lock.server.ts";
import { env, isPostgresUrl } from "#app/env.server.ts";
import { pageViewForwards } from "#app/features/analytics/forward.server.ts";
import { describeImport, importContent } from "#app/features/content/importer.server.ts";
import {
  confirmationMailQueue,
  welcomeMailQueue,
} from "#app/features/newsletter/newsletter.server.ts";
import { newsletterSecret } from "#app/features/newsletter/newsletter-token.server.ts";
import { contactMail } from "#app/features/pages/contact.server.ts";
import { settleMail, startMailRetries } from "#app/lib/mail-queue.server.ts";
import { contentVersion } from "#app/models/content-version.server.ts";
import { invalidateModelCaches } from "#app/models/memo.server.ts";
import { deleteOldForwards, rollUpPageViews } from "#app/models/page-views.server.ts";
import { pageCache } from "./cached-pages.ts";
import { watchContentVersion } from "./content-watch.ts";
import { closeRenderServer } from "./render-through.ts";

/** Releases the data directory's lock: set while this process holds it (SQLite only). */
let releaseLock: (() => void) | undefined;
/** Stops the content watch: set while watchContent runs. */
let stopWatchingContent: (() => void) | undefined;

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
  return `${opened.describe}; content: ${describeImport(report)}`;
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
  stopWatchingContent?.();
  stopWatchingContent = watchContentVersion({
    // Not while the database is away: a read then would take the circuit breaker's one trial
    // (app/db/postgres.server.ts) and keep it open after the database is back.
    read: async () => (databaseReachable() ? contentVersion(await db()) : undefined),
    intervalMs: CONTENT_CHECK_MS,
    onChange: async (version) => {
      invalidateModelCaches();
      const started = performance.now();
      const { renewed, dropped } = await pageCache.renewAfterChange(RENEWED_PAGES);
      console.log(
        `Content version ${version}: ${renewed} most visited pages rendered again in ${Math.round(performance.now() - started)} ms, ${dropped} older pages dropped`,
      );
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
    Promise.all([rollUpPageViews(), deleteOldForwards()]).catch((error) =>
      console.error(`Page views not rolled up: ${error instanceof Error ? error.message : error}`),
    );
  }, ROLL_UP_MS);
  rollUps.unref();
}

/** Lets mails in flight finish, closes the database and releases the data directory. */
export async function shutdown(): Promise<void> {
  stopWatchingContent?.();
  stopWatchingContent = undefined;
  clearInterval(rollUps);
  closeRenderServer();
  await settleMail();
  await closeDatabase();
  releaseLock?.();
  releaseLock = undefined;
}
