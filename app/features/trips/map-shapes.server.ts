/**
 * The trip maps' shapes as files: a map's country outlines were its page's biggest part (the
 * world's ~34 KB of path data, twice: in the SVG and in the loader data). The page now draws them
 * with `<use href="/img/maps/world-<hash>.svg#PT">`, and this module keeps each map's file, named
 * by what it shows and a hash of its content, so the URL can be cached for good (immutable).
 *
 * A file is one `<g id="all">` with the land that is no country and every country's `<path>`, each
 * with its ISO code as id: the map draws `#all` as plain land and the countries it links or
 * highlights on top of it. Paths keep `vector-effect` themselves (a selector of the page does not
 * reach into a `<use>`); fill and stroke come from the page, so dark mode and focus styles work.
 */
import { createHash } from "node:crypto";

/** At most this many files are kept (FIFO): the maps are a handful plus one per country. */
const MAX_FILES = 512;
const files = new Map<string, string>();

const NAME = /^(world|europe|islands|[a-z]{2})-([A-Za-z0-9_-]{12})\.svg$/;

/** The SVG file of one map's shapes. */
export function mapShapesSvg(shapes: { cc: string; d: string }[], land: string): string {
  const path = (d: string, cc?: string) =>
    `<path${cc ? ` id="${cc}"` : ""} vector-effect="non-scaling-stroke" d="${d}"/>`;
  const paths = [land ? path(land) : "", ...shapes.map((s) => path(s.d, s.cc))].join("\n");
  return `<svg xmlns="http://www.w3.org/2000/svg"><g id="all">\n${paths}\n</g></svg>\n`;
}

/**
 * Keeps the file of a map's shapes and answers its URL: `/img/maps/{name}-{hash}.svg`, `name`
 * being `world`, `europe`, `islands` (the Europe map's inset) or a lower-case country code (what a server that does not know the file
 * yet, after a restart, draws again to find it).
 */
export function mapShapesUrl(
  name: string,
  shapes: { cc: string; d: string }[],
  land: string,
): string {
  const body = mapShapesSvg(shapes, land);
  const hash = createHash("sha256").update(body).digest("base64url").slice(0, 12);
  const file = `${name}-${hash}.svg`;
  if (!files.has(file)) {
    if (files.size >= MAX_FILES) files.delete(files.keys().next().value!);
    files.set(file, body);
  }
  return `/img/maps/${file}`;
}

/** The map a file name is of (`world`, `europe`, `islands` or a country code), or undefined for no such name. */
export function mapOfFile(file: string): string | undefined {
  return NAME.exec(file)?.[1];
}

/** `/img/maps/{file}`: the file, cached for a year, or a 404 for one this process never drew. */
export function mapShapesResponse(file: string): Response {
  const body = files.get(file);
  if (body === undefined) {
    return new Response("No such map.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(body, {
    headers: {
      "Content-Type": "image/svg+xml",
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
