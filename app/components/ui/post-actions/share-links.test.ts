import { describe, expect, it } from "vitest";
import { shareLinks } from "#app/components/ui/post-actions/share-links.ts";

describe("shareLinks", () => {
  const links = shareLinks("https://wanderlust.example/single/a b?x=1", "Kids & castles");

  it("offers Facebook, Twitter, LinkedIn and Email in that order", () => {
    expect(links.map((l) => l.name)).toEqual(["Facebook", "Twitter", "LinkedIn", "Email"]);
  });
  it("encodes the page URL and title into each link", () => {
    const encodedUrl = encodeURIComponent("https://wanderlust.example/single/a b?x=1");
    for (const link of links) expect(link.href).toContain(encodedUrl);
    expect(links[1]!.href).toContain("text=Kids%20%26%20castles");
    expect(links[3]!.href).toBe(`mailto:?subject=Kids%20%26%20castles&body=${encodedUrl}`);
  });
});
