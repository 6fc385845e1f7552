import { describe, expect, it } from "vitest";
import { commentTextHash } from "#app/lib/comment-text.server.ts";

describe("commentTextHash", () => {
  it("is the same for a copy differing only in case and spacing", () => {
    const hash = commentTextHash("Is Tram 28 fine with a pushchair?");
    expect(commentTextHash("  is tram 28\n fine  with a PUSHCHAIR? ")).toBe(hash);
  });

  it("differs for other words", () => {
    expect(commentTextHash("The ferry is cheaper before 9")).not.toBe(
      commentTextHash("The ferry is cheaper before 10"),
    );
  });
});
