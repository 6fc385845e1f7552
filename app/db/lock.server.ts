import cluster from "node:cluster";
import fs from "node:fs";
import path from "node:path";

/**
 * One server per SQLite data directory: a lock file holding the owner's pid. A second server on
 * the same directory refuses to start with a clear message; a lock left by a killed server (its
 * pid no longer runs) is taken over. With WORKERS the primary holds it for the whole cluster
 * (server/start.js): a worker is let in when the owner is its own parent, and leaves the lock to
 * it (its release does nothing).
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "wanderlust.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: "wx" });
      return () => {
        try {
          if (fs.readFileSync(file, "utf8") === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // Already gone.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number.parseInt(fs.readFileSync(file, "utf8"), 10);
      if (cluster.isWorker && owner === process.ppid) return () => {};
      if (Number.isInteger(owner) && owner !== process.pid && isRunning(owner)) {
        throw new Error(
          `Another Wanderlust server (pid ${owner}) is already using the data directory ${path.resolve(dataDir)}. ` +
            "Stop it first, or give this server its own DATA_DIR (one server runs several processes on it: WORKERS).",
        );
      }
      fs.unlinkSync(file); // stale: its owner is gone
    }
  }
  throw new Error(`Could not lock the data directory ${path.resolve(dataDir)}.`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
