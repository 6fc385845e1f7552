import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import type { CardPost } from "#app/lib/types.ts";

/** docs/spec.md#entities: the shared state of the one music player. */
export interface MusicPlayerState {
  playing: boolean;
  volume: number;
  muted: boolean;
  /** Fraction of the track played, 0..1. */
  played: number;
  playedSeconds: number;
  /** Fraction of the track buffered, 0..1. */
  loaded: number;
  loadedSeconds: number;
  duration: number;
  playbackRate: number;
  /** The current audio post. */
  postData: CardPost | null;
  /** True from a play request until the audio actually plays. */
  waiting: boolean;
}

const INITIAL_PLAYER_STATE: MusicPlayerState = {
  playing: false,
  volume: 0.8,
  muted: false,
  played: 0,
  playedSeconds: 0,
  loaded: 0,
  loadedSeconds: 0,
  duration: 0,
  playbackRate: 1,
  postData: null,
  waiting: false,
};

export interface MusicPlayer {
  state: MusicPlayerState;
  /**
   * docs/spec.md#states: a post that is not current becomes current and starts playing; the current
   * post toggles between play and pause.
   */
  toggle(post: CardPost): void;
  play(): void;
  pause(): void;
  /** Jump to a fraction (0..1) of the track. */
  seek(fraction: number): void;
  setVolume(volume: number): void;
  setMuted(muted: boolean): void;
  setPlaybackRate(rate: number): void;
  /** Stop and forget the current post (closes the player bar). */
  close(): void;
}

const Context = createContext<MusicPlayer | null>(null);

/**
 * Holds ONE native <audio> element at the root of the app, so playback survives page navigation.
 */
export function MusicPlayerProvider({ children }: { children: ReactNode }) {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const [state, setState] = useState<MusicPlayerState>(INITIAL_PLAYER_STATE);
  // A change to what it already holds keeps the same state: no new context value, so no update
  // reaches the page. Setting the volume at start fires 'volumechange' with the volume it has,
  // and an update that reaches a piece not hydrated yet (app/components/ui/later.tsx) makes React
  // drop that piece's server HTML.
  const patch = useCallback((changes: Partial<MusicPlayerState>) => {
    setState((s) =>
      (Object.keys(changes) as (keyof MusicPlayerState)[]).every((key) =>
        Object.is(s[key], changes[key]),
      )
        ? s
        : { ...s, ...changes },
    );
  }, []);

  const startPlaying = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    patch({ waiting: true });
    audio.play().catch((error: unknown) => {
      console.error("Audio playback failed", error);
      patch({ playing: false, waiting: false });
    });
  }, [patch]);

  const toggle = useCallback(
    (post: CardPost) => {
      const audio = audioRef.current;
      if (!audio) return;
      if (state.postData?.id === post.id) {
        if (audio.paused) startPlaying();
        else audio.pause();
        return;
      }
      audio.src = post.audioUrl;
      audio.load();
      setState((s) => ({
        ...s,
        postData: post,
        played: 0,
        playedSeconds: 0,
        loaded: 0,
        loadedSeconds: 0,
        duration: 0,
      }));
      startPlaying();
    },
    [state.postData?.id, startPlaying],
  );

  const api = useMemo<MusicPlayer>(
    () => ({
      state,
      toggle,
      play: startPlaying,
      pause: () => audioRef.current?.pause(),
      seek: (fraction) => {
        const audio = audioRef.current;
        if (audio && Number.isFinite(audio.duration)) {
          audio.currentTime = Math.min(1, Math.max(0, fraction)) * audio.duration;
        }
      },
      setVolume: (volume) => {
        if (audioRef.current) audioRef.current.volume = Math.min(1, Math.max(0, volume));
      },
      setMuted: (muted) => {
        if (audioRef.current) audioRef.current.muted = muted;
      },
      setPlaybackRate: (rate) => {
        if (audioRef.current) audioRef.current.playbackRate = rate;
      },
      close: () => {
        const audio = audioRef.current;
        if (audio) {
          audio.pause();
          audio.removeAttribute("src");
          audio.load();
        }
        setState((s) => ({
          ...INITIAL_PLAYER_STATE,
          volume: s.volume,
          muted: s.muted,
          playbackRate: s.playbackRate,
        }));
      },
    }),
    [state, toggle, startPlaying],
  );

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.volume = INITIAL_PLAYER_STATE.volume;
    const onTime = () =>
      patch({
        playedSeconds: audio.currentTime,
        played: audio.duration ? audio.currentTime / audio.duration : 0,
      });
    const onProgress = () => {
      const end = audio.buffered.length ? audio.buffered.end(audio.buffered.length - 1) : 0;
      patch({ loadedSeconds: end, loaded: audio.duration ? end / audio.duration : 0 });
    };
    const handlers: [string, () => void][] = [
      ["playing", () => patch({ playing: true, waiting: false })],
      ["pause", () => patch({ playing: false, waiting: false })],
      ["ended", () => patch({ playing: false, waiting: false, played: 1 })],
      ["waiting", () => patch({ waiting: true })],
      ["timeupdate", onTime],
      ["progress", onProgress],
      [
        "durationchange",
        () => patch({ duration: Number.isFinite(audio.duration) ? audio.duration : 0 }),
      ],
      ["volumechange", () => patch({ volume: audio.volume, muted: audio.muted })],
      ["ratechange", () => patch({ playbackRate: audio.playbackRate })],
    ];
    for (const [event, handler] of handlers) audio.addEventListener(event, handler);
    return () => {
      for (const [event, handler] of handlers) audio.removeEventListener(event, handler);
    };
  }, [patch]);

  return (
    <Context.Provider value={api}>
      {children}
      {/* biome-ignore lint/a11y/useMediaCaption: podcast clips; the show notes are the article */}
      <audio ref={audioRef} preload="none" data-testid="music-player-audio" hidden />
    </Context.Provider>
  );
}

export function useMusicPlayer(): MusicPlayer {
  const player = useContext(Context);
  if (!player) throw new Error("useMusicPlayer needs <MusicPlayerProvider> (app/root.tsx)");
  return player;
}
