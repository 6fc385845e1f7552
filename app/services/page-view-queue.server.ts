import { DatabaseUnavailableError } from "#app/db/database-unavailable.ts";
import type { PageView } from "#app/models/page-views.server.ts";

/*
 * Page views on their way to the database (docs/decisions/019-page-views-stored-in-batches.md):
 * recorded at once, stored together within `flushMs`. The queue is built from what it uses (its
 * write, its clock, its settings), so a test builds its own; app/services/wiring.server.ts builds
 * the site's, on the database.
 */

export interface PageViewQueueSettings {
  /** How long a recorded page view waits at most before it is stored (with the others waiting). */
  flushMs: number;
  /** Views waiting that are stored at once, without waiting out flushMs. */
  flushRows: number;
  /** Views that may wait; past this, record refuses until they are stored. */
  maxWaiting: number;
  /** After a failed write, when the views are tried again. */
  retryMs: number;
}

/** The site's settings: a view waits 100 ms at most, 20,000 views (a few MB) wait at most. */
export const PAGE_VIEW_QUEUE_SETTINGS: PageViewQueueSettings = {
  flushMs: 100,
  flushRows: 500,
  maxWaiting: 20_000,
  retryMs: 2_000,
};

export interface PageViewQueue {
  /**
   * Records one page view: stored, with every view recorded in the meantime, within flushMs
   * (one statement and one commit for all of them: with `synchronous=FULL` a commit is an fsync,
   * and a commit per view under a flood of beacons took a tenth of the cached pages' throughput).
   * Throws a DatabaseUnavailableError, and takes nothing, while the database is known to be away
   * or while maxWaiting views wait: the beacon answers 503. A failed write keeps its views and
   * tries them again.
   */
  record(view: PageView): void;
  /** Stores every view recorded so far; rejects as the write did (the views then wait on). */
  flush(): Promise<void>;
}

export function createPageViewQueue(deps: {
  /** Stores views, in one statement or transaction; rejects when it could not. */
  write: (views: PageView[]) => Promise<void>;
  /** The clock, in ms (Date.now). */
  now: () => number;
  settings: PageViewQueueSettings;
  /** Whether the database is reachable as far as is known (true when absent). */
  reachable?: () => boolean;
  /** Where a failed timed write is told (console.error when absent). */
  log?: (message: string) => void;
}): PageViewQueue {
  const { write, now, settings } = deps;
  const log = deps.log ?? console.error;
  /** Page views recorded and not stored yet, oldest first. */
  let waiting: PageView[] = [];
  let flushTimer: NodeJS.Timeout | undefined;
  /** The write in flight: one at a time, so views are stored in the order they came. */
  let writing: Promise<void> | undefined;
  /** After a failed write: no timed write before this time (now()). */
  let retryAt = 0;

  function record(view: PageView): void {
    if (deps.reachable && !deps.reachable()) {
      throw new DatabaseUnavailableError(
        "page views cannot be stored now",
        settings.retryMs / 1000,
      );
    }
    if (waiting.length >= settings.maxWaiting) {
      throw new DatabaseUnavailableError(
        "page views are waiting to be stored",
        settings.retryMs / 1000,
      );
    }
    waiting.push(view);
    flushSoon(waiting.length >= settings.flushRows ? 0 : settings.flushMs);
  }

  /** Arms the next write in `ms` (sooner than one already armed, never before retryAt). */
  function flushSoon(ms: number): void {
    const delay = Math.max(ms, retryAt - now());
    if (flushTimer && delay > 0) return;
    clearTimeout(flushTimer);
    flushTimer = setTimeout(() => {
      flushTimer = undefined;
      flush().then(
        () => {
          retryAt = 0;
        },
        (error) => {
          log(
            `Page views not stored yet (${waiting.length} waiting, tried again in ${settings.retryMs / 1000} s): ${error instanceof Error ? error.message : error}`,
          );
          retryAt = now() + settings.retryMs;
          clearTimeout(flushTimer);
          flushTimer = undefined;
          flushSoon(settings.retryMs);
        },
      );
    }, delay);
    // Shutdown stores what waits (server/lifecycle.ts): the timer keeps no process alive.
    flushTimer.unref();
  }

  async function flush(): Promise<void> {
    while (writing) await writing.catch(() => {});
    if (waiting.length === 0) return;
    clearTimeout(flushTimer);
    flushTimer = undefined;
    const views = waiting;
    waiting = [];
    writing = write(views)
      .catch((error) => {
        waiting = views.concat(waiting);
        throw error;
      })
      .finally(() => {
        writing = undefined;
      });
    await writing;
  }

  return { record, flush };
}
