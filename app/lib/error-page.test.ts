import { data, type MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { errorMeta, errorView, fetchFailed, notFound, notFoundView } from "#app/lib/error-page.ts";

/** What a loader's thrown `data(...)` is by the time a boundary sees it. */
function thrown(value: ReturnType<typeof data>) {
  return {
    status: value.init?.status ?? 200,
    statusText: (value.init as { statusText?: string } | undefined)?.statusText ?? "",
    internal: false,
    data: value.data,
  };
}

function robots(tags: MetaDescriptor[]) {
  return (tags.find((t) => "name" in t && t.name === "robots") as { content?: string })?.content;
}

describe("errorView", () => {
  it("names what a loader did not find, and anything else 404 is the 404 page", () => {
    expect(errorView(thrown(notFound("article")), false)).toEqual(notFoundView("article"));
    expect(errorView(thrown(notFound("author")), false)).toEqual(notFoundView("author"));
    expect(errorView(thrown(data("gone", { status: 404 })), false)).toEqual(notFoundView("page"));
    expect(errorView(thrown(data({ notFound: "toString" }, { status: 404 })), false)).toEqual(
      notFoundView("page"),
    );
  });

  it("shows a thrown response's status and status text, never its body", () => {
    const view = errorView(
      thrown(data("secret detail", { status: 418, statusText: "I'm a teapot" })),
      false,
    );
    expect(view).toEqual({ kind: "unexpected", status: 418, detail: "418 I'm a teapot" });
  });

  it("keeps a thrown error's message out of production, and shows it in development", () => {
    const error = new Error("no such table: posts_fts");
    expect(errorView(error, false)).toEqual({
      kind: "unexpected",
      status: 500,
      detail: "500 Internal Server Error",
    });
    expect(errorView("a string", false)).toMatchObject({ detail: "500 Internal Server Error" });
    expect(errorView(error, true)).toMatchObject({ detail: "no such table: posts_fts" });
  });

  it("makes a 503 the 'right back' page", () => {
    expect(errorView(thrown(data("x", { status: 503 })), false)).toEqual({
      kind: "unavailable",
      status: 503,
    });
  });
});

describe("fetchFailed", () => {
  it("shows a failed call with docs/spec.md's 'Sorry, something went wrong: {message}'", () => {
    const view = errorView(thrown(fetchFailed("Error fetching author posts")), false);
    expect(view).toEqual({
      kind: "unexpected",
      status: 500,
      detail: "500 Internal Server Error",
      heading: "Sorry, something went wrong: Error fetching author posts",
    });
    expect(errorMeta(view)).toContainEqual({
      title: "Sorry, something went wrong: Error fetching author posts · Wanderlust",
    });
  });
  it("shows only its own messages: any other `failed` body is the plain fallback", () => {
    const view = errorView(
      thrown(
        data(
          { failed: "secret: no such table" },
          { status: 500, statusText: "Internal Server Error" },
        ),
      ),
      false,
    );
    expect(view).toEqual({ kind: "unexpected", status: 500, detail: "500 Internal Server Error" });
  });
});

describe("errorMeta", () => {
  it("titles a missing article 'Article not found' and keeps it out of the index", () => {
    const tags = errorMeta(notFoundView("article"));
    expect(tags).toContainEqual({ title: "Article not found · Wanderlust" });
    expect(robots(tags)).toBe("noindex");
  });

  it("titles the author's and the page's 404 and other errors, all out of the index", () => {
    expect(errorMeta(notFoundView("author"))).toEqual([
      { title: "Author information not found · Wanderlust" },
      { name: "robots", content: "noindex" },
    ]);
    expect(errorMeta(notFoundView("page"))).toEqual([
      { title: "Page not found · Wanderlust" },
      { name: "robots", content: "noindex" },
    ]);
    const unexpected = errorMeta({ kind: "unexpected", status: 500, detail: "500" });
    expect(unexpected).toContainEqual({ title: "Unexpected Application Error! · Wanderlust" });
    expect(robots(unexpected)).toBe("noindex");
  });
});
