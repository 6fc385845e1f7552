import fs from "node:fs";
import path from "node:path";
import type { Kysely } from "kysely";
import { expect } from "vitest";
import type { DB } from "#app/db/schema.ts";
import { importContent } from "#app/features/content/importer.server.ts";
import { listPosts } from "#app/models/posts.server.ts";

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

/** A valid post file of exactly `bytes` bytes (at least 1 KB): sections of text after the intro. */
export function paddedPostFile(bytes: number): string {
  const head = postFile().replace(/## Conclusion[\s\S]*$/, "");
  const tail = "## Conclusion\n\nEnd.\n";
  const section = "## Day\n\nWe walked along the cliffs and counted the boats in the harbour.\n\n";
  const room = bytes - head.length - tail.length;
  const sections = section.repeat(Math.floor(room / section.length));
  // The bytes left over lengthen the intro paragraph (ASCII text: a character is a byte).
  return head.replace("Intro.", `Intro.${"o".repeat(room - sections.length)}`) + sections + tail;
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

/**
 * The problems of an import of `dir` (refused whole, or leaving the files at fault out), one a
 * line; the number of posts is the same before and after (the files at fault are new ones).
 */
export async function importError(db: Kysely<DB>, dir: string): Promise<string> {
  const count = (await listPosts()).length;
  const error = await importContent(db, dir).then(
    (report) => report.problems.map((p) => p.message).join("\n") || "no error",
    (e: Error) => e.message,
  );
  expect((await listPosts()).length).toBe(count);
  return error;
}
