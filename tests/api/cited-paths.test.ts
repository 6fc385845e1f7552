import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * Every repository path a comment or a doc cites exists (issue 42: a comment cited a file that had
 * gone, and nothing noticed). A citation is a path that starts at one of the folders below, with
 * a file extension or a trailing slash; `*`, `<name>`, `{id}`, a name in capitals (`NNN`, `NAME`)
 * and `...` stand for any part of one name, and `{a,b}` for either. Not citations: a path inside
 * another (`build/server/x.js`, `#app/x.ts`, which TypeScript checks anyway, a URL); text between
 * the quotes of code (a test's made-up files, a generated path), since only comments and prose
 * name files to read; and a path a doc names as history, right after the word "former" (the
 * former `app/routes/`).
 */

const ROOTS = ["app", "server", "scripts", "tests", "bench", "docs"];
const SCANNED = [...ROOTS, "README.md"];
const CITATION = new RegExp(
  `(?<![\\w.#/@$-])(?:${ROOTS.join("|")})/[\\w.*<>{},/-]*(?:\\.[a-z]{2,5}\\b|/)`,
  "g",
);

function tracked(paths: string[]): string[] {
  return execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", ...paths], {
    encoding: "utf8",
  })
    .split("\n")
    .filter((file) => file && fs.existsSync(file));
}

/** The prose of a file: a doc whole; of code, the comments only (from `//` or `/*` to the end). */
function prose(file: string, text: string): string {
  if (file.endsWith(".md")) return text;
  return [...text.matchAll(/(?:^|\s)(?:\/\/|\/\*|\*|#)(.*)$/gm)].map((m) => m[1]).join("\n");
}

/** A cited path as a pattern over the repository's paths. */
function pattern(cited: string): RegExp {
  const alternatives = cited.replace(
    /\{(\w+(?:,\w+)+)\}/g,
    (_, names: string) => `(${names.replace(/,/g, "|")})`,
  );
  const source = alternatives
    .split(/(\(.*?\))/)
    .map((part, i) =>
      i % 2
        ? part
        : part
            .replace(/[.+^$[\]\\]/g, "\\$&")
            .replace(/\\\.\\\.\\\./g, ".*")
            .replace(/\*|<[\w-]+>|\{[\w-]+\}|\b[A-Z][A-Z_]+\b/g, "[^/]*"),
    )
    .join("");
  return new RegExp(`^${source}${cited.endsWith("/") ? "" : "(/|$)"}`);
}

describe("the paths comments and docs cite", () => {
  const files = tracked(SCANNED).filter((file) => /\.(tsx?|jsx?|mjs|md|css|sh|py)$/.test(file));
  const existing = tracked(ROOTS);

  it("all exist", () => {
    const missing = new Set<string>();
    let cited = 0;
    for (const file of files) {
      const text = prose(file, fs.readFileSync(file, "utf8"));
      for (const { 0: match, index } of text.matchAll(CITATION)) {
        if (/\bformer\s+`?$/.test(text.slice(Math.max(0, index - 10), index))) continue;
        const path = match.replace(/[.,:;]+$/, "");
        cited++;
        if (fs.existsSync(path)) continue;
        const wanted = pattern(path);
        if (!existing.some((name) => wanted.test(name))) missing.add(`${file}: ${path}`);
      }
    }
    expect([...missing]).toEqual([]);
    expect(cited).toBeGreaterThan(300);
  });

  it("name every feature folder: README, docs/design.md's layout and decision 014", () => {
    const features = fs
      .readdirSync("app/features", { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const docs = {
      "README.md": (name: string) => `\`${name}\``,
      "docs/design.md": (name: string) => `\n    ${name}/ `,
      "docs/decisions/014-feature-folders.md": (name: string) => name,
    };
    const unnamed = Object.entries(docs).flatMap(([doc, named]) => {
      const text = fs.readFileSync(doc, "utf8");
      return features
        .filter((name) => !text.includes(named(name)))
        .map((name) => `${doc}: ${name}`);
    });
    expect(unnamed).toEqual([]);
    expect(features.length).toBeGreaterThan(15);
  });
});
