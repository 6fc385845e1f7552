import { Squares2X2Icon } from "@heroicons/react/24/outline";
import { Link, useSearchParams } from "react-router";
import { GALLERY_PREVIEW_COUNT, PHOTO_TOUR_MODAL, photoTourParams } from "#app/lib/photo-tour.ts";
import { useArticle } from "./article-context.tsx";
import { loadPhotoTour } from "./photo-tour-host.tsx";

/** Grid cell classes for photo i of n (n <= 5): first large, the rest filling a 4x2 grid. */
function cellClass(i: number, n: number): string {
  const rest = n - 1;
  // Phones: two columns; the first photo spans both, an odd last photo spans both.
  const mobile =
    i === 0 || (rest % 2 === 1 && i === n - 1)
      ? "col-span-2 aspect-[16/10]"
      : "col-span-1 aspect-square";
  let desktop: string;
  if (i === 0) desktop = n === 1 ? "sm:col-span-4 sm:row-span-2" : "sm:col-span-2 sm:row-span-2";
  else if (n === 2) desktop = "sm:col-span-2 sm:row-span-2";
  else if (n === 3) desktop = "sm:col-span-2 sm:row-span-1";
  else if (n === 4 && i === 1) desktop = "sm:col-span-2 sm:row-span-1";
  else desktop = "sm:col-span-1 sm:row-span-1";
  return `${mobile} sm:aspect-auto ${desktop}`;
}

/**
 * The photo gallery: the first photo large plus up to 4 more, each opening the photo tour's
 * viewer, and 'Show all photos' opening the tour (?modal=photo-tour).
 */
export function ArticleGallery({
  minPhotos = 2,
  tall = false,
  eager = false,
  className = "",
}: {
  /** Below this many photos there is no gallery. */
  minPhotos?: number;
  /** The gallery-first layout's taller grid. */
  tall?: boolean;
  /** The first photo is the page's first large image (no lazy loading). */
  eager?: boolean;
  className?: string;
}) {
  const { photos } = useArticle();
  const [params] = useSearchParams();
  if (photos.length < minPhotos) return null;
  const preview = photos.slice(0, GALLERY_PREVIEW_COUNT);
  const tour = photoTourParams(params, { modal: PHOTO_TOUR_MODAL, photoId: null });
  return (
    <section aria-label="Photo gallery" className={`relative ${className}`}>
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
              <img
                src={photo.src}
                alt={photo.alt}
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
    </section>
  );
}
