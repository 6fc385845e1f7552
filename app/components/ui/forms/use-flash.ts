import { useCallback, useEffect, useState } from "react";

interface Flash<T> {
  value: T;
  ms: number;
}

/**
 * A value that clears itself after a delay (the newsletter and contact messages of
 * docs/spec.md#states). Showing a new value restarts the timer.
 */
export function useFlash<T>(initial: Flash<T> | null = null) {
  const [flash, setFlash] = useState<Flash<T> | null>(initial);
  useEffect(() => {
    if (!flash) return;
    const timer = window.setTimeout(() => setFlash(null), flash.ms);
    return () => window.clearTimeout(timer);
  }, [flash]);
  const show = useCallback((value: T, ms: number) => setFlash({ value, ms }), []);
  const clear = useCallback(() => setFlash(null), []);
  return { value: flash?.value ?? null, show, clear };
}
