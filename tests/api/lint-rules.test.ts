import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/*
 * The import rules of biome.json (docs/decisions/026-public-feature-modules.md) on a few small
 * files: the project's biome.json, run by Biome over a throw-away folder laid out like app/, so a
 * rule that stops refusing (or starts refusing a legal import) fails here.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");

const FIXTURES: Record<string, string> = {
  // Another feature's internal module: refused. Its offered module and the feature's own file: taken.
  "app/features/alpha/internal-import.ts":
    'import { b } from "#app/features/beta/internal.ts";\nexport const a = b;\n',
  "app/features/alpha/public-import.ts":
    'import { c } from "#app/features/beta/offer.public.ts";\nimport { d } from "./own.ts";\nexport const a = c + d;\n',
  "app/features/alpha/own.ts": "export const d = 1;\n",
  "app/features/beta/internal.ts": "export const b = 1;\n",
  "app/features/beta/offer.public.ts": "export const c = 1;\n",
  // A new feature has no rule of its own and is guarded all the same.
  "app/features/gamma/climb.ts": 'import { d } from "../alpha/own.ts";\nexport const g = d;\n',
  // Two lib modules that import each other, by a type only: a cycle all the same.
  "app/lib/cycle-a.ts":
    'import type { B } from "#app/lib/cycle-b.ts";\nexport interface A {\n  b?: B;\n}\n',
  "app/lib/cycle-b.ts":
    'import type { A } from "#app/lib/cycle-a.ts";\nexport interface B {\n  a?: A;\n}\n',
  // lib is pure: no model.
  "app/lib/uses-model.ts":
    'import { m } from "#app/models/thing.server.ts";\nexport const l = m;\n',
  "app/models/thing.server.ts": "export const m = 1;\n",
};

interface Diagnostic {
  category: string;
  message: string;
  location: { path: string };
}

let dir: string;
let diagnostics: Diagnostic[];

/** The diagnostics of one fixture file, as "category" (the rule). */
function rulesFor(file: string): string[] {
  return diagnostics.filter((d) => d.location.path === file).map((d) => d.category);
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "lint-rules-"));
  // The project's rules as they are; only the git ignore file is not looked for (no repository).
  const config = JSON.parse(fs.readFileSync(path.join(ROOT, "biome.json"), "utf8"));
  config.vcs = { enabled: false };
  fs.writeFileSync(path.join(dir, "biome.json"), JSON.stringify(config));
  fs.writeFileSync(
    path.join(dir, "package.json"),
    JSON.stringify({ name: "fixtures", type: "module", imports: { "#app/*": "./app/*" } }),
  );
  for (const [file, text] of Object.entries(FIXTURES)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  const run = spawnSync(
    path.join(ROOT, "node_modules/.bin/biome"),
    ["lint", "--reporter=json", "--max-diagnostics=100", "."],
    { cwd: dir, encoding: "utf8" },
  );
  expect(run.status, run.stderr).toBe(1);
  diagnostics = JSON.parse(run.stdout).diagnostics;
});

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("biome.json's import rules", () => {
  it("refuses a feature's import of another feature's internal module, naming the rule", () => {
    expect(rulesFor("app/features/alpha/internal-import.ts")).toEqual([
      "lint/style/noRestrictedImports",
    ]);
    const refused = diagnostics.find((d) => d.location.path.endsWith("internal-import.ts"));
    expect(refused?.message).toContain("*.public.ts(x)");
  });

  it("takes an import of what another feature offers (*.public.*) and of the feature's own files", () => {
    expect(rulesFor("app/features/alpha/public-import.ts")).toEqual([]);
  });

  it("guards every feature folder, one no rule names included", () => {
    expect(rulesFor("app/features/gamma/climb.ts")).toEqual(["lint/style/noRestrictedImports"]);
  });

  it("fails on an import cycle, one made of type imports included", () => {
    expect(rulesFor("app/lib/cycle-a.ts")).toEqual(["lint/suspicious/noImportCycles"]);
    expect(rulesFor("app/lib/cycle-b.ts")).toEqual(["lint/suspicious/noImportCycles"]);
  });

  it("keeps app/lib pure: a model import is refused", () => {
    expect(rulesFor("app/lib/uses-model.ts")).toEqual(["lint/style/noRestrictedImports"]);
  });

  it("reports nothing else", () => {
    expect(diagnostics).toHaveLength(5);
  });
});
