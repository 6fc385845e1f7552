import type { ImgHTMLAttributes } from "react";
import {
  DEFAULT_SOURCE_WIDTH,
  narrowestSlot,
  responsiveSources,
} from "#app/lib/responsive-image.ts";

/** `sizes` of the usual card grids: one column on phones, two from 640 px, three from 1024 px. */
export const CARD_SIZES = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

/** `sizes` of an image as wide as the page's container (max-w-7xl with its gutters). */
export const CONTAINER_SIZES =
  "(min-width: 1280px) 1216px, (min-width: 1024px) calc(100vw - 64px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)";

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "sizes" | "alt">;

/**
 * A local photo as `<picture>`: AVIF and WebP sources, each a srcset of resized variants
 * (app/lib/responsive-image.ts), so a phone downloads a phone-sized file, and a JPEG `<img>` of the
 * largest variant for the rare browser that takes neither format (every browser that reads srcset
 * also takes WebP, so a JPEG srcset would only be bytes: about 6 KB of a card page). Every `<img>`
 * prop (width/height, loading, fetchPriority, className, handlers, data-*) lands on the `<img>`;
 * app/app.css makes every `<picture>` `display: contents` and its `<source>`s `display: none`
 * (Chromium gives them an empty block box, which would become a flex or grid item and take a gap),
 * so layout and CSS see the `<img>` as before. Sources that are not local rasters (empty, another
 * site, SVG) render a plain `<img>`.
 */
export function ResponsiveImage({
  src,
  alt,
  sizes,
  sourceWidth = DEFAULT_SOURCE_WIDTH,
  maxWidth,
  ...img
}: ImgProps & {
  src: string | undefined;
  alt: string;
  /**
   * The width the photo is laid out at, per media condition (the `sizes` attribute). Where it
   * covers (object-cover) a box narrower than itself, that is wider than the box: a 3:2 photo in
   * a square box is laid out 1.5 x the box's width; ask for less and it comes out soft.
   */
  sizes: string;
  /** The source file's width in pixels; no variant above it is offered. */
  sourceWidth?: number;
  /** Offer nothing much wider than this many pixels (small fixed-size images: display x 3). */
  maxWidth?: number;
}) {
  const sources = responsiveSources(src, sourceWidth, { maxWidth, minWidth: narrowestSlot(sizes) });
  if (!sources) return <img src={src} alt={alt} {...img} />;
  return (
    <picture>
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      <img src={sources.fallback} alt={alt} {...img} />
    </picture>
  );
}
