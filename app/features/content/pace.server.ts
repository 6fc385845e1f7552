import { setImmediate as nextTurn } from "node:timers/promises";

/** `await pace()` between two steps of a long piece of work (pacer). */
export type Pace = () => Promise<void>;

/** No yielding: for a caller with nothing else to serve (a test, a one-off parse). */
export const noPace: Pace = async () => {};

/**
 * Lets a long piece of work share the event loop (issue 44: an import of 3,000 posts held a
 * cached page 2.8 s): `await pace()` between its steps yields once `sliceMs` of work have passed
 * since the last yield, through setImmediate, so the requests and I/O waiting are served before
 * the work goes on. Past `signal`'s abort, it throws the abort's reason (a stopping server ends
 * an import at its next step).
 */
export function pacer(options: { sliceMs?: number; signal?: AbortSignal } = {}): Pace {
  const sliceMs = options.sliceMs ?? 10;
  let since = performance.now();
  return async () => {
    options.signal?.throwIfAborted();
    if (performance.now() - since < sliceMs) return;
    await nextTurn();
    options.signal?.throwIfAborted();
    since = performance.now();
  };
}
