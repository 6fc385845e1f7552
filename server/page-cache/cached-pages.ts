import * as build from "virtual:react-router/server-build";
import { databaseReachable } from "#app/db/client.server.ts";
import { env } from "#app/env.server.ts";
import { RenderBudget } from "#app/lib/render-budget.ts";
import { PageCache } from "./page-cache.ts";
import { pageKeys, readerPages } from "./page-key.ts";

/**
 * This process's page cache, the one instance: rendered anonymous pages, answered by the bare
 * Node handler in start.js on a hit, keyed by the query parameters each page reads, within
 * PAGE_CACHE_MB, misses limited per client. Filled through the Express app
 * (server/express-app.ts), emptied and renewed by content changes (server/lifecycle.ts).
 * PAGE_CACHE=off disables it (the benchmarks measure uncached rendering that way).
 */
export const pageCache = new PageCache({
  enabled: env().PAGE_CACHE === "on",
  maxBytes: env().PAGE_CACHE_MB * 1024 * 1024,
  canonicalUrl: pageKeys(build.routes),
  // While PostgreSQL is away, pages past their minute are still served (docs/design.md#security).
  renderable: databaseReachable,
  renders: new RenderBudget({
    perSecond: env().PAGE_RENDERS_PER_SECOND,
    burst: env().PAGE_RENDER_BURST,
  }),
});

/** The reader page a page-view beacon names, as the routes read it (server/page-cache/page-key.ts). */
export const readerPage = readerPages(build.routes);
