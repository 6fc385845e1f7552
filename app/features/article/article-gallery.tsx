import { Link } from "react-router";
import { Squares2X2Icon } from "#app/components/ui/icons/outline.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { useKnownSearchParams } from "#app/components/ui/use-known-search-params.ts";
import { useArticle } from "./article-context.tsx";
import { loadPhotoTour } from "./photo-tour-host.tsx";
import { GALLERY_PREVIEW_COUNT, PHOTO_TOUR_MODAL, photoTourParams } from "./photos.ts";

/** Where photo i of n (n <= 5) sits: first large, the rest filling a 4x2 grid (2 columns on phones). */
function cellSpan(i: number, n: number): { wide: boolean; cols: 1 | 2 | 4; rows: 1 | 2 } {
  const rest = n - 1;
  // Phones: two columns; the first photo spans both, an odd last photo spans both.
  const wide = i === 0 || (rest % 2 === 1 && i === n - 1);
  if (i === 0) return { wide, cols: n === 1 ? 4 : 2, rows: 2 };
  if (n === 2) return { wide, cols: 2, rows: 2 };
  if (n === 3 || (n === 4 && i === 1)) return { wide, cols: 2, rows: 1 };
  return { wide, cols: 1, rows: 1 };
}

// Whole class names, so Tailwind finds them in this file.
const COL_SPAN = { 1: "sm:col-span-1", 2: "sm:col-span-2", 4: "sm:col-span-4" } as const;
const ROW_SPAN = { 1: "sm:row-span-1", 2: "sm:row-span-2" } as const;

function cellClass(i: number, n: number): string {
  const { wide, cols, rows } = cellSpan(i, n);
  const mobile = wide ? "col-span-2 aspect-[16/10]" : "col-span-1 aspect-square";
  return `${mobile} sm:aspect-auto ${COL_SPAN[cols]} ${ROW_SPAN[rows]}`;
}

/** Grid heights in px from 640 and 1024 px wide (the h-[..rem] classes below). */
const GRID_HEIGHTS = { normal: [384, 480], tall: [480, 576] } as const;

/**
 * The `sizes` of photo i of n. The 3:2 photos are cropped to cover their cell: in a cell taller
 * than 3:2 (squares on phones, the grid's fixed-height cells) the photo is laid out 1.5 x the
 * cell's height wide, so that is the width to ask for, or it comes out soft.
 */
function cellSizes(i: number, n: number, tall: boolean): string {
  const { wide, cols, rows } = cellSpan(i, n);
  const [sm, lg] = GRID_HEIGHTS[tall ? "tall" : "normal"];
  const byHeight = (height: number) => `${Math.round((height * rows * 1.5) / 2)}px`;
  const desktop =
    cols === 4
      ? "(min-width: 640px) 100vw"
      : cols === 2 && rows === 1
        ? "(min-width: 640px) 50vw"
        : `(min-width: 1024px) ${byHeight(lg)}, (min-width: 640px) ${byHeight(sm)}`;
  return `${desktop}, ${wide ? "100vw" : "75vw"}`;
}

/**
 * The photo gallery: the first photo large plus up to 4 more, each opening the photo tour's
 * viewer, and 'Show all photos' opening the tour (?modal=photo-tour).
 */
export function ArticleGallery({
  minPhotos = 2,
  tall = false,
  eager = false,
  title = "Photos",
  className = "",
}: {
  /** Below this many photos there is no gallery. */
  minPhotos?: number;
  /** The gallery-first layout's taller grid. */
  tall?: boolean;
  /** The first photo is the page's first large image (no lazy loading). */
  eager?: boolean;
  /** The heading above the grid; null where the gallery opens the page, before its h1. */
  title?: string | null;
  className?: string;
}) {
  const { photos } = useArticle();
  const params = useKnownSearchParams();
  if (photos.length < minPhotos) return null;
  const preview = photos.slice(0, GALLERY_PREVIEW_COUNT);
  const tour = photoTourParams(params, { modal: PHOTO_TOUR_MODAL, photoId: null });
  return (
    <section
      aria-label={title ? undefined : "Photo gallery"}
      aria-labelledby={title ? "article-photos" : undefined}
      className={className}
    >
      {title && (
        <h2
          id="article-photos"
          className="mb-4 font-semibold text-neutral-900 text-xl sm:mb-5 sm:text-2xl dark:text-neutral-100"
        >
          {title}
        </h2>
      )}
      <div className="relative">
        <ul
          className={`grid grid-cols-2 gap-2 sm:grid-cols-4 sm:grid-rows-2 sm:gap-3 ${
            tall ? "sm:h-[30rem] lg:h-[36rem]" : "sm:h-[24rem] lg:h-[30rem]"
          }`}
        >
          {preview.map((photo, i) => (
            <li
              key={photo.src}
              className={`relative overflow-hidden rounded-2xl bg-neutral-100 sm:rounded-3xl dark:bg-neutral-800 ${cellClass(i, preview.length)}`}
            >
              <Link
                to={{
                  search: `?${photoTourParams(params, { modal: PHOTO_TOUR_MODAL, photoId: i })}`,
                }}
                preventScrollReset
                onPointerEnter={loadPhotoTour}
                aria-label={`Open photo ${i + 1} of ${photos.length}`}
                className="group block h-full w-full"
              >
                <ResponsiveImage
                  src={photo.src}
                  alt={photo.alt}
                  sizes={cellSizes(i, preview.length, tall)}
                  width={1200}
                  height={800}
                  loading={eager && i === 0 ? "eager" : "lazy"}
                  fetchPriority={eager && i === 0 ? "high" : undefined}
                  decoding="async"
                  className="h-full w-full object-cover transition duration-500 group-hover:scale-105"
                />
                <span className="absolute inset-0 bg-neutral-900/0 transition group-hover:bg-neutral-900/15" />
              </Link>
            </li>
          ))}
        </ul>
        <Link
          to={{ search: `?${tour}` }}
          preventScrollReset
          onPointerEnter={loadPhotoTour}
          onFocus={loadPhotoTour}
          className="absolute right-3 bottom-3 inline-flex items-center gap-2 rounded-full bg-white px-4 py-2.5 font-medium text-neutral-900 text-sm shadow-lg ring-1 ring-black/5 transition hover:bg-neutral-100 sm:right-5 sm:bottom-5"
        >
          <Squares2X2Icon className="h-5 w-5" aria-hidden="true" />
          Show all photos
        </Link>
      </div>
    </section>
  );
}
