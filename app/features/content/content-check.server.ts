import path from "node:path";
import type { z } from "zod";
import { ContentError } from "./content-error.server.ts";
import { authorsSchema, readJson, readPosts, taxonomiesSchema } from "./content-files.server.ts";
import { mediaDuration } from "./media-duration.server.ts";
import { noPace, type Pace } from "./pace.server.ts";
import type { ParsedPost } from "./post-markdown.server.ts";

// What content/ holds, read and checked without writing anything: for an import
// (importer.server.ts) and for `npm run content:check`.

/** Everything of content/ read and checked: what an import writes. */
export interface CheckedContent {
  authors: z.infer<typeof authorsSchema>;
  taxonomies: z.infer<typeof taxonomiesSchema>;
  /** The post files without a problem. */
  posts: { file: string; post: ParsedPost }[];
  /** Seconds of each post's video or audio file (null for others), in the order of `posts`. */
  durations: (number | null)[];
}

/**
 * Reads and checks every file of content/ without writing anything. Returns every problem found
 * (one ContentError each, `file:line: reason`, or `file: reason` for a file that cannot be read):
 * each file's first, and every post naming an unknown author, category or tag; and the content
 * an import would write: the post files without a problem, each of the others left as it was.
 * No content when authors.json, taxonomies.json or the posts folder is at fault: no post can be
 * checked without them. `pace`: between files and sections, for a server that serves meanwhile.
 */
export async function checkContent(
  dir: string,
  publicDir = "public",
  pace: Pace = noPace,
): Promise<{ content?: CheckedContent; problems: ContentError[] }> {
  const problems: ContentError[] = [];
  const attempt = async <T>(read: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await read();
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(error);
      return undefined;
    }
  };
  const authorsFile = path.join(dir, "authors.json");
  const taxonomiesFile = path.join(dir, "taxonomies.json");
  const authors = await attempt(() => readJson(authorsFile, authorsSchema));
  const taxonomies = await attempt(() => readJson(taxonomiesFile, taxonomiesSchema));
  const read = await attempt(() => readPosts(path.join(dir, "posts"), pace));
  problems.push(...(read?.problems ?? []));
  const parsed = read?.posts ?? [];

  if (taxonomies) {
    const { data, lineOf } = taxonomies;
    const entries = [
      ...data.categories.map((t, i) => ({ id: t.id, path: ["categories", i, "id"] })),
      ...data.tags.map((t, i) => ({ id: t.id, path: ["tags", i, "id"] })),
    ];
    const ids = entries.map((e) => e.id);
    for (const [i, entry] of entries.entries()) {
      if (ids.indexOf(entry.id) === i) continue;
      problems.push(
        new ContentError(
          taxonomiesFile,
          lineOf(entry.path),
          `taxonomy id ${entry.id} is used twice: ids must be unique across categories and tags`,
        ),
      );
    }
  }
  const authorKeys = authors && new Set(authors.data.map((a) => a.key));
  const categories = taxonomies && new Set(taxonomies.data.categories.map((t) => t.slug));
  const tags = taxonomies && new Set(taxonomies.data.tags.map((t) => t.slug));
  for (const { file, post } of parsed) {
    const check = (ok: boolean | undefined, entry: readonly PropertyKey[], detail: string) => {
      if (ok === false) {
        problems.push(
          new ContentError(
            file,
            post.lineOf(entry),
            `front matter "${String(entry[0])}": ${detail}`,
          ),
        );
      }
    };
    check(authorKeys?.has(post.meta.author), ["author"], `unknown author "${post.meta.author}"`);
    post.meta.categories.forEach((c, i) => {
      check(categories?.has(c), ["categories", i], `unknown category "${c}"`);
    });
    post.meta.tags.forEach((t, i) => {
      check(tags?.has(t), ["tags", i], `unknown tag "${t}"`);
    });
  }
  const durations = await Promise.all(
    parsed.map(({ file, post }) =>
      attempt(() => mediaDuration(file, post, path.resolve(publicDir))),
    ),
  );
  problems.sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
  const stopping = problems.some((p) => p.file === authorsFile || p.file === taxonomiesFile);
  if (!authors || !taxonomies || !read || stopping) return { problems };
  const failed = new Set(problems.map((p) => p.file));
  const good = parsed.flatMap((post, i) =>
    failed.has(post.file) ? [] : [{ post, duration: durations[i] ?? null }],
  );
  const content = {
    authors: authors.data,
    taxonomies: taxonomies.data,
    posts: good.map((g) => g.post),
    durations: good.map((g) => g.duration),
  };
  return { content, problems };
}
