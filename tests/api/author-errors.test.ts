import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loader } from "#app/features/author/author.tsx";
import { importContent } from "#app/features/content/importer.server.ts";
import { errorView } from "#app/lib/error-page.ts";
import { freshDatabase } from "#tests/setup/database.ts";

/**
 * docs/spec.md#errors: when the author page's calls fail, it shows 'Sorry, something went wrong:
 * {message}' with the call's message ('Error fetching author posts'...), never the error's own.
 */
describe("the author page when its calls fail", () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    fresh = await freshDatabase("sqlite");
    await importContent(fresh.db, path.resolve("content"));
  });
  afterAll(async () => fresh.drop());

  const load = (slug: string) =>
    loader({
      params: { slug },
      request: new Request(`http://localhost/author/${slug}`),
      context: {},
    } as Parameters<typeof loader>[0]).then(
      () => undefined,
      (error: unknown) => error,
    );

  it("loads the author while the data is there", async () => {
    expect(await load("Daniel")).toBeUndefined();
  });

  it("answers 500 with 'Error fetching author posts' when the posts cannot be read", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      await sql`drop table post_taxonomies`.execute(fresh.db);
      // Another author than the first test's: the links of the cards read there are kept in
      // memory (app/models/memo.server.ts), so Daniel's page would not read the table again.
      // What the loader throws (data(...)) is what the boundary sees as an error response.
      const thrown = (await load("Sofia")) as { data: unknown; init: ResponseInit };
      const view = errorView(
        {
          status: thrown.init.status,
          statusText: thrown.init.statusText,
          internal: false,
          data: thrown.data,
        },
        false,
      );
      expect(view).toMatchObject({
        status: 500,
        heading: "Sorry, something went wrong: Error fetching author posts",
      });
      // The real error is logged for the owners, not shown.
      expect(JSON.stringify(view)).not.toContain("post_taxonomies");
      expect(String(logged.mock.calls[0]?.[1])).toContain("post_taxonomies");
    } finally {
      logged.mockRestore();
    }
  });
});
