import { describe, expect, it } from "vitest";
import { QUERY } from "#app/lib/query-params.ts";
import { redirectToShown, shownPageUrl } from "#app/lib/shown-page.server.ts";

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
