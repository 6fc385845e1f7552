import { lazy, Suspense } from "react";
import { useMusicPlayer } from "#app/components/ui/media/music-player-context.tsx";

const PlayerBar = lazy(() => import("./player-bar.tsx"));

/** The player bar's code loads only once something plays. */
export function PlayerBarSlot() {
  const { state } = useMusicPlayer();
  if (!state.postData) return null;
  return (
    <Suspense fallback={null}>
      <PlayerBar />
    </Suspense>
  );
}
