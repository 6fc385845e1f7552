import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { useEffect, useRef } from "react";
import { ChevronLeftIcon, ChevronRightIcon, XMarkIcon } from "#app/components/ui/icons/outline.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { clampIndex, SWIPE_THRESHOLD_PX } from "#app/lib/swipe.ts";
import { type Photo, thumbnailWindow } from "./photos.ts";

export interface PhotoTourProps {
  /** The article's title, shown in the tour's header. */
  title: string;
  photos: Photo[];
  /** The photo the full-screen viewer shows, or null for the list of all photos. */
  photoId: number | null;
  onOpenPhoto: (index: number) => void;
  /**
   * Move the viewer by `delta` photos from the one the URL shows right now (not the one last
   * rendered, so fast key presses never skip or repeat a photo). Bounded at first and last.
   */
  onStep: (delta: number) => void;
  onClosePhoto: () => void;
  onClose: () => void;
}

/**
 * The photo tour (lazily loaded): a modal listing every photo of the article; with a photoId,
 * a full-screen viewer with previous/next, arrow keys, swipe, a thumbnail strip and close.
 * The parent keeps the URL in sync, so back and forward move through it.
 */
export default function PhotoTour(props: PhotoTourProps) {
  const { photoId, onClosePhoto, onClose } = props;
  return (
    <Dialog open onClose={photoId === null ? onClose : onClosePhoto} className="relative z-[60]">
      {photoId === null ? <PhotoList {...props} /> : <PhotoViewer {...props} index={photoId} />}
    </Dialog>
  );
}

function PhotoList({ title, photos, onOpenPhoto, onClose }: PhotoTourProps) {
  const close = useRef<HTMLButtonElement | null>(null);
  // Back from the viewer, focus returns into the list.
  useEffect(() => close.current?.focus(), []);
  return (
    <DialogPanel
      data-testid="photo-tour"
      className="fixed inset-0 overflow-y-auto bg-white dark:bg-neutral-900"
    >
      <div className="sticky top-0 z-10 border-neutral-200 border-b bg-white/90 backdrop-blur dark:border-neutral-800 dark:bg-neutral-900/90">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-4 px-4 sm:px-6">
          <div className="min-w-0">
            <DialogTitle className="font-semibold text-neutral-900 text-lg dark:text-neutral-100">
              Photo tour
            </DialogTitle>
            <p className="truncate text-neutral-500 text-sm dark:text-neutral-400">
              {title} · {photos.length} {photos.length === 1 ? "photo" : "photos"}
            </p>
          </div>
          <button
            ref={close}
            type="button"
            onClick={onClose}
            aria-label="Close photo tour"
            className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-neutral-100 text-neutral-700 hover:bg-neutral-200 dark:bg-neutral-800 dark:text-neutral-200 dark:hover:bg-neutral-700"
          >
            <XMarkIcon className="h-6 w-6" aria-hidden="true" />
          </button>
        </div>
      </div>
      <ul className="mx-auto grid max-w-5xl gap-3 px-4 py-8 sm:grid-cols-2 sm:gap-4 sm:px-6">
        {photos.map((photo, i) => (
          <li key={photo.src} className={i % 3 === 0 ? "sm:col-span-2" : undefined}>
            <figure>
              <button
                type="button"
                onClick={() => onOpenPhoto(i)}
                aria-label={`View photo ${i + 1} of ${photos.length}`}
                className="group block w-full overflow-hidden rounded-2xl bg-neutral-100 sm:rounded-3xl dark:bg-neutral-800"
              >
                <ResponsiveImage
                  src={photo.src}
                  alt={photo.alt}
                  sizes={
                    i % 3 === 0
                      ? "(min-width: 1024px) 992px, calc(100vw - 32px)"
                      : "(min-width: 1024px) 496px, (min-width: 640px) 50vw, calc(100vw - 32px)"
                  }
                  width={1200}
                  height={800}
                  loading={i < 3 ? "eager" : "lazy"}
                  decoding="async"
                  className={`w-full object-cover transition duration-500 group-hover:scale-[1.02] ${
                    i % 3 === 0 ? "aspect-[16/9]" : "aspect-[4/3]"
                  }`}
                />
              </button>
              {photo.caption && (
                <figcaption className="mt-2 text-neutral-500 text-sm dark:text-neutral-400">
                  {photo.caption}
                </figcaption>
              )}
            </figure>
          </li>
        ))}
      </ul>
    </DialogPanel>
  );
}

function PhotoViewer({
  photos,
  index: requested,
  onOpenPhoto,
  onStep,
  onClosePhoto,
}: PhotoTourProps & { index: number }) {
  const count = photos.length;
  const index = clampIndex(requested, count);
  const photo = photos[index]!;
  const swipeStart = useRef<number | null>(null);
  const closeButton = useRef<HTMLButtonElement | null>(null);
  const thumbs = useRef(new Map<number, HTMLButtonElement>());
  const { start, end } = thumbnailWindow(index, count);

  // The viewer replaces the list inside the open dialog: move focus into it.
  useEffect(() => closeButton.current?.focus(), []);

  // Arrow keys move through the photos (Escape is the dialog's: back to the list).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
        event.preventDefault();
        onStep(event.key === "ArrowRight" ? 1 : -1);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onStep]);

  // Keep the current thumbnail in view and warm up the neighbours.
  useEffect(() => {
    thumbs.current.get(index)?.scrollIntoView({ block: "nearest", inline: "center" });
    for (const near of [index - 1, index + 1]) {
      const src = photos[near]?.src;
      if (src) new Image().src = src;
    }
  }, [index, photos]);

  const arrow =
    "absolute top-1/2 z-10 hidden h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/10 text-white backdrop-blur transition hover:bg-white/20 disabled:cursor-not-allowed disabled:opacity-30 sm:inline-flex";

  return (
    <DialogPanel
      data-testid="photo-viewer"
      className="fixed inset-0 flex flex-col bg-neutral-950 text-neutral-100"
    >
      <div className="flex h-16 shrink-0 items-center justify-between gap-4 px-4 sm:px-6">
        <DialogTitle className="font-medium text-sm tabular-nums" aria-live="polite">
          Photo {index + 1} of {count}
        </DialogTitle>
        <button
          ref={closeButton}
          type="button"
          onClick={onClosePhoto}
          aria-label="Close photo"
          className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
        >
          <XMarkIcon className="h-6 w-6" aria-hidden="true" />
        </button>
      </div>

      <div
        className="relative flex min-h-0 flex-1 touch-pan-y select-none items-center justify-center px-2 sm:px-20"
        data-testid="photo-stage"
        onPointerDown={(event) => {
          swipeStart.current = event.clientX;
        }}
        onPointerUp={(event) => {
          if (swipeStart.current === null) return;
          const dx = event.clientX - swipeStart.current;
          swipeStart.current = null;
          // A swipe left shows the next photo, a swipe right the previous one.
          if (Math.abs(dx) > SWIPE_THRESHOLD_PX) onStep(dx < 0 ? 1 : -1);
        }}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        <button
          type="button"
          onClick={() => onStep(-1)}
          disabled={index === 0}
          aria-label="Previous photo"
          className={`${arrow} left-4`}
        >
          <ChevronLeftIcon className="h-6 w-6" aria-hidden="true" />
        </button>
        <figure className="flex h-full max-h-full w-full flex-col items-center justify-center">
          <ResponsiveImage
            key={photo.src}
            src={photo.src}
            alt={photo.alt}
            sizes="100vw"
            width={1200}
            height={800}
            draggable={false}
            data-testid="photo-viewer-image"
            className="max-h-[calc(100%-2.5rem)] w-auto max-w-full rounded-xl object-contain"
          />
          {photo.caption && (
            <figcaption className="mt-3 line-clamp-1 px-4 text-center text-neutral-300 text-sm">
              {photo.caption}
            </figcaption>
          )}
        </figure>
        <button
          type="button"
          onClick={() => onStep(1)}
          disabled={index === count - 1}
          aria-label="Next photo"
          className={`${arrow} right-4`}
        >
          <ChevronRightIcon className="h-6 w-6" aria-hidden="true" />
        </button>
      </div>

      <div className="flex shrink-0 items-center justify-center gap-3 px-4 pt-2 pb-1 sm:hidden">
        <button
          type="button"
          onClick={() => onStep(-1)}
          disabled={index === 0}
          aria-label="Previous photo"
          className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/10 disabled:opacity-30"
        >
          <ChevronLeftIcon className="h-5 w-5" aria-hidden="true" />
        </button>
        <button
          type="button"
          onClick={() => onStep(1)}
          disabled={index === count - 1}
          aria-label="Next photo"
          className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/10 disabled:opacity-30"
        >
          <ChevronRightIcon className="h-5 w-5" aria-hidden="true" />
        </button>
      </div>

      <nav aria-label="Thumbnails" className="shrink-0 px-4 py-4">
        <ul className="mx-auto flex max-w-4xl justify-start gap-2 overflow-x-auto pb-1 sm:justify-center">
          {photos.slice(start, end).map((thumb, offset) => {
            const i = start + offset;
            const current = i === index;
            return (
              <li key={thumb.src} className="shrink-0">
                <button
                  type="button"
                  ref={(node) => {
                    if (node) thumbs.current.set(i, node);
                    else thumbs.current.delete(i);
                  }}
                  onClick={() => onOpenPhoto(i)}
                  aria-label={`Photo ${i + 1}`}
                  aria-current={current ? "true" : undefined}
                  className={`block h-14 w-20 overflow-hidden rounded-lg transition sm:h-16 sm:w-24 ${
                    current ? "opacity-100 ring-2 ring-white" : "opacity-50 hover:opacity-90"
                  }`}
                >
                  <ResponsiveImage
                    src={thumb.src}
                    alt=""
                    sizes="(min-width: 640px) 96px, 80px"
                    maxWidth={288}
                    width={96}
                    height={64}
                    loading="lazy"
                    draggable={false}
                    className="h-full w-full object-cover"
                  />
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
    </DialogPanel>
  );
}
