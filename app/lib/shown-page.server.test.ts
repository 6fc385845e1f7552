import { describe, expect, it } from "vitest";
import { QUERY } from "#app/lib/query-params.ts";
import {
  canonicalPageUrl,
  redirectToCanonicalPage,
  redirectToShown,
  shownPageUrl,
} from "#app/lib/shown-page.server.ts";

const base = "http://localhost";

describe("shownPageUrl", () => {
  it("points a page past the last one at the last page, the other known parameters kept", () => {
    expect(
      shownPageUrl(`${base}/trips?page=50&age=05&utm_source=x`, QUERY.trips, { page: "3" }),
    ).toBe("/trips?age=5&page=3");
    expect(
      shownPageUrl(`${base}/archive/summary?page=9&sort=viewed`, QUERY.archive, { page: "1" }),
    ).toBe("/archive/summary?sort=viewed");
  });
  it("is undefined when the URL asks for what is shown, whatever else it holds", () => {
    expect(shownPageUrl(`${base}/trips?page=3&z=1`, QUERY.trips, { page: "3" })).toBeUndefined();
    expect(shownPageUrl(`${base}/trips?page=1`, QUERY.trips, { page: "1" })).toBeUndefined();
    expect(shownPageUrl(`${base}/?show=all&page=10`, QUERY.home, { page: "1" })).toBeUndefined();
    expect(shownPageUrl(`${base}/search?q=x&more=2`, QUERY.search, { more: "2" })).toBeUndefined();
  });
  it("lowers 'Show me more' steps to those that show everything", () => {
    expect(shownPageUrl(`${base}/search?q=x&more=40`, QUERY.search, { more: "0" })).toBe(
      "/search?q=x",
    );
    expect(
      shownPageUrl(`${base}/author/emma?more=9&page=1`, QUERY.author, { page: "1", more: "2" }),
    ).toBe("/author/emma?more=2");
  });
});

describe("redirectToShown", () => {
  it("throws a temporary redirect (the last page moves as posts are published)", () => {
    let thrown: unknown;
    try {
      redirectToShown(`${base}/trips?page=1000000`, QUERY.trips, { page: "2" });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/trips?page=2");
    expect(() => redirectToShown(`${base}/trips?page=2`, QUERY.trips, { page: "2" })).not.toThrow();
  });
});

describe("canonicalPageUrl", () => {
  it("points a page asked at another path to its href, with the page's known parameters", () => {
    expect(
      canonicalPageUrl(
        `${base}/archive/3/nonsense?page=2&sort=viewed&z=1`,
        QUERY.archive,
        "/archive/3/beach",
      ),
    ).toBe("/archive/3/beach?sort=viewed&page=2");
    expect(canonicalPageUrl(`${base}/archive-3/3?page=2`, undefined, "/archive-3/3/beach")).toBe(
      "/archive-3/3/beach",
    );
    expect(canonicalPageUrl(`${base}/author/daniel`, QUERY.author, "/author/Daniel")).toBe(
      "/author/Daniel",
    );
  });
  it("is undefined at the page's own path, whatever the query, percent-encoding included", () => {
    expect(
      canonicalPageUrl(`${base}/author/Daniel?page=9&z=1`, QUERY.author, "/author/Daniel"),
    ).toBeUndefined();
    expect(
      canonicalPageUrl(`${base}/author/Zo%C3%AB`, QUERY.author, "/author/Zoë"),
    ).toBeUndefined();
    expect(canonicalPageUrl(`${base}/author/zo%C3%AB`, QUERY.author, "/author/Zoë")).toBe(
      "/author/Zo%C3%AB",
    );
  });
  it("never leads off the site, whatever the href holds", () => {
    expect(canonicalPageUrl(`${base}/author/x`, undefined, "//evil.example/x")).toBe("/x");
  });
});

describe("redirectToCanonicalPage", () => {
  it("throws a permanent redirect", () => {
    let thrown: unknown;
    try {
      redirectToCanonicalPage(`${base}/author/daniel?more=1`, QUERY.author, "/author/Daniel");
    } catch (error) {
      thrown = error;
    }
    const response = thrown as Response;
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/author/Daniel?more=1");
    expect(() =>
      redirectToCanonicalPage(`${base}/author/Daniel`, QUERY.author, "/author/Daniel"),
    ).not.toThrow();
  });
});
