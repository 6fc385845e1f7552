import { describe, expect, it } from "vitest";
import { QUERY } from "#app/lib/query-params.ts";
import { dataPagePath, pageKeys, type RouteEntry, readerPages } from "./page-key.ts";

const loader = () => null;
/** A route manifest shaped like the server build's (build.routes), after app/routes.ts. */
const ROUTES: Record<string, RouteEntry> = Object.fromEntries(
  (
    [
      { id: "root", path: "", module: { loader } },
      { id: "routes/site-layout", parentId: "root", module: {} },
      {
        id: "routes/home",
        parentId: "routes/site-layout",
        index: true,
        module: { loader, handle: { query: QUERY.home } },
      },
      { id: "routes/pages/login", parentId: "routes/site-layout", path: "login", module: {} },
      {
        id: "archive-summary",
        parentId: "routes/site-layout",
        path: "archive/summary",
        module: { loader, handle: { query: QUERY.archive } },
      },
      {
        id: "archive-taxonomy",
        parentId: "routes/site-layout",
        path: "archive/:id/:slug?",
        module: { loader, handle: { query: QUERY.archive } },
      },
      {
        id: "routes/search/search",
        parentId: "routes/site-layout",
        path: "search",
        module: { loader, handle: { query: QUERY.search } },
      },
      {
        id: "article-city",
        parentId: "routes/site-layout",
        path: "city/:year/:slug",
        module: { loader, handle: { query: QUERY.article } },
      },
      { id: "routes/not-found", parentId: "routes/site-layout", path: "*", module: { loader } },
    ] as RouteEntry[]
  ).map((r) => [r.id, r]),
);

const key = pageKeys(ROUTES);

describe("pageKeys", () => {
  it("keeps a URL without a query as it is", () => {
    expect(key("/archive/summary")).toBe("/archive/summary");
    expect(key("/")).toBe("/");
  });
  it("keeps only the parameters the matched page reads, canonical", () => {
    expect(key("/archive/summary?z=1")).toBe("/archive/summary");
    expect(key("/archive/summary?utm_source=fb&utm_medium=social")).toBe("/archive/summary");
    expect(key("/archive/summary?page=2&sort=viewed&fbclid=x")).toBe(
      "/archive/summary?sort=viewed&page=2",
    );
    expect(key("/archive/summary?page=1&page=2")).toBe("/archive/summary");
    expect(key("/archive/12/beach?all=1&page=4")).toBe("/archive/12/beach?all=1");
    expect(key("/?page=3&sort=viewed")).toBe("/?page=3");
    expect(key("/search?q=%20Lisbon+&tab=authors&x=1")).toBe("/search?q=Lisbon&tab=authors");
    expect(key("/city/2024/lisbon?modal=photo-tour&photoId=2&utm_id=1")).toBe(
      "/city/2024/lisbon?modal=photo-tour&photoId=2",
    );
    // Pages that read no parameter: none kept.
    expect(key("/login?n=1")).toBe("/login");
    expect(key("/no/such/page?page=2")).toBe("/no/such/page");
    expect(key("/archive/summary?")).toBe("/archive/summary");
  });
  it("keys .data URLs by the page's parameters and the loaders they run", () => {
    expect(key("/login.data?_routes=root&n=1")).toBe("/login.data");
    expect(key("/archive/summary.data?z=1&_routes=archive-summary")).toBe(
      "/archive/summary.data?_routes=archive-summary",
    );
    // Every matched loader named is the same as no _routes; unknown ids do not count.
    expect(key("/archive/summary.data?_routes=root,archive-summary")).toBe("/archive/summary.data");
    expect(key("/archive/summary.data?_routes=archive-summary,nope,routes/home")).toBe(
      "/archive/summary.data?_routes=archive-summary",
    );
    expect(key("/archive/summary.data?_routes=nope")).toBe("/archive/summary.data");
    expect(key("/_root.data?page=2&_routes=routes/home&x=1")).toBe(
      "/_root.data?page=2&_routes=routes%2Fhome",
    );
    expect(key("/search.data?q=rome&_routes=routes/search/search")).toBe(
      "/search.data?q=rome&_routes=routes%2Fsearch%2Fsearch",
    );
    // _routes means nothing on a page URL.
    expect(key("/archive/summary?_routes=archive-summary")).toBe("/archive/summary");
  });
  it("is idempotent (a miss renders from the key, and the key of the key is the key)", () => {
    for (const url of [
      "/archive/summary?page=2&sort=viewed&fbclid=x",
      "/archive/summary.data?z=1&_routes=archive-summary",
      "/search?q=%20Lisbon+&tab=authors&x=1",
      "/_root.data?page=2&_routes=routes/home&x=1",
    ]) {
      expect(key(key(url))).toBe(key(url));
    }
  });
});

describe("dataPagePath", () => {
  it("reads .data paths as React Router does", () => {
    expect(dataPagePath("/_root.data")).toBe("/");
    expect(dataPagePath("/archive/summary.data")).toBe("/archive/summary");
    expect(dataPagePath("/archive/summary/.data")).toBe("/archive/summary");
  });
});

describe("readerPages", () => {
  const page = readerPages(ROUTES);
  it("reads a beacon's URL as the routes do: route, parameters, canonical path and query", () => {
    expect(page("/Archive/Summary/?page=2&z=1&utm_source=x")).toEqual({
      route: "archive-summary",
      params: {},
      pathname: "/archive/summary",
      search: "?page=2",
    });
    expect(page("/CITY/2024/Old-Town")).toEqual({
      route: "article-city",
      params: { year: "2024", slug: "Old-Town" },
      pathname: "/city/2024/Old-Town",
      search: "",
    });
    expect(page("/archive/3/beach")?.params).toEqual({ id: "3", slug: "beach" });
    // A path no page answers is the 404 route's: the beacon counts it as no page.
    expect(page("/no/such/page")?.route).toBe("routes/not-found");
  });
  it("is undefined for what no reader page is: private URLs in any case, the API, .data", () => {
    for (const url of [
      "/Stats",
      "/STATS/",
      "/Preview/abc",
      "/unsubscribe/1.x",
      "/sitemap.xml",
      "/api/GetPosts",
      "/archive/summary.data",
      "//evil.example/x",
      "about",
    ]) {
      expect(page(url), url).toBeUndefined();
    }
  });
});
