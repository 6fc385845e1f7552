import { describe, expect, it, vi } from "vitest";
import { cachedList, LIST_CACHE_SECONDS, readCached, timestampKey } from "./list-cache.ts";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { "Content-Type": "application/json" } });

describe("the list cache", () => {
  it("fetches on a miss and stores the body under the path with a timestamp", async () => {
    const storage = memoryStorage();
    const fetch = vi.fn(async () => json([{ id: 1 }]));
    const value = await cachedList("/api/GetPosts", { storage, now: () => 1_000, fetch });
    expect(value).toEqual([{ id: 1 }]);
    expect(fetch).toHaveBeenCalledWith("/api/GetPosts");
    expect(storage.map.get("/api/GetPosts")).toBe('[{"id":1}]');
    expect(storage.map.get(timestampKey("/api/GetPosts"))).toBe("1000");
  });

  it("reuses the stored copy while it is younger than 86400 s", async () => {
    const storage = memoryStorage();
    const fetch = vi.fn(async () => json(["fresh"]));
    await cachedList("/api/GetAuthors", { storage, now: () => 0 + 1, fetch });
    const later = 1 + (LIST_CACHE_SECONDS - 1) * 1000;
    expect(await cachedList("/api/GetAuthors", { storage, now: () => later, fetch })).toEqual([
      "fresh",
    ]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("refetches and stores again once the copy is a day old", async () => {
    const storage = memoryStorage();
    let n = 0;
    const fetch = vi.fn(async () => json([++n]));
    await cachedList("/api/GetTaxonomies", { storage, now: () => 1, fetch });
    const dayLater = 1 + LIST_CACHE_SECONDS * 1000;
    expect(await cachedList("/api/GetTaxonomies", { storage, now: () => dayLater, fetch })).toEqual(
      [2],
    );
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(storage.map.get(timestampKey("/api/GetTaxonomies"))).toBe(String(dayLater));
  });

  it("ignores a corrupt entry or timestamp, and keeps paths apart", () => {
    const storage = memoryStorage();
    storage.setItem("/api/GetPosts", "{not json");
    storage.setItem(timestampKey("/api/GetPosts"), "5");
    expect(readCached("/api/GetPosts", storage, 10)).toBeUndefined();
    storage.setItem("/api/GetAuthors", "[1]");
    storage.setItem(timestampKey("/api/GetAuthors"), "soon");
    expect(readCached("/api/GetAuthors", storage, 10)).toBeUndefined();
    expect(readCached("/api/GetTaxonomies", storage, 10)).toBeUndefined();
  });

  it("throws on a failed request and stores nothing", async () => {
    const storage = memoryStorage();
    const fetch = vi.fn(async () => json({ error: "down" }, 500));
    await expect(cachedList("/api/GetPosts", { storage, now: () => 1, fetch })).rejects.toThrow(
      /500/,
    );
    expect(storage.map.size).toBe(0);
  });

  it("shares one request between callers asking at the same time", async () => {
    const storage = memoryStorage();
    const fetch = vi.fn(async () => json(["once"]));
    const [a, b] = await Promise.all([
      cachedList("/api/GetPosts", { storage, now: () => 1, fetch }),
      cachedList("/api/GetPosts", { storage, now: () => 1, fetch }),
    ]);
    expect(a).toEqual(["once"]);
    expect(b).toEqual(["once"]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("works without storage (server, private mode)", async () => {
    const fetch = vi.fn(async () => json([]));
    expect(await cachedList("/api/GetPosts", { storage: null, fetch })).toEqual([]);
  });
});
