/**
 * Reads the content's version every `intervalMs` and calls `onChange` when it differs from the
 * one read first (or last changed to): an import by another process, or on another machine,
 * reaches this one within an interval. One check at a time; a read that fails, or gives undefined
 * (not now: the database is away), is tried again at the next tick. Returns `stop`, and `checkNow`
 * for a process that has just changed the content itself (a check now, not at the next tick).
 */
export function watchContentVersion<V extends number | string = number>(options: {
  read: () => Promise<V | undefined>;
  onChange: (version: V) => Promise<void>;
  intervalMs: number;
}): { stop: () => void; checkNow: () => Promise<void> } {
  let known: V | undefined;
  let busy = false;
  const check = async () => {
    if (busy) return;
    busy = true;
    try {
      const version = await options.read();
      if (version === undefined) return;
      if (known !== undefined && version !== known) await options.onChange(version);
      known = version;
    } catch {
      // The database is away (server/database-outage.ts answers for it): next tick.
    } finally {
      busy = false;
    }
  };
  void check();
  const timer = setInterval(check, options.intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer), checkNow: check };
}
