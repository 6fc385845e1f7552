import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** The site's content files (authors, taxonomies, destinations, posts/), as owners edit them. */
const CONTENT = path.resolve("content");

/**
 * A copy of content/ in a temporary folder, for a server of a test's own (`CONTENT_DIR`): with
 * every post, or only the `posts` named (file names without .md) where a test needs a server but
 * not the whole blog (a start then imports a few posts instead of 88). `remove()` deletes it.
 */
export function copyContent(posts?: readonly string[]): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wanderlust-content-"));
  const keep = posts && new Set(posts.map((slug) => `${slug}.md`));
  fs.cpSync(CONTENT, dir, {
    recursive: true,
    filter: (source) =>
      !source.endsWith(".ts") &&
      (!keep ||
        path.dirname(source) !== path.join(CONTENT, "posts") ||
        keep.has(path.basename(source))),
  });
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
