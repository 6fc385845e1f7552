import { useEffect, useRef, useState } from "react";
import { PlayIcon } from "#app/components/ui/icons/solid.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { MEDIA_WIDTHS } from "#app/lib/responsive-image.ts";

/** docs/spec.md#single-video: Safari-type browsers get a play overlay on the real player. */
const SAFARI_PATTERN = /^((?!chrome|android).)*safari/i;

/**
 * The video single's player. Elsewhere a light preview: the thumbnail with a play button that
 * swaps in <video controls autoplay>, so nothing of the video loads until asked. On Safari-type
 * browsers (detected after hydration) the <video> is there from the start under a play overlay,
 * which stays until clicked.
 */
export function ArticleVideoPlayer({
  src,
  poster,
  title,
  posterWidth = MEDIA_WIDTHS.videoPoster,
}: {
  src: string;
  poster: string;
  title: string;
  /** The poster file's width in pixels. */
  posterWidth?: number;
}) {
  const [safari, setSafari] = useState(false);
  const [started, setStarted] = useState(false);
  const video = useRef<HTMLVideoElement | null>(null);

  useEffect(() => {
    setSafari(SAFARI_PATTERN.test(navigator.userAgent));
  }, []);

  const playButton = (onClick: () => void) => (
    <button
      type="button"
      onClick={onClick}
      aria-label={`Play video: ${title}`}
      data-testid="video-play"
      className="group absolute inset-0 flex items-center justify-center"
    >
      <span className="absolute inset-0 bg-gradient-to-t from-neutral-950/50 via-transparent to-transparent" />
      <span className="relative inline-flex h-16 w-16 items-center justify-center rounded-full bg-white/95 text-primary-600 shadow-2xl ring-8 ring-white/25 transition group-hover:scale-110 sm:h-20 sm:w-20">
        <PlayIcon className="ml-1 h-8 w-8 sm:h-9 sm:w-9" aria-hidden="true" />
      </span>
    </button>
  );

  return (
    <div
      className="relative aspect-video w-full overflow-hidden rounded-2xl bg-neutral-950 shadow-2xl sm:rounded-3xl"
      data-testid="article-video"
      data-mode={safari ? "safari" : "light"}
    >
      {safari ? (
        <>
          {/* biome-ignore lint/a11y/useMediaCaption: travel films without dialogue; the article is the transcript */}
          <video
            ref={video}
            src={src}
            poster={poster}
            controls={started}
            playsInline
            preload="metadata"
            className="h-full w-full object-cover"
          />
          {!started &&
            playButton(() => {
              setStarted(true);
              video.current
                ?.play()
                .catch((error: unknown) => console.error("Video playback failed", error));
            })}
        </>
      ) : started ? (
        // biome-ignore lint/a11y/useMediaCaption: travel films without dialogue; the article is the transcript
        <video src={src} poster={poster} controls autoPlay playsInline className="h-full w-full" />
      ) : (
        <>
          <ResponsiveImage
            src={poster}
            alt=""
            sizes="(min-width: 1152px) 1088px, (min-width: 1024px) calc(100vw - 64px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)"
            sourceWidth={posterWidth}
            width={1280}
            height={720}
            fetchPriority="high"
            className="h-full w-full object-cover"
          />
          {playButton(() => setStarted(true))}
        </>
      )}
    </div>
  );
}
