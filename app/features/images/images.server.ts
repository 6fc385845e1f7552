import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { env } from "#app/env.server.ts";
import { apiError, etagMatches } from "#app/lib/http.server.ts";
import { RenderBudget } from "#app/lib/render-budget.ts";
import {
  IMAGE_MIME_TYPES,
  type ImageFormat,
  type ImageWidth,
  parseVariantPath,
} from "#app/lib/responsive-image.ts";
import {
  isInside,
  isNotFound,
  makeFolders,
  readIfExists,
  removeOlderVersions,
  Semaphore,
} from "./image-files.server.ts";

/**
 * Image variants on disk (app/lib/responsive-image.ts says which exist): made by sharp on first
 * request, written to `${IMAGE_CACHE_DIR}/{format}/{width}/...` (default `${DATA_DIR}/image-cache`),
 * read from there after.
 */

/**
 * No libvips operation cache (sharp keeps up to 50 MB and 20 open files by default): each variant
 * is made once and then read from the disk cache, so a cached operation is hardly ever reused,
 * and its memory is held after a flood of variants (~20 MB less after each 600-variant flood;
 * docs/scaling.md#memory). libvips runs one thread per job already (sharp's default on glibc).
 */
sharp.cache(false);

/** Bump when the encoder settings change: the old files and ETags are then not reused. */
const ENCODER_VERSION = 1;

/**
 * AVIF at effort 2: on a 1600 px photo effort 3 took 1.7x as long for a file no smaller, effort 4
 * 8x (measured with sharp 0.34.5). Quality 50 AVIF / 72 WebP / 75 mozjpeg look alike on photos.
 */
const ENCODE: Record<ImageFormat, (image: sharp.Sharp) => sharp.Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 72 }),
  jpeg: (image) => image.jpeg({ quality: 75, mozjpeg: true }),
};

const EXTENSIONS: Record<ImageFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg" };

/**
 * The URLs carry no version of their source, so a browser keeps a variant a day and may use it a
 * week longer while it revalidates (ETag, 304); an edited photo shows within a day.
 */
const IMAGE_CACHE_CONTROL = "public, max-age=86400, stale-while-revalidate=604800";

/** A client asked for more new variants than its budget allows: try again in `seconds`. */
export class VariantBudgetSpent extends Error {
  constructor(readonly seconds: number) {
    super(`Too many new image sizes requested at once: please wait ${seconds} s and try again.`);
  }
}

export interface ImageVariant {
  body: Buffer;
  type: string;
  etag: string;
  /** Whether this request made the file (false: read from the disk cache). */
  generated: boolean;
  /** Milliseconds sharp took (including waiting for a free slot), when generated. */
  ms?: number;
}

export class ImageVariants {
  readonly mediaDir: string;
  readonly cacheDir: string;
  readonly #inFlight = new Map<string, Promise<{ ms: number; body: Buffer }>>();
  readonly #writeFailures = { count: 0, loggedAt: 0 };
  readonly #slots: Semaphore;
  readonly #renders: RenderBudget | undefined;
  /** Variants made by this instance (tests and logs). */
  made = 0;

  /** The most sharp jobs that ever ran at once (at most `concurrency`). */
  get peakJobs(): number {
    return this.#slots.peak;
  }

  constructor(options: {
    mediaDir: string;
    cacheDir: string;
    concurrency?: number;
    /** New variants per client (a variant on disk or being made costs nothing). */
    renders?: RenderBudget;
  }) {
    this.mediaDir = path.resolve(options.mediaDir);
    this.cacheDir = path.resolve(options.cacheDir);
    this.#slots = new Semaphore(options.concurrency ?? 2);
    this.#renders = options.renders;
  }

  /**
   * The variant of a /media/ source (already checked by isResizable), made if needed; undefined
   * when there is no such file inside the media folder. Making one draws on `client`'s budget
   * (VariantBudgetSpent past it), and clients take turns for sharp's slots.
   */
  async variant(
    src: string,
    width: ImageWidth,
    format: ImageFormat,
    client = "",
  ): Promise<ImageVariant | undefined> {
    const source = await this.#source(src);
    if (!source) return undefined;
    const version = `${ENCODER_VERSION}-${source.size.toString(36)}-${Math.floor(source.mtimeMs).toString(36)}`;
    const file = path.join(
      this.cacheDir,
      format,
      String(width),
      `${source.relative}.${version}.${EXTENSIONS[format]}`,
    );
    const etag = `"${format}-${width}-${version}"`;
    const type = IMAGE_MIME_TYPES[format];
    const cached = await readIfExists(file);
    if (cached) return { body: cached, type, etag, generated: false };
    let job = this.#inFlight.get(file);
    const generated = !job;
    if (!job) {
      const wait = client ? (this.#renders?.take(client) ?? 0) : 0;
      if (wait > 0) throw new VariantBudgetSpent(wait);
      job = this.#make(source.file, file, width, format, client).finally(() =>
        this.#inFlight.delete(file),
      );
      this.#inFlight.set(file, job);
    }
    const { ms, body } = await job;
    return { body, type, etag, generated, ms: generated ? ms : undefined };
  }

  /** The source file if it is a regular file inside the media folder (symlinks resolved). */
  async #source(src: string) {
    const relative = src.replace(/^\/media\//, "");
    const file = path.resolve(this.mediaDir, relative);
    if (!isInside(this.mediaDir, file)) return undefined;
    try {
      const [real, realRoot] = await Promise.all([fs.realpath(file), fs.realpath(this.mediaDir)]);
      if (!isInside(realRoot, real)) return undefined;
      const stat = await fs.stat(real);
      if (!stat.isFile()) return undefined;
      return { file: real, relative, size: stat.size, mtimeMs: stat.mtimeMs };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  /**
   * Resizes and encodes in memory, then stores the file. A variant that cannot be stored (disk
   * full, read-only or unwritable cache folder, a name too long) is still served, just not cached.
   */
  async #make(
    sourceFile: string,
    file: string,
    width: ImageWidth,
    format: ImageFormat,
    client: string,
  ): Promise<{ ms: number; body: Buffer }> {
    const started = performance.now();
    return this.#slots.run(async () => {
      const image = sharp(sourceFile).autoOrient().resize({ width, withoutEnlargement: true });
      const body = await ENCODE[format](image).toBuffer();
      this.made++;
      await this.#store(file, body);
      return { ms: Math.round(performance.now() - started), body };
    }, client);
  }

  /** Writes a temporary file, then renames it into place (atomic); failures are logged, not thrown. */
  async #store(file: string, body: Buffer): Promise<void> {
    const temporary = `${file}.${process.pid}.${randomUUID()}.tmp`;
    try {
      await makeFolders(path.dirname(file));
      await fs.writeFile(temporary, body);
      await fs.rename(temporary, file);
    } catch (error) {
      await fs.rm(temporary, { force: true }).catch(() => {});
      this.#reportWriteFailure(error);
      return;
    }
    // Old variants of an edited photo are only clutter: a failure to remove them changes nothing.
    await removeOlderVersions(file).catch(() => {});
  }

  /** One log line a minute at most, whatever the number of failed writes. */
  #reportWriteFailure(error: unknown) {
    const failures = this.#writeFailures;
    failures.count++;
    const now = Date.now();
    if (now - failures.loggedAt < 60_000) return;
    const { code, message } = error as NodeJS.ErrnoException;
    console.error(
      `Image cache ${this.cacheDir}: cannot write (${code ?? message}); serving variants without caching them (${failures.count} failed write(s) since the last report)`,
    );
    failures.loggedAt = now;
    failures.count = 0;
  }
}

let shared: ImageVariants | undefined;

/**
 * The server's variants: sources in public/media, files under IMAGE_CACHE_DIR (default
 * `${DATA_DIR}/image-cache`). Several processes may share one cache folder: every file is written
 * whole by a rename, and the same inputs always make the same file.
 */
function imageVariants(): ImageVariants {
  const config = env();
  shared ??= new ImageVariants({
    mediaDir: path.resolve("public/media"),
    cacheDir: path.resolve(config.IMAGE_CACHE_DIR ?? path.join(config.DATA_DIR, "image-cache")),
    renders: new RenderBudget({
      perSecond: config.IMAGE_RENDERS_PER_SECOND,
      burst: config.IMAGE_RENDER_BURST,
    }),
  });
  return shared;
}

/**
 * The HTTP answer for `/img/{rest}`: 400 for a format, width or path outside the fixed set, 404
 * for a missing source, 304 when If-None-Match names the current variant, 429 when `client` has
 * made too many new variants, else the image.
 */
export async function imageVariantResponse(
  request: Request,
  rest: string,
  client: string | undefined,
  variants: ImageVariants = imageVariants(),
): Promise<Response> {
  const parsed = parseVariantPath(rest);
  if ("error" in parsed) return apiError(400, parsed.error);
  let variant: ImageVariant | undefined;
  try {
    variant = await variants.variant(parsed.src, parsed.width, parsed.format, client);
  } catch (error) {
    if (error instanceof VariantBudgetSpent) {
      return apiError(429, error.message, undefined, {
        "Retry-After": String(error.seconds),
        "Cache-Control": "no-store",
      });
    }
    const message = error instanceof Error ? error.message : String(error);
    console.error(`Image variant ${JSON.stringify(rest.slice(0, 200))} failed: ${message}`);
    return apiError(500, "This image could not be resized.");
  }
  if (!variant) return apiError(404, `There is no image at ${parsed.src}.`);
  const headers = new Headers({
    "Content-Type": variant.type,
    "Cache-Control": IMAGE_CACHE_CONTROL,
    ETag: variant.etag,
    "X-Image-Cache": variant.generated ? "MISS" : "HIT",
  });
  if (variant.ms !== undefined) headers.set("Server-Timing", `sharp;dur=${variant.ms}`);
  if (etagMatches(request, variant.etag)) {
    return new Response(null, { status: 304, headers });
  }
  headers.set("Content-Length", String(variant.body.length));
  return new Response(new Uint8Array(variant.body), { status: 200, headers });
}
