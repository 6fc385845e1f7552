// Reading content/'s files for the importer (importer.server.ts): the JSON files checked against
// their schemas, each error at its line; the post files parsed; every file strict UTF-8.
import fs from "node:fs/promises";
import path from "node:path";
import { findNodeAtLocation, type Node, type ParseError, parseTree } from "jsonc-parser";
import { z } from "zod";
import { TAXONOMY_COLORS } from "#app/lib/enums.ts";
import { CONTROL_CHARACTERS } from "#app/lib/validation.ts";
import { ContentError } from "./content-error.server.ts";
import { type ParsedPost, parsePostFile } from "./post-markdown.server.ts";

export const authorsSchema = z.array(
  z.object({
    key: z.string().regex(/^[a-z0-9-]+$/),
    firstName: z.string().min(1),
    lastName: z.string().min(1),
    displayName: z.string().optional(),
    gender: z.string(),
    email: z.string().email(),
    jobName: z.string(),
    desc: z.string(),
    avatar: z.string(),
    bgImage: z.string(),
  }),
);

const taxonomySchema = z.object({
  id: z.number().int().positive(),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  color: z.enum(TAXONOMY_COLORS),
  thumbnail: z.string().default(""),
});
export const taxonomiesSchema = z.object({
  categories: z.array(taxonomySchema),
  tags: z.array(taxonomySchema),
});

/** The parsed file, and the line of any entry in it (`lineOf(["tags", 3, "id"])`). */
interface JsonFile<T> {
  data: T;
  lineOf(path: readonly PropertyKey[]): number;
}

export async function readJson<T>(file: string, schema: z.ZodType<T>): Promise<JsonFile<T>> {
  const text = decodeUtf8(file, await fs.readFile(file));
  // JSON.parse judges; jsonc-parser (strict options) finds where things are.
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const position = /at position (\d+)/.exec(message)?.[1];
    const offset = position ? Number(position) : (errors[0]?.offset ?? text.length);
    throw new ContentError(file, lineAt(text, offset), `invalid JSON: ${message}`);
  }
  const lineOf = (path: readonly PropertyKey[]): number => {
    const segments = path.filter((p): p is string | number => typeof p !== "symbol");
    for (let n = segments.length; tree && n >= 0; n--) {
      const node: Node | undefined = findNodeAtLocation(tree, segments.slice(0, n));
      // A property's value: point at its key, the start of the entry.
      const at = node?.parent?.type === "property" ? node.parent : node;
      if (at) return lineAt(text, at.offset);
    }
    return 1;
  };
  const result = schema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new ContentError(file, lineOf(issue.path), `${issue.path.join(".")}: ${issue.message}`);
  }
  return { data: result.data, lineOf };
}

/** The 1-based line of a character offset. */
function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

const UTF8 = new TextDecoder("utf-8", { fatal: true });

/**
 * A content file's text; ContentError at the first line that is not valid UTF-8 (a file saved as
 * Latin-1 or Windows-1252 would otherwise import with U+FFFD where its accents were).
 */
function decodeUtf8(file: string, bytes: Uint8Array): string {
  let text: string;
  try {
    text = UTF8.decode(bytes);
  } catch {
    // A newline byte is never part of a multi-byte sequence: each line must decode on its own.
    let start = 0;
    let line = 1;
    for (let i = 0; i <= bytes.length; i++) {
      if (i < bytes.length && bytes[i] !== 10) continue;
      try {
        UTF8.decode(bytes.subarray(start, i));
      } catch {
        break;
      }
      start = i + 1;
      line++;
    }
    throw new ContentError(file, line, "not valid UTF-8 text: save the file as UTF-8");
  }
  // What no page, feed or mail may carry: control characters (XML refuses them, a feed holding
  // one is malformed) and the noncharacters U+FFFE and U+FFFF.
  const bad = new RegExp(`${CONTROL_CHARACTERS.source}|[\\uFFFE\\uFFFF]`).exec(text);
  if (bad) {
    const code = bad[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0");
    throw new ContentError(
      file,
      lineAt(text, bad.index),
      `control character U+${code} in the text: remove it (an invisible character, often pasted)`,
    );
  }
  return text;
}

/**
 * Every post file of `dir`, parsed, and the problem of each that could not be (its first); a
 * ContentError when there is no post file at all.
 */
export async function readPosts(
  dir: string,
): Promise<{ posts: { file: string; post: ParsedPost }[]; problems: ContentError[] }> {
  const names = (await fs.readdir(dir)).filter((n) => n.endsWith(".md")).sort();
  if (names.length === 0) {
    // Importing would delete every post: far more likely a wrong CONTENT_DIR than an empty blog.
    throw new ContentError(dir, 1, "no post files (*.md) here: nothing imported, nothing removed");
  }
  const posts: { file: string; post: ParsedPost }[] = [];
  const problems: ContentError[] = [];
  for (const name of names) {
    const file = path.join(dir, name);
    try {
      posts.push({ file, post: parsePostFile(file, decodeUtf8(file, await fs.readFile(file))) });
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(error);
    }
  }
  return { posts, problems };
}
