import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  KNOWN_PARAMS,
  knownSearchParams,
  MAX_PAGE,
  QUERY,
  type QuerySpec,
  querySpecOf,
  querySpecOfRoutes,
  readQuery,
} from "#app/lib/query-params.ts";

const known = (search: string, spec: QuerySpec | undefined) =>
  knownSearchParams(search, spec).toString();

describe("knownSearchParams", () => {
  it("drops parameters the page does not read", () => {
    expect(known("?utm_source=x&utm_medium=social&fbclid=1", QUERY.archive)).toBe("");
    expect(known("?z=1&page=2&n=3", QUERY.archive)).toBe("page=2");
    expect(known("?page=2", undefined)).toBe("");
  });
  it("puts the parameters in one order", () => {
    expect(known("?page=2&sort=viewed", QUERY.archive)).toBe("sort=viewed&page=2");
    expect(known("?sort=viewed&page=2", QUERY.archive)).toBe("sort=viewed&page=2");
  });
  it("keeps the first of repeated parameters, as the loaders' get() does", () => {
    expect(known("?page=1&page=2", QUERY.archive)).toBe("");
    expect(known("?page=3&page=2", QUERY.archive)).toBe("page=3");
  });
  it("drops defaults and values the page ignores, and normalises numbers", () => {
    expect(known("?page=1", QUERY.archive)).toBe("");
    expect(known("?page=abc", QUERY.archive)).toBe("");
    expect(known("?page=-4", QUERY.archive)).toBe("");
    expect(known("?page=0002", QUERY.archive)).toBe("page=2");
    expect(known("?page=2abc", QUERY.archive)).toBe("page=2");
    expect(known("?page=99999999999999999999999", QUERY.archive)).toBe(`page=${MAX_PAGE}`);
    expect(known("?sort=recent", QUERY.archive)).toBe("");
    expect(known("?sort=nonsense", QUERY.archive)).toBe("");
    expect(known("?sort=curated", QUERY.archive)).toBe("");
    expect(known("?sort=curated", QUERY.videoArchive)).toBe("sort=curated");
    expect(known("?all=2", QUERY.archive)).toBe("");
    expect(known("?all=1&page=3", QUERY.archive)).toBe("all=1");
    // `/?show=all&page=10` ... `page=99` were 90 cache entries of one page (issue 29, item 2).
    expect(known("?show=all&page=3", QUERY.home)).toBe("show=all");
    expect(known("?page=3", QUERY.home)).toBe("page=3");
    expect(known("?more=0", QUERY.author)).toBe("");
    expect(known("?more=9999", QUERY.author)).toBe("more=500");
  });
  it("keeps search terms as the search reads them", () => {
    expect(known("?q=%20lisbon%20", QUERY.search)).toBe("q=lisbon");
    expect(known("?q=", QUERY.search)).toBe("");
    expect(known(`?q=${"a".repeat(300)}`, QUERY.search)).toBe(`q=${"a".repeat(100)}`);
    expect(known("?q=x&sort=relevance", QUERY.search)).toBe("q=x");
    // An unknown sort means 'recent' on the search page, which differs from no sort.
    expect(known("?q=x&sort=bogus", QUERY.search)).toBe("q=x&sort=recent");
    expect(known("?tab=authors&tab=x", QUERY.search)).toBe("tab=authors");
    expect(known("?tab=x", QUERY.search)).toBe("");
  });
  it("writes a trip filter's number without leading zeros, other values as the page reads them", () => {
    expect(known("?age=05", QUERY.trips)).toBe("age=5");
    expect(known("?age=5&month=007&budget=02", QUERY.trips)).toBe("age=5&month=7&budget=2");
    expect(known("?country=pt&length=WEEK", QUERY.trips)).toBe("length=week&country=PT");
    // Invalid values reach the page as written (it answers 400 naming the filter).
    expect(known("?age=abc", QUERY.trips)).toBe("age=abc");
  });
  it("keeps the photo tour's parameters only while it is open", () => {
    expect(known("?modal=photo-tour&photoId=03", QUERY.article)).toBe("modal=photo-tour&photoId=3");
    expect(known("?photoId=3", QUERY.article)).toBe("");
    expect(known("?modal=other", QUERY.article)).toBe("");
    expect(known("?modal=photo-tour&photoId=123456", QUERY.article)).toBe("modal=photo-tour");
  });
  it("is idempotent: the canonical query of a canonical query is itself", () => {
    const value = fc.oneof(
      fc.string(),
      fc.integer({ min: -5, max: 2_000_000 }).map(String),
      fc.constantFrom("1", "all", "recent", "viewed", "curated", "relevance", "authors", " x "),
    );
    const name = fc.constantFrom(...KNOWN_PARAMS, "utm_source", "z");
    fc.assert(
      fc.property(fc.array(fc.tuple(name, value), { maxLength: 8 }), (pairs) => {
        for (const spec of Object.values(QUERY)) {
          const once = knownSearchParams(new URLSearchParams(pairs), spec).toString();
          expect(knownSearchParams(once, spec).toString()).toBe(once);
        }
      }),
    );
  });
});

describe("readQuery", () => {
  it("gives the loader each known parameter, canonical, or null", () => {
    expect(readQuery("http://x/archive/summary?page=02&z=1&sort=bogus", QUERY.archive)).toEqual({
      sort: null,
      page: "2",
      all: null,
    });
    expect(readQuery("http://x/search?q=+rome+&more=2", QUERY.search)).toEqual({
      q: "rome",
      sort: null,
      tab: null,
      more: "2",
    });
  });
});

describe("route handles", () => {
  it("find a route's spec, and merge a layout's with its page's", () => {
    expect(querySpecOf({ query: QUERY.home })).toBe(QUERY.home);
    expect(querySpecOf({ header: "search" })).toBeUndefined();
    expect(querySpecOf(undefined)).toBeUndefined();
    expect(querySpecOfRoutes([undefined, { header: "x" }])).toBeUndefined();
    expect(querySpecOfRoutes([undefined, { query: QUERY.author }])).toBe(QUERY.author);
    const merged = querySpecOfRoutes([{ query: QUERY.article }, { query: QUERY.archive }]);
    expect(known("?all=1&page=2&modal=photo-tour&photoId=1&z=1", merged)).toBe(
      "modal=photo-tour&photoId=1&all=1",
    );
  });
});

/**
 * The table is the only way a page reads its query string: a parameter read anywhere else would
 * not be in the cache key, so two different pages would share one entry (or the page would never
 * see it, the cache renders from the canonical URL).
 */
describe("every query parameter the app reads is in the table", () => {
  const root = path.resolve(import.meta.dirname, "..");
  const files = fs
    .readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => f.split(path.sep).join("/"))
    // The /api calls validate their own query with zod (parseQuery) and are never cached; the
    // page-view figures read the URLs readers viewed (utm_source, the finder's filters), never
    // a request's.
    .filter((f) => !f.startsWith("features/api/") && f !== "lib/http.server.ts")
    .filter(
      (f) =>
        ![
          "features/analytics/page-view.server.ts",
          "features/analytics/trip-filter-stats.ts",
        ].includes(f),
    )
    // The service worker reads React Router's own route-manifest request (`version`), no page's.
    .filter((f) => f !== "features/offline/service-worker.ts");
  const source = (f: string) => fs.readFileSync(path.join(root, f), "utf8");

  it("finds the app's sources", () => {
    expect(files).toContain("features/archive/archive.tsx");
  });

  it("reads no search parameter directly, only through readQuery/knownSearchParams", () => {
    const direct = files.filter(
      (f) => f !== "lib/query-params.ts" && /\.searchParams\b|useSearchParams\(\)/.test(source(f)),
    );
    // The photo tour writes the URL (setSearchParams) and reads only `modal` and `photoId`.
    expect(direct).toEqual(["features/article/photo-tour-host.tsx"]);
  });

  it("names only known parameters in get()/has() on URL parameters", () => {
    const unknown: string[] = [];
    for (const f of files) {
      for (const m of source(f).matchAll(
        /\b(\w*params|live|current|known|query)\.(?:get|getAll|has)\(\s*["'`]([^"'`]+)["'`]/gi,
      )) {
        if (!KNOWN_PARAMS.has(m[2]!)) unknown.push(`${f}: ${m[0]}`);
      }
    }
    expect(unknown).toEqual([]);
  });

  it("declares the spec it reads in the route's handle", () => {
    const missing: string[] = [];
    for (const f of files) {
      for (const m of source(f).matchAll(/readQuery\([^,]+,\s*QUERY\.(\w+)\)/g)) {
        const spec = m[1]!;
        // A data helper (home-data.server.ts) is checked in the routes that import it.
        const base = path.basename(f).replace(/\.tsx?$/, "");
        const routes = f.endsWith(".server.ts")
          ? files.filter(
              (r) =>
                r.startsWith("features/") &&
                !r.endsWith(".server.ts") &&
                source(r).includes(`/${base}.ts"`),
            )
          : [f];
        expect(routes.length, f).toBeGreaterThan(0);
        for (const r of routes) {
          if (!new RegExp(`handle = \\{[^}]*query: QUERY\\.${spec}\\b`).test(source(r))) {
            missing.push(`${r} reads QUERY.${spec} (${f})`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
