/**
 * Responsive raster images: which variants exist and their URLs (docs/design.md#caching;
 * Lighthouse's mobile LCP finding). A local photo `/media/scenes/foo.jpg` is served resized and
 * re-encoded at `/img/{format}/{width}/media/scenes/foo.jpg` (app/features/images/image-variant.ts
 * makes and caches them); `<ResponsiveImage>` lists the variants in `srcset`s and lets the browser
 * pick.
 */

/**
 * The only widths the server makes, in pixels. The small ones are for avatars and thumbnails
 * (48-96 CSS px at 1-3x), the rest for cards, banners and heroes up to the 1600 px hero photo.
 * A fixed set keeps the disk cache bounded (sources x widths x formats) whatever URLs arrive.
 */
export const IMAGE_WIDTHS = [64, 128, 256, 320, 480, 640, 960, 1280, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/**
 * The widths a srcset lists: each about 1.5 to 2 times the one before, so a `<picture>` offers at
 * most 7 candidates per format instead of all 9 (their 27 URLs were most of a card's HTML). The
 * browser still gets a variant within about 1.7x of what it needs; IMAGE_WIDTHS between them stay
 * valid URLs (a source between two of these is offered through the next IMAGE_WIDTH, see
 * `srcsetCandidates`).
 */
export const SRCSET_WIDTHS = [
  64, 128, 256, 480, 960, 1600,
] as const satisfies readonly ImageWidth[];

/** Output formats, best first: `<picture>` offers AVIF, then WebP, and the `<img>` one JPEG. */
const IMAGE_FORMATS = ["avif", "webp", "jpeg"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const IMAGE_MIME_TYPES: Record<ImageFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
};

/** Where variant URLs live; the server's page cache and the route both know this prefix. */
const IMAGE_URL_PREFIX = "/img/";

/**
 * Widths of the site's own media (tools/media made them; a test checks the files): call
 * sites pass them as the source width, so no srcset describes more pixels than a file has.
 */
export const MEDIA_WIDTHS = { photo: 1200, hero: 1600, avatar: 256, videoPoster: 640 } as const;

/**
 * When a call site does not say: the photos (scenes, 1200x800; docs/writing-posts.md asks for
 * that size). A narrower source only means its largest variant comes out at its own width.
 */
export const DEFAULT_SOURCE_WIDTH: number = MEDIA_WIDTHS.photo;

/**
 * A source we can resize: a file under /media/ with a .jpg, .jpeg or .png name, written with plain
 * characters only (letters, digits, `-`, `_`, `.`, `/`), no empty, `.` or `..` segment. Anything
 * else (an empty string, another site's URL, an SVG) is shown as it is.
 */
const LOCAL_RASTER =
  /^\/media\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*\.(?:jpe?g|png)$/i;

export function isResizable(src: string | undefined | null): src is string {
  if (!src || !LOCAL_RASTER.test(src)) return false;
  return !src.split("/").some((segment) => segment === "." || segment === "..");
}

function isImageFormat(value: string | undefined): value is ImageFormat {
  return (IMAGE_FORMATS as readonly string[]).includes(value ?? "");
}

/** A width from a URL segment: only the exact decimal spelling of one of IMAGE_WIDTHS. */
export function parseImageWidth(value: string | undefined): ImageWidth | undefined {
  if (!value || !/^[1-9][0-9]{0,4}$/.test(value)) return undefined;
  const width = Number(value);
  return (IMAGE_WIDTHS as readonly number[]).includes(width) ? (width as ImageWidth) : undefined;
}

/** `/media/scenes/foo.jpg` at 640 px as WebP -> `/img/webp/640/media/scenes/foo.jpg`. */
export function imageVariantUrl(src: string, width: ImageWidth, format: ImageFormat): string {
  if (!isResizable(src)) throw new Error(`Not a local raster image: ${JSON.stringify(src)}`);
  return `${IMAGE_URL_PREFIX}${format}/${width}${src}`;
}

/** One srcset entry: the variant of `width` and the pixel width the browser should assume. */
export interface SrcsetCandidate {
  width: ImageWidth;
  descriptor: number;
}

/**
 * The variants worth listing for a source `sourceWidth` pixels wide: every SRCSET_WIDTHS width up
 * to the source's (never an upscale); when the source is none of them, the source's own width too,
 * through the URL of the first IMAGE_WIDTHS width above it (the server does not enlarge, so that
 * variant IS the source width: a 1200 px photo offers 960w and, through the 1280 URL, 1200w). `maxWidth` (pixels) drops
 * the candidates beyond the first that reaches it: a 56 px avatar needs no 1600 px variant.
 */
export function srcsetCandidates(
  sourceWidth: number,
  options: { maxWidth?: number; minWidth?: number } = {},
): SrcsetCandidate[] {
  const source = Math.max(1, Math.floor(sourceWidth));
  const list: SrcsetCandidate[] = SRCSET_WIDTHS.filter((w) => w <= source).map((width) => ({
    width,
    descriptor: width,
  }));
  if (list.at(-1)?.width !== source) {
    const exact = IMAGE_WIDTHS.find((w) => w === source);
    const above = IMAGE_WIDTHS.find((w) => w > source);
    if (exact !== undefined) list.push({ width: exact, descriptor: exact });
    else if (above !== undefined) list.push({ width: above, descriptor: source });
  }
  const max = options.maxWidth;
  const reach = max === undefined ? -1 : list.findIndex((c) => c.descriptor >= max);
  const capped = reach === -1 ? list : list.slice(0, reach + 1);
  const min = options.minWidth ?? 0;
  const wide = capped.filter((c) => c.descriptor >= min);
  return wide.length > 0 ? wide : capped.slice(-1);
}

/** The narrowest viewport we lay pages out for (CSS pixels). */
const NARROWEST_VIEWPORT = 320;

/**
 * The narrowest an image with this `sizes` is ever laid out, in CSS pixels: each entry's length at
 * the narrowest viewport its media condition allows (its `min-width`, else 320 px). A browser
 * picks a candidate at least that wide times the screen's density, so a narrower one is never
 * chosen: `srcsetCandidates`' `minWidth` leaves it out (a card's 64, 128 and 256 px variants).
 * 0 for a length it cannot work out (`calc()`...): nothing is left out.
 */
export function narrowestSlot(sizes: string): number {
  let narrowest = Number.POSITIVE_INFINITY;
  for (const entry of sizes.split(",")) {
    const match = /^\s*(?:\((min|max)-width:\s*(\d+)px\)\s*)?(\d+(?:\.\d+)?)(vw|px)\s*$/.exec(
      entry,
    );
    if (!match) return 0;
    const [, bound, boundPx, length, unit] = match;
    const viewport = bound === "min" ? Number(boundPx) : NARROWEST_VIEWPORT;
    narrowest = Math.min(
      narrowest,
      unit === "vw" ? (Number(length) * viewport) / 100 : Number(length),
    );
  }
  return Number.isFinite(narrowest) ? Math.floor(narrowest) : 0;
}

/** The source a variant URL (a path or absolute) was made from; any other URL as it is. */
export function sourceOfVariant(url: string): string {
  const pathname = url.replace(/^https?:\/\/[^/]+/, "");
  const match = /^\/img\/(?:avif|webp|jpeg)\/[0-9]+(\/media\/[^?#]+)/.exec(pathname);
  return match?.[1] ?? url;
}

/** `url 320w, url 480w, ...` for one format. */
export function buildSrcset(
  src: string,
  format: ImageFormat,
  candidates: readonly SrcsetCandidate[],
): string {
  return candidates
    .map((c) => `${imageVariantUrl(src, c.width, format)} ${c.descriptor}w`)
    .join(", ");
}

/** Everything `<picture>` needs, or undefined for a source that is shown as it is. */
export interface ResponsiveSources {
  avif: string;
  webp: string;
  /** The `<img src>`: the JPEG of the largest candidate (browsers without AVIF and WebP). */
  fallback: string;
}

export function responsiveSources(
  src: string | undefined | null,
  sourceWidth: number = DEFAULT_SOURCE_WIDTH,
  options: { maxWidth?: number; minWidth?: number } = {},
): ResponsiveSources | undefined {
  if (!isResizable(src)) return undefined;
  const candidates = srcsetCandidates(sourceWidth, options);
  const largest = candidates.at(-1)!;
  return {
    avif: buildSrcset(src, "avif", candidates),
    webp: buildSrcset(src, "webp", candidates),
    fallback: imageVariantUrl(src, largest.width, "jpeg"),
  };
}

/**
 * Parses a variant path (what follows `/img/`): `{format}/{width}/media/...`, or says what is
 * wrong with it (the route answers that with a 400).
 */
/** The longest file or folder name Linux, macOS and Windows file systems take (NAME_MAX). */
const MAX_NAME_LENGTH = 255;

export function parseVariantPath(
  rest: string,
): { format: ImageFormat; width: ImageWidth; src: string } | { error: string } {
  const [format, width, ...path] = rest.split("/");
  if (!isImageFormat(format)) {
    return {
      error: `Unknown image format ${JSON.stringify(format ?? "")}: use avif, webp or jpeg.`,
    };
  }
  const parsedWidth = parseImageWidth(width);
  if (parsedWidth === undefined) {
    return {
      error: `Unsupported width ${JSON.stringify(width ?? "")}: use one of ${IMAGE_WIDTHS.join(", ")}.`,
    };
  }
  const src = `/${path.join("/")}`;
  if (path.some((name) => name.length > MAX_NAME_LENGTH)) {
    return {
      error: `A name in the image path is longer than ${MAX_NAME_LENGTH} characters: no such file can exist.`,
    };
  }
  if (!isResizable(src)) {
    return {
      error:
        "The image must be a .jpg, .jpeg or .png file under /media/, named with letters, digits, '-', '_' and '.'.",
    };
  }
  return { format, width: parsedWidth, src };
}
