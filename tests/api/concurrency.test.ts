import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importContent } from "#app/features/content/importer.server.ts";
import type { PostCard } from "#app/lib/types.ts";
import { callApi } from "#tests/setup/api.ts";
import { DIALECTS, freshDatabase } from "#tests/setup/database.ts";

describe.each(DIALECTS)("concurrent writes on %s", (dialect) => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;

  beforeAll(async () => {
    fresh = await freshDatabase(dialect);
    await importContent(fresh.db, path.resolve("content"));
  });
  afterAll(async () => fresh.drop());

  it("100 concurrent sign-ups of one address in mixed case and spacing make exactly 1 row, all 2xx", async () => {
    const variants = [
      "Same.Person@Example.com",
      "same.person@example.com",
      "  SAME.PERSON@EXAMPLE.COM ",
      "same.Person@example.COM\t",
    ];
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        callApi(
          "POST",
          `/api/CreateNewSubscription?email=${encodeURIComponent(variants[i % variants.length]!)}`,
        ),
      ),
    );
    expect(results.map((r) => r.status).filter((s) => s < 200 || s > 299)).toEqual([]);
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    const rows = await fresh.db
      .selectFrom("subscriptions")
      .select("email")
      .where("email", "=", "same.person@example.com")
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("1,000 concurrent view counts raise the count by exactly 1,000", async () => {
    const [post] = (await callApi<PostCard[]>("GET", "/api/GetPosts")).body;
    const url = `/api/IncreasePostViewedCount?itemId=${post!.id}&partitionKey=${post!.index}`;
    const results = await Promise.all(
      Array.from({ length: 1000 }, () => callApi<{ viewdCount: number }>("GET", url)),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const after = await fresh.db
      .selectFrom("posts")
      .select("viewd_count")
      .where("id", "=", post!.id)
      .executeTakeFirstOrThrow();
    expect(Number(after.viewd_count)).toBe(post!.viewdCount + 1000);
    // Every call saw a distinct count: no two increments read the same value.
    expect(new Set(results.map((r) => r.body.viewdCount)).size).toBe(1000);
  });
});
