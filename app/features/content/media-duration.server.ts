import fs from "node:fs/promises";
import path from "node:path";
import { parseFile } from "music-metadata";
import { ContentError } from "./content-error.server.ts";
import type { ParsedPost } from "./post-markdown.server.ts";

/** Durations already read, by file path, size and modification time (imports run at every start). */
const durationCache = new Map<string, number>();

/**
 * The whole seconds of a video or audio post's media file under `publicDir`, read from the file
 * itself (music-metadata); null for other posts. A missing or unreadable file is a ContentError
 * naming the post file, the front matter line and the media file.
 */
export async function mediaDuration(
  file: string,
  post: ParsedPost,
  publicDir: string,
): Promise<number | null> {
  const key = post.meta.postType === "audio" ? "audioUrl" : "videoUrl";
  const url =
    post.meta.postType === "audio" || post.meta.postType === "video" ? post.meta[key] : "";
  if (!url) return null;
  const fail = (detail: string) =>
    new ContentError(file, post.lineOf([key]), `front matter "${key}": ${detail}`);
  const relative = decodeURIComponent(url.split(/[?#]/)[0]!).replace(/^\/+/, "");
  const media = path.resolve(publicDir, relative);
  if (!media.startsWith(`${publicDir}${path.sep}`)) throw fail(`"${url}" is outside public/`);
  let stat: Awaited<ReturnType<typeof fs.stat>>;
  try {
    stat = await fs.stat(media);
  } catch {
    throw fail(`no file ${path.relative(process.cwd(), media)} for "${url}"`);
  }
  // Never a FIFO or a device: opening one would wait, or read, for ever.
  if (!stat.isFile()) throw fail(`${path.relative(process.cwd(), media)} is not a regular file`);
  const cacheKey = `${media}:${stat.size}:${stat.mtimeMs}`;
  const cached = durationCache.get(cacheKey);
  if (cached !== undefined) return cached;
  let seconds: number | undefined;
  try {
    seconds = (await parseFile(media, { duration: true })).format.duration;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw fail(`cannot read the length of ${path.relative(process.cwd(), media)}: ${reason}`);
  }
  if (seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) {
    throw fail(`cannot read the length of ${path.relative(process.cwd(), media)}: no duration`);
  }
  // Whole seconds, rounded down as the player shows a length (0:27 for 27.7 s), at least 1.
  const whole = Math.max(1, Math.floor(seconds));
  durationCache.set(cacheKey, whole);
  return whole;
}
