import { database, databaseReachable } from "#app/db/client.server.ts";
import { DatabaseUnavailableError } from "#app/db/database-unavailable.ts";
import type { PageView } from "#app/models/page-views.server.ts";

/*
 * Page views on their way to the database (docs/decisions/019-page-views-stored-in-batches.md):
 * recorded at once, stored together within PAGE_VIEW_FLUSH_MS. The rest of page views (the
 * salt, the roll-up, the figures) is app/models/page-views.server.ts.
 */

/** How long a recorded page view waits at most before it is stored (with the others waiting). */
export const PAGE_VIEW_FLUSH_MS = 100;
/** Views waiting that are stored at once, without waiting out PAGE_VIEW_FLUSH_MS. */
const FLUSH_ROWS = 500;
/** Views that may wait (a few MB); past this, recordPageView refuses until they are stored. */
const MAX_WAITING = 20_000;
/** After a failed write, when the views are tried again. */
const RETRY_MS = 2_000;

/** Page views recorded and not stored yet, oldest first (recordPageView, flushPageViews). */
let waiting: PageView[] = [];
let flushTimer: NodeJS.Timeout | undefined;
/** The write in flight: one at a time, so views are stored in the order they came. */
let writing: Promise<void> | undefined;

/**
 * Records one page view: it is stored, with every view recorded in the meantime, within
 * PAGE_VIEW_FLUSH_MS (one statement and one commit for all of them: with `synchronous=FULL` a
 * commit is an fsync, and a commit per view under a flood of beacons took a tenth of the cached
 * pages' throughput; docs/decisions/019-page-views-stored-in-batches.md). Throws a
 * DatabaseUnavailableError, and takes nothing, while the database is known to be away or while
 * MAX_WAITING views wait to be stored: the beacon answers 503. A failed write keeps its views and
 * tries them again; flushPageViews stores them now (shutdown, the stats, tests).
 */
export function recordPageView(view: PageView): void {
  if (!databaseReachable()) {
    throw new DatabaseUnavailableError("page views cannot be stored now", RETRY_MS / 1000);
  }
  if (waiting.length >= MAX_WAITING) {
    throw new DatabaseUnavailableError("page views are waiting to be stored", RETRY_MS / 1000);
  }
  waiting.push(view);
  if (waiting.length >= FLUSH_ROWS) flushSoon(0);
  else flushSoon(PAGE_VIEW_FLUSH_MS);
}

/** After a failed write: no timed write before this time (Date.now()). */
let retryAt = 0;

/** Arms the next write in `ms` (sooner than one already armed, never before retryAt). */
function flushSoon(ms: number): void {
  const delay = Math.max(ms, retryAt - Date.now());
  if (flushTimer && delay > 0) return;
  clearTimeout(flushTimer);
  flushTimer = setTimeout(() => {
    flushTimer = undefined;
    flushPageViews().then(
      () => {
        retryAt = 0;
      },
      (error) => {
        console.error(
          `Page views not stored yet (${waiting.length} waiting, tried again in ${RETRY_MS / 1000} s): ${error instanceof Error ? error.message : error}`,
        );
        retryAt = Date.now() + RETRY_MS;
        clearTimeout(flushTimer);
        flushTimer = undefined;
        flushSoon(RETRY_MS);
      },
    );
  }, delay);
  // Shutdown stores what waits (server/lifecycle.ts): the timer keeps no process alive.
  flushTimer.unref();
}

/** Stores every page view recorded so far; rejects as the write did (the views then wait on). */
export async function flushPageViews(): Promise<void> {
  while (writing) await writing.catch(() => {});
  if (waiting.length === 0) return;
  clearTimeout(flushTimer);
  flushTimer = undefined;
  const views = waiting;
  waiting = [];
  writing = storeViews(views)
    .catch((error) => {
      waiting = views.concat(waiting);
      throw error;
    })
    .finally(() => {
      writing = undefined;
    });
  await writing;
}

/** Rows a statement inserts at most (5 parameters each: well within both dialects' limits). */
const ROWS_PER_INSERT = 500;

async function storeViews(views: PageView[]): Promise<void> {
  const { db: k } = await database();
  if (views.length <= ROWS_PER_INSERT) {
    await k.insertInto("page_views").values(views).execute();
    return;
  }
  await k.transaction().execute(async (trx) => {
    for (let i = 0; i < views.length; i += ROWS_PER_INSERT) {
      await trx
        .insertInto("page_views")
        .values(views.slice(i, i + ROWS_PER_INSERT))
        .execute();
    }
  });
}
