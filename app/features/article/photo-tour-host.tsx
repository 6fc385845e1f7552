import { lazy, Suspense, useCallback } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { clampIndex } from "#app/lib/swipe.ts";
import { useArticle } from "./article-context.tsx";
import { PHOTO_TOUR_MODAL, parsePhotoId, photoTourParams } from "./photos.ts";

/** Loads the photo tour's code (also called on hover of its links, to warm it up). */
export const loadPhotoTour = () => import("./photo-tour.tsx");

// The photo tour is not part of the first-load JS: it loads when the URL asks for it.
const PhotoTour = lazy(loadPhotoTour);

/** Opens the photo tour when the URL says ?modal=photo-tour (photoId: the viewer). */
export function PhotoTourHost() {
  const { photos, post } = useArticle();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const modal = params.get("modal");
  const open = modal === PHOTO_TOUR_MODAL || modal === "PHOTO_TOUR_SCROLLABLE";
  const photoId = parsePhotoId(params.get("photoId"), photos.length);

  const go = useCallback(
    (changes: Parameters<typeof photoTourParams>[1]) =>
      setParams((current) => photoTourParams(current, changes), { preventScrollReset: true }),
    [setParams],
  );

  // Steps from the URL as it is now: a second key press before the re-render still counts once.
  const count = photos.length;
  const step = useCallback(
    (delta: number) => {
      const live = new URLSearchParams(window.location.search);
      const current = parsePhotoId(live.get("photoId"), count);
      if (current === null) return;
      const next = clampIndex(current + delta, count);
      if (next === current) return;
      navigate(
        { search: `?${photoTourParams(live, { photoId: next })}` },
        { preventScrollReset: true },
      );
    },
    [navigate, count],
  );

  if (!open || photos.length === 0) return null;
  return (
    <Suspense fallback={<PhotoTourLoading />}>
      <PhotoTour
        title={post.title}
        photos={photos}
        photoId={photoId}
        onOpenPhoto={(index) => go({ photoId: index })}
        onStep={step}
        onClosePhoto={() => go({ photoId: null })}
        onClose={() => go({ modal: null, photoId: null })}
      />
    </Suspense>
  );
}

function PhotoTourLoading() {
  return (
    <div className="fixed inset-0 z-[60] flex items-center justify-center bg-white/80 backdrop-blur dark:bg-neutral-900/80">
      <p
        role="status"
        className="inline-flex items-center gap-3 font-medium text-neutral-700 dark:text-neutral-200"
      >
        <span
          aria-hidden="true"
          className="h-5 w-5 animate-spin rounded-full border-2 border-primary-200 border-t-primary-600"
        />
        Loading photos...
      </p>
    </div>
  );
}
