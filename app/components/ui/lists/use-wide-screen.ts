import { useSyncExternalStore } from "react";
import { WIDE_MEDIA_QUERY } from "#app/lib/responsive-paging.ts";

function subscribe(onChange: () => void) {
  const query = window.matchMedia(WIDE_MEDIA_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/**
 * True on screens at least 640 px wide. The server (and hydration) assume a wide screen; the
 * browser then answers for real.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE_MEDIA_QUERY).matches,
    () => true,
  );
}
