import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import * as notFound from "#app/features/api/not-found.ts";

/** The folders whose comments cite the spec and the design. */
const CODE = ["app", "server", "content", "scripts", "tests", "bench", "tools"];
/** The spec and design files of record, outside the repository (built so this file names neither). */
const OUTSIDE = new RegExp(`\\b(${["SPEC", "DESIGN"].join("|")})\\.md\\b`);
const CITATION = /docs\/(spec|design)\.md(#[a-z0-9-]+(?:(?:, | and )#[a-z0-9-]+)*)?/g;

function trackedFiles(): string[] {
  return execFileSync("git", ["ls-files", ...CODE], { encoding: "utf8" })
    .split("\n")
    .filter((file) => file && fs.existsSync(file) && !/\.(jpg|png|mp3|mp4|woff2?)$/.test(file));
}

/** The anchors a docs file defines: its `<a id="...">` marks. */
function anchors(doc: string): Set<string> {
  const text = fs.readFileSync(`docs/${doc}.md`, "utf8");
  return new Set([...text.matchAll(/<a id="([a-z0-9-]+)"><\/a>/g)].map((m) => m[1]!));
}

describe("the spec and design the code cites live in the repository", () => {
  const files = trackedFiles();

  it("cites no file outside the repository", () => {
    const outside = files.filter((file) => OUTSIDE.test(fs.readFileSync(file, "utf8")));
    expect(outside).toEqual([]);
  });

  it("cites only anchors docs/spec.md and docs/design.md define", () => {
    const defined = { spec: anchors("spec"), design: anchors("design") };
    const missing: string[] = [];
    let cited = 0;
    for (const file of files) {
      for (const m of fs.readFileSync(file, "utf8").matchAll(CITATION)) {
        for (const [, anchor] of (m[2] ?? "").matchAll(/#([a-z0-9-]+)/g)) {
          cited++;
          if (!defined[m[1] as "spec" | "design"].has(anchor!)) missing.push(`${file}: ${m[0]}`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(cited).toBeGreaterThan(90);
  });

  it("names the /api contract in docs/design.md in the /api 404 body", async () => {
    const response = (await notFound.loader()) as Response;
    expect(response.status).toBe(404);
    const { error } = (await response.json()) as { error: string };
    expect(error).toBe(
      "There is no API call at this path. See the /api contract in docs/design.md#api.",
    );
    expect(anchors("design").has("api")).toBe(true);
  });
});
