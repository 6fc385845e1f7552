import { PauseIcon, PlayIcon } from "#app/components/ui/icons/solid.tsx";
import { useMusicPlayer } from "#app/components/ui/media/music-player-context.tsx";
import type { CardPost } from "#app/lib/types.ts";

/**
 * Play/pause for an audio post, driving the one shared player: a post that is not current
 * becomes current and plays; the current post toggles (docs/spec.md#states).
 */
export function AudioPlayButton({
  post,
  size = "md",
}: {
  post: CardPost;
  size?: "sm" | "md" | "lg";
}) {
  const { state, toggle } = useMusicPlayer();
  const current = state.postData?.id === post.id;
  const playing = current && state.playing;
  const loading = current && state.waiting;
  const box = { sm: "h-10 w-10", md: "h-14 w-14", lg: "h-20 w-20" }[size];
  const icon = { sm: "h-4 w-4", md: "h-6 w-6", lg: "h-8 w-8" }[size];
  return (
    <button
      type="button"
      onClick={(event) => {
        event.preventDefault();
        toggle(post);
      }}
      aria-label={`${playing ? "Pause" : "Play"} ${post.title}`}
      aria-pressed={playing}
      data-testid="audio-play-button"
      className={`audio-play ${box}`}
    >
      {loading && (
        <span
          className="absolute inset-0 animate-spin rounded-full border-[3px] border-primary-200 border-t-primary-600"
          data-testid="audio-loading"
          aria-hidden="true"
        />
      )}
      {playing ? (
        <PauseIcon className={icon} aria-hidden="true" />
      ) : (
        <PlayIcon className={`${icon} ml-0.5`} aria-hidden="true" />
      )}
    </button>
  );
}
