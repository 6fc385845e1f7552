import fs from "node:fs";
import path from "node:path";
import type { Kysely } from "kysely";
import { expect } from "vitest";
import type { DB } from "#app/db/schema.ts";
import { listPosts } from "#app/models/posts.server.ts";
import { importContent } from "./importer.server.ts";

// The importer's tests' shared pieces: a post file, a file changed for one check, an import that
// must fail and write nothing.

/** A valid post file; `front` lines replace or add front matter entries. */
export function postFile(front: Record<string, string> = {}): string {
  const entries = {
    title: '"A post"',
    desc: '"A post for the importer tests"',
    date: "2024-01-02",
    postType: "standard",
    author: "daniel",
    categories: "[city]",
    featuredImage: "/media/scenes/rome-1.jpg",
    ...front,
  };
  const lines = Object.entries(entries).map(([k, v]) => `${k}: ${v}`);
  return `---\n${lines.join("\n")}\n---\nIntro.\n\n## One\n\nText.\n\n## Conclusion\n\nEnd.\n`;
}

/** Runs `work` with `dir`/`file` holding `text` (bytes or string), then restores or removes it. */
export async function withContentFile(
  dir: string,
  file: string,
  text: string | Uint8Array,
  work: () => Promise<void>,
) {
  const full = path.join(dir, file);
  const before = fs.existsSync(full) ? fs.readFileSync(full) : undefined;
  fs.writeFileSync(full, text);
  try {
    await work();
  } finally {
    if (before) fs.writeFileSync(full, before);
    else fs.rmSync(full);
  }
}

/** The message of an import of `dir` that fails; the posts are the same before and after. */
export async function importError(db: Kysely<DB>, dir: string): Promise<string> {
  const count = (await listPosts()).length;
  const error = await importContent(db, dir).then(
    () => "no error",
    (e: Error) => e.message,
  );
  expect((await listPosts()).length).toBe(count);
  return error;
}
