import { afterEach, describe, expect, it, vi } from "vitest";
import { DatabaseUnavailableError } from "#app/db/database-unavailable.ts";
import type { PageView } from "#app/models/page-views.server.ts";
import { createPageViewQueue } from "#app/services/page-view-queue.server.ts";

const view = (path: string): PageView => ({
  day: "2026-11-22",
  path,
  source: "",
  device: "desktop",
  visitor: "a",
  search_term: "",
  search_results: 0,
});

const settings = { flushMs: 100, flushRows: 3, maxWaiting: 5, retryMs: 2_000 };

/** A queue on a fake write (it records each batch, or fails while `failing`) and a fake clock. */
function fakeQueue(options: { reachable?: boolean } = {}) {
  const batches: string[][] = [];
  const clock = { ms: 0, failing: false };
  const logged: string[] = [];
  const queue = createPageViewQueue({
    write: async (views) => {
      if (clock.failing) throw new Error("disk full");
      batches.push(views.map((v) => v.path));
    },
    now: () => clock.ms,
    settings,
    reachable: () => options.reachable ?? true,
    log: (message) => logged.push(message),
  });
  return { queue, batches, clock, logged };
}

describe("createPageViewQueue", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("stores the views recorded within flushMs together, in one write", async () => {
    vi.useFakeTimers();
    const { queue, batches } = fakeQueue();
    queue.record(view("/"));
    queue.record(view("/about"));
    await vi.advanceTimersByTimeAsync(99);
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toEqual([["/", "/about"]]);
  });

  it("writes at once when flushRows views wait", async () => {
    vi.useFakeTimers();
    const { queue, batches } = fakeQueue();
    for (const path of ["/a", "/b", "/c"]) queue.record(view(path));
    await vi.advanceTimersByTimeAsync(0);
    expect(batches).toEqual([["/a", "/b", "/c"]]);
  });

  it("keeps the views of a failed write, in order, and tries them again after retryMs", async () => {
    vi.useFakeTimers();
    const { queue, batches, clock, logged } = fakeQueue();
    clock.failing = true;
    queue.record(view("/"));
    await vi.advanceTimersByTimeAsync(100);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain("1 waiting, tried again in 2 s");
    clock.failing = false;
    queue.record(view("/about"));
    // No timed write before retryAt, however soon the next view asks for one.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(batches).toEqual([["/", "/about"]]);
  });

  it("flush stores what waits now, and rejects as the write did", async () => {
    const { queue, batches, clock } = fakeQueue();
    await queue.flush();
    expect(batches).toEqual([]);
    queue.record(view("/"));
    clock.failing = true;
    await expect(queue.flush()).rejects.toThrow("disk full");
    clock.failing = false;
    await queue.flush();
    expect(batches).toEqual([["/"]]);
  });

  it("refuses a view while maxWaiting wait, or while the database is away", async () => {
    const { queue, clock } = fakeQueue();
    clock.failing = true;
    for (let i = 0; i < settings.maxWaiting; i++) queue.record(view(`/${i}`));
    expect(() => queue.record(view("/one-more"))).toThrow(DatabaseUnavailableError);
    await expect(queue.flush()).rejects.toThrow();
    const away = fakeQueue({ reachable: false });
    expect(() => away.queue.record(view("/"))).toThrow("page views cannot be stored now");
  });
});
