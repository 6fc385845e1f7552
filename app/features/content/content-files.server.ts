import { createHash } from "node:crypto";
// Reading content/'s files for the importer (importer.server.ts): the JSON files checked against
// their schemas, each error at its line; the post files parsed; every file a regular file of at
// most 2 MB, strict UTF-8.
import { constants } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { findNodeAtLocation, type Node, type ParseError, parseTree } from "jsonc-parser";
import { z } from "zod";
import { TAXONOMY_COLORS } from "#app/lib/enums.ts";
import { formatBytes } from "#app/lib/format.ts";
import { CONTROL_CHARACTERS } from "#app/lib/validation.ts";
import { ContentError } from "./content-error.server.ts";
import type { Pace } from "./pace.server.ts";
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
  const text = decodeUtf8(file, await readContentFile(file));
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

/** The most a content file may hold: 2 MB is a book of some 300,000 words. */
export const MAX_CONTENT_FILE_BYTES = 2_000_000;

/**
 * A content file's bytes, if it is a regular file of at most MAX_CONTENT_FILE_BYTES; else a
 * ContentError naming it. Whatever sits in the folder, nothing here waits: a FIFO is opened
 * without blocking (a blocking open waits for a writer forever, holding one of libuv's four
 * threads, and process.exit waits for that thread), and a device or socket is never opened.
 */
async function readContentFile(file: string): Promise<Uint8Array> {
  const notRegular = () => new ContentError(file, undefined, "not a regular file");
  const tooLarge = (size: number) =>
    new ContentError(
      file,
      undefined,
      `${formatBytes(size)} (${size.toLocaleString("en-US")} bytes), over the ${MAX_CONTENT_FILE_BYTES / 1_000_000} MB limit of a content file`,
    );
  let handle: fs.FileHandle | undefined;
  try {
    const stat = await fs.stat(file);
    if (!stat.isFile()) throw notRegular();
    if (stat.size > MAX_CONTENT_FILE_BYTES) throw tooLarge(stat.size);
    handle = await fs.open(file, constants.O_RDONLY | constants.O_NONBLOCK);
    // Checked again on what was opened: the name may have been given to a FIFO meanwhile.
    if (!(await handle.stat()).isFile()) throw notRegular();
    // Read to one byte past the limit at most: a file still growing is refused too, never read
    // whole.
    let bytes = new Uint8Array(stat.size + 1);
    let length = 0;
    for (;;) {
      const { bytesRead } = await handle.read(bytes, length, bytes.length - length, length);
      if (bytesRead === 0) break;
      length += bytesRead;
      if (length < bytes.length) continue;
      if (length > MAX_CONTENT_FILE_BYTES) throw tooLarge(length);
      // Grown since its size was read: room for more, up to one byte past the limit.
      const larger = new Uint8Array(Math.min(bytes.length * 2, MAX_CONTENT_FILE_BYTES + 1));
      larger.set(bytes);
      bytes = larger;
    }
    return bytes.subarray(0, length);
  } catch (error) {
    if (error instanceof ContentError) throw error;
    throw new ContentError(file, undefined, unreadableReason(error as NodeJS.ErrnoException));
  } finally {
    await handle?.close();
  }
}

/** Why a file or folder could not be read, without the path Node's message repeats. */
function unreadableReason(error: NodeJS.ErrnoException): string {
  switch (error.code) {
    case "ENOENT":
      return "no such file (removed while being read?)";
    case "EACCES":
    case "EPERM":
      return "cannot be read: permission denied";
    case "ENXIO":
    case "EISDIR":
      return "not a regular file";
    case "ENOTDIR":
      return "not a folder";
    default:
      return `cannot be read: ${error.code ?? error.message}`;
  }
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
 * ContentError when there is no post file at all. `pace` between files and sections.
 */
/**
 * The post files as the last reading parsed them, by path, with their text's hash: a file whose
 * text is the same is not parsed again (a live import after a one-file save parses one file; parsing all
 * of them took a saved change past 2 s on a busy machine). A parsed post is never changed after.
 */
let lastParsed = new Map<string, { digest: string; post: ParsedPost }>();

export async function readPosts(
  dir: string,
  pace: Pace,
): Promise<{ posts: { file: string; post: ParsedPost }[]; problems: ContentError[] }> {
  const entries = await fs.readdir(dir).catch((error: NodeJS.ErrnoException) => {
    throw new ContentError(dir, undefined, unreadableReason(error));
  });
  const names = entries.filter((n) => n.endsWith(".md")).sort();
  if (names.length === 0) {
    // Importing would delete every post: far more likely a wrong CONTENT_DIR than an empty blog.
    throw new ContentError(
      dir,
      undefined,
      "no post files (*.md) here: nothing imported, nothing removed",
    );
  }
  const posts: { file: string; post: ParsedPost }[] = [];
  const problems: ContentError[] = [];
  const parsed = new Map<string, { digest: string; post: ParsedPost }>();
  for (const name of names) {
    const file = path.join(dir, name);
    try {
      const source = decodeUtf8(file, await readContentFile(file));
      const digest = createHash("sha256").update(source).digest("base64url");
      // Decoding and hashing a file of 2 MB is ~20 ms of work: a step of its own.
      await pace();
      const earlier = lastParsed.get(file);
      const post =
        earlier?.digest === digest ? earlier.post : await parsePostFile(file, source, pace);
      parsed.set(file, { digest, post });
      posts.push({ file, post });
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(error);
    }
  }
  lastParsed = parsed;
  return { posts, problems };
}
