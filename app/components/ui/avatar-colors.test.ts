import { describe, expect, it } from "vitest";
import { AVATAR_COLORS, avatarColor, initial } from "#app/components/ui/avatar-colors.ts";

describe("avatar colour", () => {
  it("has 26 colours, one per letter", () => {
    expect(AVATAR_COLORS).toHaveLength(26);
  });
  it("picks the colour by the first letter, ignoring case", () => {
    expect(avatarColor("Amara")).toBe(AVATAR_COLORS[0]);
    expect(avatarColor("amara")).toBe(AVATAR_COLORS[0]);
    expect(avatarColor("Zoe")).toBe(AVATAR_COLORS[25]);
    expect(avatarColor("Leo")).toBe(AVATAR_COLORS[11]);
  });
  it("still answers for names that do not start with A-Z", () => {
    expect(AVATAR_COLORS).toContain(avatarColor("Émile"));
    expect(AVATAR_COLORS).toContain(avatarColor(""));
    expect(initial(" émile")).toBe("É");
    expect(initial("")).toBe("?");
  });
});
