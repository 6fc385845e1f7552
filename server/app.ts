/**
 * The server build's entry (vite.config.ts: `build.rollupOptions.input` of the SSR build), and
 * what server/start.js loads, from the build or through Vite (docs/decisions/001-server-entry.md):
 * the pieces start.js uses, each from the module whose job it is.
 */

export { shareRateLimitsWithWorkers } from "#app/services/rate-limits.server.ts";
export { redirectNonCanonical } from "./canonical-redirect.ts";
export { createApp } from "./express-app.ts";
export { guardServer } from "./guards/guard-server.ts";
export {
  armPublishing,
  prepare,
  purgeRejectedCommentsDaily,
  rollUpPageViewsNowAndThen,
  shutdown,
  startMailQueues,
  watchContent,
  watchContentFiles,
} from "./lifecycle.ts";
export { pageCache } from "./page-cache/cached-pages.ts";
export { answerBeacon } from "./page-view-beacons.ts";
/** The primary's back-off for restarting workers (server/start.js). */
export { restartDelay } from "./restart-backoff.ts";
export { settings } from "./settings.ts";
