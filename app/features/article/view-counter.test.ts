import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { OFFLINE_ANSWER_HEADER } from "#app/lib/offline.ts";
import { increaseViewCount, nextViewKey, viewCountUrl } from "./view-counter.ts";

const post = { id: "abc 1", index: 7 };

afterEach(() => vi.restoreAllMocks());

describe("viewCountUrl", () => {
  it("names the item and its partition key, encoded", () => {
    expect(viewCountUrl(post)).toBe("/api/IncreasePostViewedCount?itemId=abc+1&partitionKey=7");
  });
});

describe("increaseViewCount", () => {
  it("calls the counter once and reports success", async () => {
    const fetchImpl = vi.fn(async () => new Response("{}", { status: 200 }));
    expect(await increaseViewCount(post, fetchImpl)).toBe(true);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith(viewCountUrl(post), { cache: "no-store" });
  });
  it("only logs a failed status", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const fetchImpl = vi.fn(async () => new Response("{}", { status: 404 }));
    expect(await increaseViewCount(post, fetchImpl)).toBe(false);
    expect(log).toHaveBeenCalledTimes(1);
  });
  it("only logs a network error", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const fetchImpl = vi.fn(async () => {
      throw new TypeError("offline");
    });
    expect(await increaseViewCount(post, fetchImpl)).toBe(false);
    expect(log).toHaveBeenCalledTimes(1);
  });
  it("gives up without a word on the service worker's offline answer", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const fetchImpl = vi.fn(
      async () => new Response(null, { status: 503, headers: { [OFFLINE_ANSWER_HEADER]: "1" } }),
    );
    expect(await increaseViewCount(post, fetchImpl)).toBe(false);
    expect(log).not.toHaveBeenCalled();
  });
  it("sends nothing when the browser is offline", async () => {
    vi.stubGlobal("navigator", { onLine: false });
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    const fetchImpl = vi.fn(async () => new Response("{}", { status: 200 }));
    expect(await increaseViewCount(post, fetchImpl)).toBe(false);
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});

describe("nextViewKey", () => {
  it("counts the first view of a post", () => {
    expect(nextViewKey(null, post, "/single/a")).toBe("abc 1|/single/a");
  });
  it("does not count the same post on the same path twice", () => {
    expect(nextViewKey("abc 1|/single/a", post, "/single/a")).toBeNull();
  });
  it("counts another post, or the same post in another layout", () => {
    expect(nextViewKey("abc 1|/single/a", { id: "xyz" }, "/single/b")).toBe("xyz|/single/b");
    expect(nextViewKey("abc 1|/single/a", post, "/single-2/a")).toBe("abc 1|/single-2/a");
  });
});
