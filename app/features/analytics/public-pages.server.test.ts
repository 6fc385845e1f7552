import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "#app/routes.ts";
import { countedAs } from "./public-pages.server.ts";

/** The routes of app/routes.ts that answer URLs themselves (not the layouts around them). */
function leaves(entries: RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) =>
    entry.children?.length ? leaves(entry.children) : [entry.id ?? entry.file],
  );
}

describe("which routes' pages a page view may be of", () => {
  it("knows every route of app/routes.ts: a new one must be put in a list", () => {
    const all = leaves(routes);
    expect(all.length).toBeGreaterThan(60);
    expect(all.filter((route) => countedAs(route) === undefined)).toEqual([]);
  });

  it("never counts the URLs that carry a credential, the owners' figures, feeds or 404 pages", () => {
    for (const route of [
      "routes/article/preview",
      "routes/pages/unsubscribe",
      "routes/pages/resubscribe",
      "routes/comments/moderate",
      "routes/comments/reply",
      "routes/comments/stop",
      "routes/stats",
      "routes/feeds/rss",
      "routes/feeds/sitemap",
      "routes/api/page-views",
      "routes/page404",
      "routes/not-found",
      "archive-any",
    ]) {
      expect(countedAs(route), route).toBe("never");
    }
    expect(countedAs("routes/pages/about")).toBe("always");
    expect(countedAs("article-city")).toBe("checked");
    expect(countedAs("routes/author/author")).toBe("checked");
  });
});
