import { describe, expect, it } from "vitest";
import { commentStamp, stampTime } from "./comment-stamp.server.ts";

describe("comment form stamp", () => {
  it("gives back the time it was made, for its own post only", () => {
    const stamp = commentStamp("post-a", 1_780_000_000_000);
    expect(stampTime(stamp, "post-a")).toBe(1_780_000_000_000);
    expect(stampTime(stamp, "post-b")).toBeUndefined();
  });

  it("refuses a changed time, a made-up mac and junk", () => {
    const [, mac] = commentStamp("post-a", 1_780_000_000_000).split(".");
    expect(stampTime(`1780000000001.${mac}`, "post-a")).toBeUndefined();
    expect(stampTime(`1780000000000.${"A".repeat(43)}`, "post-a")).toBeUndefined();
    expect(stampTime("", "post-a")).toBeUndefined();
    expect(stampTime(["x"], "post-a")).toBeUndefined();
  });
});
