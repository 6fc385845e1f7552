import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { ReaderPage } from "#app/features/analytics/public-pages.server.ts";
import routes from "#app/routes.ts";
import { type RouteEntry, readerPages } from "#server/page-cache/page-key.ts";

/**
 * The server build's route manifest (`build.routes`) made from app/routes.ts, each route with the
 * `handle` and `loader` of its module: what server/page-cache/page-key.ts reads of it.
 */
async function manifest(): Promise<Record<string, RouteEntry>> {
  const entries: RouteEntry[] = [{ id: "root", path: "", module: {} }];
  const add = async (list: RouteConfigEntry[], parentId: string) => {
    for (const entry of list) {
      const id = entry.id ?? entry.file;
      const module = (await import(/* @vite-ignore */ path.resolve("app", entry.file))) as {
        handle?: unknown;
        loader?: unknown;
      };
      entries.push({
        id,
        parentId,
        path: entry.path,
        index: entry.index,
        caseSensitive: entry.caseSensitive,
        module: { handle: module.handle, loader: module.loader },
      });
      await add(entry.children ?? [], id);
    }
  };
  await add(routes, "root");
  return Object.fromEntries(entries.map((r) => [r.id, r]));
}

let pages: Promise<(url: string) => ReaderPage | undefined> | undefined;

/**
 * What the server gives the page-view beacon's load context as `readerPage` (server/app.ts:
 * `readerPages(build.routes)`), for a route module called directly, as the API tests call them.
 */
export function serverReaderPages(): Promise<(url: string) => ReaderPage | undefined> {
  pages ??= manifest().then(readerPages);
  return pages;
}
