import { describe, expect, it } from "vitest";
import { formatDuration } from "./format-time.ts";

describe("formatDuration", () => {
  it("formats seconds for the player", () => {
    expect(formatDuration(0)).toBe("0:00");
    expect(formatDuration(65.7)).toBe("1:05");
    expect(formatDuration(3725)).toBe("1:02:05");
    expect(formatDuration(Number.NaN)).toBe("0:00");
  });
});
