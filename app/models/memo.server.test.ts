import { describe, expect, it } from "vitest";
import { invalidateModelCaches, KeyedMemo, MAX_KEYS, memoised } from "#app/models/memo.server.ts";

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

describe("KeyedMemo", () => {
  /** A load that answers each key with its length and counts what it was asked. */
  function counted() {
    const asked: string[][] = [];
    const load = async (keys: string[]) => {
      asked.push(keys);
      return new Map(keys.map((key) => [key, key.length]));
    };
    return { asked, load };
  }

  it("loads only the keys it does not hold, and answers every key", async () => {
    const memo = new KeyedMemo<number>(100);
    const db = {};
    const { asked, load } = counted();
    expect([...(await memo.get(db, ["a", "bb"], load))]).toEqual([
      ["a", 1],
      ["bb", 2],
    ]);
    expect([...(await memo.get(db, ["bb", "ccc", "a"], load))]).toEqual([
      ["bb", 2],
      ["a", 1],
      ["ccc", 3],
    ]);
    expect(asked).toEqual([["a", "bb"], ["ccc"]]);
    // Another database has its own.
    await memo.get({}, ["a"], load);
    expect(asked).toHaveLength(3);
  });

  it("forgets everything when content changes", async () => {
    const memo = new KeyedMemo<number>(100);
    const db = {};
    const { asked, load } = counted();
    await memo.get(db, ["a"], load);
    invalidateModelCaches();
    await memo.get(db, ["a"], load);
    expect(asked).toEqual([["a"], ["a"]]);
  });

  it("keeps at most its number of keys", async () => {
    const memo = new KeyedMemo<number>(2);
    const db = {};
    const { asked, load } = counted();
    await memo.get(db, ["a", "b", "c"], load);
    await memo.get(db, ["a"], load);
    expect(asked).toEqual([["a", "b", "c"], ["a"]]);
  });

  it("refuses a load that leaves a key out", async () => {
    const memo = new KeyedMemo<number>(10);
    await expect(memo.get({}, ["a", "b"], async () => new Map([["a", 1]]))).rejects.toThrow(/b/);
  });
});
