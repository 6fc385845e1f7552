import { describe, expect, it } from "vitest";
import { MAX_KEYS, memoised } from "#app/models/memo.server.ts";

describe("memoised", () => {
  it("answers a key from memory within the minute", async () => {
    const db = {};
    let loads = 0;
    const load = async () => ++loads;
    expect(await memoised(db, "authors", load)).toBe(1);
    expect(await memoised(db, "authors", load)).toBe(1);
    expect(loads).toBe(1);
  });

  it(`keeps at most ${MAX_KEYS} keys per database, whatever the number of distinct keys`, async () => {
    // A count per trip-finder filter: distinct filters must not each stay in memory for good.
    const db = {};
    let loads = 0;
    const load = async () => ++loads;
    await memoised(db, "count:first", load);
    for (let i = 0; i < MAX_KEYS; i++) await memoised(db, `count:${i}`, load);
    expect(loads).toBe(MAX_KEYS + 1);
    // The first key, least recently used, made room: asked again, it is loaded again.
    await memoised(db, "count:first", load);
    expect(loads).toBe(MAX_KEYS + 2);
  });
});
