import { Link } from "react-router";
import {
  PauseIcon,
  PlayIcon,
  SpeakerWaveIcon,
  SpeakerXMarkIcon,
  XMarkIcon,
} from "#app/components/ui/icons/solid.tsx";
import { useMusicPlayer } from "#app/components/ui/media/music-player-context.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { PODCAST_SERIES } from "#app/lib/seo.ts";
import { formatDuration } from "./format-time.ts";

const RATES = [1, 1.25, 1.5, 2, 0.75];

/** The shared player's bar: stays at the bottom across pages while a podcast plays. */
export default function PlayerBar() {
  const player = useMusicPlayer();
  const { state } = player;
  const post = state.postData;
  if (!post) return null;
  // The audio's own length once its metadata is in; until then the length read at import.
  const length = state.duration || post.duration || 0;
  return (
    <section
      aria-label="Podcast player"
      data-testid="player-bar"
      // Above an iPhone's home indicator when the site runs installed (env() is 0 elsewhere).
      className="fixed inset-x-0 bottom-0 z-40 pb-[env(safe-area-inset-bottom)] border-neutral-200 border-t bg-white/95 shadow-[0_-8px_30px_rgba(0,0,0,0.08)] backdrop-blur dark:border-neutral-700 dark:bg-neutral-900/95"
    >
      <div
        className="absolute inset-x-0 top-0 h-1 cursor-pointer bg-neutral-200 dark:bg-neutral-700"
        role="slider"
        tabIndex={0}
        aria-label="Seek"
        aria-valuemin={0}
        aria-valuemax={Math.round(length)}
        aria-valuenow={Math.round(state.playedSeconds)}
        aria-valuetext={formatDuration(state.playedSeconds)}
        onClick={(event) => {
          const box = event.currentTarget.getBoundingClientRect();
          player.seek((event.clientX - box.left) / box.width);
        }}
        onKeyDown={(event) => {
          const step = state.duration ? 5 / state.duration : 0;
          if (event.key === "ArrowRight") player.seek(state.played + step);
          if (event.key === "ArrowLeft") player.seek(state.played - step);
        }}
      >
        <div
          className="absolute inset-y-0 left-0 bg-neutral-300 dark:bg-neutral-600"
          style={{ width: `${state.loaded * 100}%` }}
        />
        <div
          className="absolute inset-y-0 left-0 bg-primary-500"
          style={{ width: `${state.played * 100}%` }}
        />
      </div>
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3 sm:px-6 lg:px-8">
        <ResponsiveImage
          src={post.featuredImage}
          alt=""
          sizes="72px"
          maxWidth={144}
          width={48}
          height={48}
          className="h-12 w-12 rounded-xl object-cover"
        />
        <div className="min-w-0 flex-1">
          <Link to={post.href} className="block truncate font-semibold text-sm hover:underline">
            {post.title}
          </Link>
          {/* The show's name gives way on a narrow screen; the times never do. */}
          <p className="flex min-w-0 text-neutral-500 text-xs dark:text-neutral-400">
            <span className="truncate">{PODCAST_SERIES}</span>
            <span className="shrink-0 whitespace-pre tabular-nums">
              {" · "}
              {formatDuration(state.playedSeconds)} / {length ? formatDuration(length) : "--:--"}
            </span>
          </p>
        </div>
        <button
          type="button"
          onClick={() => (state.playing ? player.pause() : player.play())}
          aria-label={state.playing ? "Pause" : "Play"}
          className="relative inline-flex h-11 w-11 items-center justify-center rounded-full bg-primary-600 text-white shadow hover:bg-primary-700"
        >
          {state.waiting && (
            <span
              className="absolute inset-0 animate-spin rounded-full border-[3px] border-white/30 border-t-white"
              aria-hidden="true"
            />
          )}
          {state.playing ? (
            <PauseIcon className="h-5 w-5" aria-hidden="true" />
          ) : (
            <PlayIcon className="ml-0.5 h-5 w-5" aria-hidden="true" />
          )}
        </button>
        <button
          type="button"
          onClick={() => {
            const next = RATES[(RATES.indexOf(state.playbackRate) + 1) % RATES.length] ?? 1;
            player.setPlaybackRate(next);
          }}
          aria-label={`Playback speed ${state.playbackRate}x`}
          className="hidden h-9 min-w-12 rounded-full px-2 font-medium text-neutral-600 text-xs hover:bg-neutral-100 sm:inline-block dark:text-neutral-300 dark:hover:bg-neutral-800"
        >
          {state.playbackRate}x
        </button>
        <button
          type="button"
          onClick={() => player.setMuted(!state.muted)}
          aria-label={state.muted ? "Unmute" : "Mute"}
          className="hidden h-9 w-9 items-center justify-center rounded-full text-neutral-600 hover:bg-neutral-100 sm:inline-flex dark:text-neutral-300 dark:hover:bg-neutral-800"
        >
          {state.muted ? (
            <SpeakerXMarkIcon className="h-5 w-5" aria-hidden="true" />
          ) : (
            <SpeakerWaveIcon className="h-5 w-5" aria-hidden="true" />
          )}
        </button>
        <input
          type="range"
          min={0}
          max={1}
          step={0.05}
          value={state.muted ? 0 : state.volume}
          onChange={(event) => player.setVolume(Number(event.target.value))}
          aria-label="Volume"
          className="hidden w-24 accent-primary-600 md:block"
        />
        <button
          type="button"
          onClick={() => player.close()}
          aria-label="Close player"
          className="inline-flex h-9 w-9 items-center justify-center rounded-full text-neutral-500 hover:bg-neutral-100 dark:hover:bg-neutral-800"
        >
          <XMarkIcon className="h-5 w-5" aria-hidden="true" />
        </button>
      </div>
    </section>
  );
}
