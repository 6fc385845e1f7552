import { PauseIcon, PlayIcon } from "#app/components/ui/icons/solid.tsx";
import { useMusicPlayer } from "#app/components/ui/media/music-player-context.tsx";
import type { Post } from "#app/lib/types.ts";
import { formatDuration } from "./format-time.ts";

/**
 * The podcast single's big play button and progress: it drives the one shared music player,
 * so the episode keeps playing while the reader moves around the site.
 */
export function PodcastPlayer({ post }: { post: Post }) {
  const { state, toggle, seek } = useMusicPlayer();
  const current = state.postData?.id === post.id;
  const playing = current && state.playing;
  const waiting = current && state.waiting;
  const played = current ? state.played : 0;
  // The audio's own length once its metadata is in; until then the length read at import.
  const length = (current && state.duration) || post.duration;
  return (
    <div className="flex items-center gap-4 sm:gap-5">
      <button
        type="button"
        onClick={() => toggle(post)}
        aria-pressed={playing}
        data-testid="podcast-play"
        className="relative inline-flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-primary-600 text-white shadow-lg shadow-primary-600/30 transition hover:scale-105 hover:bg-primary-700 sm:h-[4.5rem] sm:w-[4.5rem]"
      >
        {waiting && (
          <span
            aria-hidden="true"
            className="absolute inset-0 animate-spin rounded-full border-[3px] border-white/30 border-t-white"
          />
        )}
        {playing ? (
          <PauseIcon className="h-7 w-7" aria-hidden="true" />
        ) : (
          <PlayIcon className="ml-1 h-7 w-7" aria-hidden="true" />
        )}
        <span className="sr-only">{playing ? "Pause episode" : "Play episode"}</span>
      </button>
      <div className="min-w-0 flex-1">
        <p
          className="font-medium text-neutral-900 text-sm dark:text-neutral-100"
          aria-live="polite"
        >
          {waiting
            ? "Loading episode..."
            : playing
              ? "Now playing"
              : current
                ? "Paused"
                : "Listen now"}
        </p>
        <div className="mt-2 flex items-center gap-3">
          <span className="w-10 text-neutral-500 text-xs tabular-nums dark:text-neutral-400">
            {formatDuration(current ? state.playedSeconds : 0)}
          </span>
          <input
            type="range"
            min={0}
            max={1}
            step={0.001}
            value={played}
            disabled={!current}
            onChange={(event) => seek(Number(event.target.value))}
            aria-label="Seek in the episode"
            className="h-1.5 min-w-0 flex-1 cursor-pointer accent-primary-600 disabled:cursor-default disabled:opacity-50"
          />
          <span className="w-10 text-right text-neutral-500 text-xs tabular-nums dark:text-neutral-400">
            {length ? formatDuration(length) : "--:--"}
          </span>
        </div>
      </div>
    </div>
  );
}
