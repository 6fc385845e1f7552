import { PHOTO_TOUR_MODAL } from "#app/lib/query-values.ts";
import type { Post } from "#app/lib/types.ts";

export { PHOTO_TOUR_MODAL };

/**
 * docs/spec.md#constants: the thumbnail strip shows this many photos each side of the current one.
 */
const THUMBNAIL_WINDOW = 15;
/** docs/spec.md#constants: the gallery preview shows 5 images. */
export const GALLERY_PREVIEW_COUNT = 5;

export interface Photo {
  src: string;
  alt: string;
  caption?: string;
}

type PhotoSource = Pick<Post, "title" | "featuredImage" | "galleryImgs" | "contentPairs">;

/** Every photo of a post, once each: the featured image, the gallery, then section images. */
export function collectPhotos(post: PhotoSource): Photo[] {
  const seen = new Set<string>();
  const photos: Photo[] = [];
  const add = (src: string, caption?: string) => {
    if (!src || seen.has(src)) return;
    seen.add(src);
    photos.push({ src, alt: caption || "", caption });
  };
  add(post.featuredImage);
  for (const src of post.galleryImgs) add(src);
  for (const pair of post.contentPairs) {
    if (typeof pair !== "string" && pair.image) add(pair.image.link, pair.image.caption);
  }
  return photos.map((photo, i) => ({
    ...photo,
    alt: photo.alt || `${post.title}, photo ${i + 1} of ${photos.length}`,
  }));
}

/** The photoId query value as an index into `count` photos, or null when absent or invalid. */
export function parsePhotoId(value: string | null, count: number): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const index = Number(value);
  return index < count ? index : null;
}

/** The thumbnails to show around `index`: [start, end) with at most `radius` each side. */
export function thumbnailWindow(
  index: number,
  count: number,
  radius: number = THUMBNAIL_WINDOW,
): { start: number; end: number } {
  if (count <= 0) return { start: 0, end: 0 };
  const current = Math.min(Math.max(index, 0), count - 1);
  return { start: Math.max(0, current - radius), end: Math.min(count, current + radius + 1) };
}

/** New query parameters with the photo tour's values set (null removes one). */
export function photoTourParams(
  current: URLSearchParams,
  changes: { modal?: string | null; photoId?: number | null },
): URLSearchParams {
  const next = new URLSearchParams(current);
  if (changes.modal !== undefined) {
    if (changes.modal === null) next.delete("modal");
    else next.set("modal", changes.modal);
  }
  if (changes.photoId !== undefined) {
    if (changes.photoId === null) next.delete("photoId");
    else next.set("photoId", String(changes.photoId));
  }
  return next;
}
