import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { PlayIcon, SpeakerWaveIcon, SpeakerXMarkIcon } from "#app/components/ui/icons/solid.tsx";
import { CARD_SIZES, ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { MEDIA_WIDTHS } from "#app/lib/responsive-image.ts";

/** docs/spec.md#constants: the unmute hint shows for 2.5 s. */
const UNMUTE_LABEL_MS = 2500;

/**
 * A video card's featured media: the thumbnail; on hover the clip plays muted, with a loading
 * overlay until playback starts and 'Click here to unmute' for 2.5 s; a click toggles the sound.
 */
export function VideoPreview({
  videoUrl,
  thumbnail,
  href,
  title,
  className = "aspect-[4/3]",
  thumbnailWidth = MEDIA_WIDTHS.videoPoster,
  sizes = CARD_SIZES,
  eager = false,
}: {
  videoUrl: string;
  thumbnail: string;
  href: string;
  title: string;
  className?: string;
  /** The thumbnail file's width in pixels. */
  thumbnailWidth?: number;
  sizes?: string;
  /** A card on the first screen: its thumbnail loads at once, first (it may be the LCP). */
  eager?: boolean;
}) {
  const [active, setActive] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(true);
  const [showHint, setShowHint] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (!playing) return;
    setShowHint(true);
    const timer = setTimeout(() => setShowHint(false), UNMUTE_LABEL_MS);
    return () => clearTimeout(timer);
  }, [playing]);

  const stop = () => {
    setActive(false);
    setPlaying(false);
    setMuted(true);
    setShowHint(false);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover previews; the play button is the keyboard path
    <div
      className={`group/video video-frame ${className}`}
      onMouseEnter={() => setActive(true)}
      onMouseLeave={stop}
      data-testid="video-preview"
    >
      <Link to={href} aria-label={title} tabIndex={-1} className="media-link">
        <ResponsiveImage
          src={thumbnail}
          alt=""
          sizes={sizes}
          sourceWidth={thumbnailWidth}
          width={640}
          height={360}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : "auto"}
          className="h-full w-full object-cover"
        />
      </Link>
      {!active && (
        <button
          type="button"
          onClick={() => setActive(true)}
          aria-label={`Play preview of ${title}`}
          className="video-play"
        >
          <PlayIcon className="ml-0.5 h-6 w-6" aria-hidden="true" />
        </button>
      )}
      {active && (
        <>
          <video
            ref={videoRef}
            src={videoUrl}
            poster={thumbnail}
            autoPlay
            muted={muted}
            loop
            playsInline
            onPlaying={() => setPlaying(true)}
            className="absolute inset-0 h-full w-full object-cover"
          />
          <button
            type="button"
            aria-label={muted ? "Unmute" : "Mute"}
            aria-pressed={!muted}
            onClick={() => setMuted((m) => !m)}
            className="absolute inset-0 flex items-end justify-start p-3"
          >
            <span className="inline-flex items-center gap-2 rounded-full bg-black/60 px-3 py-1.5 font-medium text-white text-xs">
              {muted ? (
                <SpeakerXMarkIcon className="h-4 w-4" aria-hidden="true" />
              ) : (
                <SpeakerWaveIcon className="h-4 w-4" aria-hidden="true" />
              )}
              {showHint && muted && <span>Click here to unmute</span>}
            </span>
          </button>
          {!playing && (
            <div
              className="pointer-events-none absolute inset-0 flex items-center justify-center bg-black/40"
              data-testid="video-loading"
            >
              <span className="h-10 w-10 animate-spin rounded-full border-4 border-white/30 border-t-white" />
              <span className="sr-only">Loading video</span>
            </div>
          )}
        </>
      )}
    </div>
  );
}
