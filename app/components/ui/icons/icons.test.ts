import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { declaredIcons, SOCIAL_MARKS } from "#app/components/ui/icons/icon-sprite.ts";

const folder = import.meta.dirname;
const app = path.join(folder, "../../..");

describe("the icon sprite", () => {
  it("holds exactly the icons the app draws and the social marks (else: tsx scripts/icon-sprite.ts)", () => {
    const declared = new Set(
      fs
        .readdirSync(app, { recursive: true, encoding: "utf8" })
        .filter((f) => f.endsWith(".tsx") && !f.includes(".test."))
        .flatMap((f) => declaredIcons(fs.readFileSync(path.join(app, f), "utf8"))),
    );
    for (const id of Object.keys(SOCIAL_MARKS)) declared.add(`social-${id}`);
    const sprite = fs.readFileSync(path.join(folder, "icons.svg"), "utf8");
    const symbols = new Set([...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]));
    expect([...symbols].sort()).toEqual([...declared].sort());
  });
});
