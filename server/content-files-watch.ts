import fs from "node:fs";
import path from "node:path";

/**
 * Calls `onChange` once the files of a content folder (its own files and those of `posts/`) have
 * been quiet for `quietMs` after a change: a save, a new file, a deletion, an editor's atomic
 * rename. One call at a time; changes during a call lead to one more call after it. Watches the
 * folders, not the files, so files replaced by a rename stay watched. Returns a function that
 * stops it: it aborts the call under way (its `signal`) and resolves once that call has ended.
 */
export function watchContentFiles(options: {
  dir: string;
  onChange: (signal: AbortSignal) => Promise<void>;
  quietMs?: number;
}): () => Promise<void> {
  const quietMs = options.quietMs ?? 100;
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  const run = async () => {
    if (stopping.signal.aborted) return;
    if (running) {
      again = true;
      return;
    }
    running = options.onChange(stopping.signal).catch(() => {});
    await running;
    running = undefined;
    if (again) {
      again = false;
      void run();
    }
  };
  const changed = () => {
    clearTimeout(timer);
    timer = setTimeout(run, quietMs);
  };
  const watchers = [options.dir, path.join(options.dir, "posts")]
    .filter((folder) => fs.existsSync(folder))
    .map((folder) => {
      const watcher = fs.watch(folder, { persistent: false }, changed);
      // A folder removed or unreadable: nothing more to watch there (the next start sees it).
      watcher.on("error", () => watcher.close());
      return watcher;
    });
  return async () => {
    clearTimeout(timer);
    for (const watcher of watchers) watcher.close();
    stopping.abort(new Error("the server is stopping"));
    await running;
  };
}
