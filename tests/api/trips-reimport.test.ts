import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { importContent } from "#app/features/content/importer.server.ts";
import type { Trip } from "#app/lib/trips.ts";
import type { Post } from "#app/lib/types.ts";
import { listPosts } from "#app/models/posts.server.ts";
import { countTrips, tripFacets } from "#app/models/trips.server.ts";
import { callApi } from "#tests/setup/api.ts";
import { DIALECTS } from "#tests/setup/database.ts";
import { bruteForce, postFile, tripFacts } from "#tests/setup/trips.ts";

/**
 * Trip facts on each dialect after the content changes: a changed or removed trip block, a
 * deleted post file (tests/setup/trips.ts holds the content).
 */

describe.each(DIALECTS)("trip facts on %s: re-import", (dialect) => {
  const facts = tripFacts(dialect);
  const { ids, hrefs, write, fixture, tripRows, fixtureTrips } = facts;

  it("updates a changed trip on re-import, keeping live counters; removes a removed one", async () => {
    const slug = "lisbon-long-weekend";
    const id = ids.get(slug)!;
    const post = fixture(slug);
    const before = (await listPosts()).find((p) => p.id === id)!;
    const viewed = await callApi<{ viewdCount: number }>(
      "GET",
      `/api/IncreasePostViewedCount?itemId=${id}&partitionKey=${before.index}`,
    );
    expect(viewed.body.viewdCount).toBe(before.viewdCount + 1);
    await facts.db.updateTable("posts").set({ like_count: 4242 }).where("id", "=", id).execute();
    const weekCount = await countTrips({ length: "week" });

    const changed: Trip = {
      ...post.trip!,
      destination: "Lisbon and Sintra",
      days: 6,
      months: [5, 9],
      budget: 1,
      gettingThere: "Train from Porto",
    };
    write(post, postFile({ ...post, trip: changed }));
    try {
      expect(await importContent(facts.db, facts.dir)).toMatchObject({ created: 0, removed: 0 });
      const after = (
        await callApi<Post>("GET", `/api/GetPostByPathname?pathname=${hrefs.get(slug)}`)
      ).body;
      expect(after.trip).toEqual(changed);
      expect(after.viewdCount).toBe(before.viewdCount + 1);
      expect(after.like.count).toBe(4242);
      expect(after.index).toBe(before.index);
      expect(await countTrips({ length: "week" })).toBe(weekCount + 1);
      expect(await countTrips({ month: 4, country: "PT" })).toBe(
        bruteForce(fixtureTrips(), { month: 4, country: "PT" }).count - 1,
      );

      // The block removed: no row, trip null, counts without it.
      write(post, postFile({ ...post, trip: null }));
      await importContent(facts.db, facts.dir);
      expect((await tripRows()).map((r) => r.post_id)).not.toContain(id);
      const untripped = await callApi<Post>(
        "GET",
        `/api/GetPostByPathname?pathname=${hrefs.get(slug)}`,
      );
      expect(untripped.body.trip).toBeNull();
      expect(untripped.body.like.count).toBe(4242);
      const others = fixtureTrips().filter((t) => t.id !== id);
      expect(await countTrips({})).toBe(others.length);
      expect(await tripFacets({ country: "PT" })).toEqual(
        bruteForce(others, { country: "PT" }).facets,
      );
    } finally {
      write(post);
    }
    await importContent(facts.db, facts.dir);
    expect((await listPosts()).find((p) => p.id === id)?.trip).toEqual(post.trip);
  });

  it("removes the trip of a post whose file is deleted", async () => {
    const post = fixture("kyoto-in-spring");
    const id = ids.get(post.slug)!;
    fs.rmSync(path.join(facts.dir, "posts", `${post.slug}.md`));
    try {
      expect(await importContent(facts.db, facts.dir)).toMatchObject({ removed: 1 });
      expect((await tripRows()).map((r) => r.post_id)).not.toContain(id);
      const others = fixtureTrips().filter((t) => t.id !== id);
      expect(await countTrips({})).toBe(others.length);
      expect(await countTrips({ country: "JP" })).toBe(0);
      expect((await tripFacets({})).country.map((c) => c.code)).not.toContain("JP");
      const orphans = await facts.db
        .selectFrom("post_trips")
        .leftJoin("posts", "posts.id", "post_trips.post_id")
        .select("post_trips.post_id")
        .where("posts.id", "is", null)
        .execute();
      expect(orphans).toEqual([]);
    } finally {
      write(post);
    }
    expect(await importContent(facts.db, facts.dir)).toMatchObject({ created: 1 });
    // Its id is derived from its slug: the same post again.
    expect((await tripRows()).map((r) => r.post_id)).toContain(id);
  });
});
