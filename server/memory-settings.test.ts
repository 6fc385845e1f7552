import fs from "node:fs";
import { expect, it } from "vitest";
import { MEMORY_ENV, MEMORY_NODE_FLAGS } from "#server/memory-settings.ts";

it("are the settings `npm start` serves with: its environment and node's flags", () => {
  const { scripts } = JSON.parse(fs.readFileSync("package.json", "utf8")) as {
    scripts: Record<string, string>;
  };
  // `node scripts/ensure-build.js && NAME=value ... node FLAGS... server/start.js --build ...`
  const serve = scripts.start!.split("&&").at(-1)!.trim();
  const [, assignments = "", flags = ""] =
    /^(.*?)\bnode (.*?)server\/start\.js\b/.exec(serve) ?? [];
  const environment = Object.fromEntries(
    assignments
      .split(/\s+/)
      .filter(Boolean)
      .map((assignment) => assignment.split("=")),
  );
  expect(environment).toMatchObject(MEMORY_ENV);
  expect(flags.split(/\s+/).filter(Boolean)).toEqual([...MEMORY_NODE_FLAGS]);
});
