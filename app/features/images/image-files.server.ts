import fs from "node:fs/promises";
import path from "node:path";

/**
 * The file side of the image variants (app/features/images/images.server.ts): a cap on concurrent sharp
 * jobs, and the cache folder's files (made, read, replaced) kept inside its root.
 */

/** At most `size` jobs at once; the rest wait in order. */
/**
 * At most `size` jobs at once, the waiting ones taken from each client in turn (round robin): a
 * client with a hundred jobs queued delays another client's one by one job at most, not by the
 * hundred.
 */
export class Semaphore {
  #free: number;
  /** Per client, its waiting jobs; the client served next first. */
  readonly #waiting = new Map<string, (() => void)[]>();
  #running = 0;
  peak = 0;

  constructor(size: number) {
    this.#free = Math.max(1, size);
  }

  async run<T>(job: () => Promise<T>, client = ""): Promise<T> {
    if (this.#free > 0) this.#free--;
    else {
      await new Promise<void>((resolve) => {
        const queue = this.#waiting.get(client);
        if (queue) queue.push(resolve);
        else this.#waiting.set(client, [resolve]);
      });
    }
    this.#running++;
    this.peak = Math.max(this.peak, this.#running);
    try {
      return await job();
    } finally {
      this.#running--;
      this.#next();
    }
  }

  /** Hands the freed slot to the next client's oldest job; that client goes to the back. */
  #next(): void {
    const first = this.#waiting.entries().next();
    if (first.done) {
      this.#free++;
      return;
    }
    const [client, queue] = first.value;
    this.#waiting.delete(client);
    const resolve = queue.shift();
    if (queue.length > 0) this.#waiting.set(client, queue);
    resolve?.();
  }
}

export function isInside(root: string, file: string): boolean {
  const relative = path.relative(root, file);
  return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
}

/** No such file: missing, a file where a folder should be, or a path no file system takes. */
export function isNotFound(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === "ENOENT" || code === "ENOTDIR" || code === "ENAMETOOLONG";
}

/**
 * `mkdir -p`, one level at a time: Node's `mkdir(..., { recursive: true })` loops forever when a
 * folder cannot be made inside an existing one (ENOENT, as under /proc), which would hang the
 * request and hold a sharp slot for good.
 */
export async function makeFolders(dir: string): Promise<void> {
  const missing: string[] = [];
  for (let current = dir; ; current = path.dirname(current)) {
    try {
      await fs.stat(current);
      break;
    } catch (error) {
      if (!isNotFound(error) || path.dirname(current) === current) throw error;
      missing.push(current);
    }
  }
  for (const folder of missing.reverse()) {
    try {
      await fs.mkdir(folder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
}

/** The cached variant, or undefined: a file that cannot be read is a miss (the cache may go). */
export async function readIfExists(file: string): Promise<Buffer | undefined> {
  try {
    return await fs.readFile(file);
  } catch {
    return undefined;
  }
}

/** An edited photo leaves its old variants behind: remove those of the same name and format. */
export async function removeOlderVersions(file: string): Promise<void> {
  const dir = path.dirname(file);
  const name = path.basename(file);
  const [, stem, ext] = /^(.*)\.[0-9a-z]+-[0-9a-z]+-[0-9a-z]+\.([a-z]+)$/.exec(name) ?? [];
  if (!stem || !ext) return;
  const pattern = new RegExp(`^${escapeRegExp(stem)}\\.[0-9a-z]+-[0-9a-z]+-[0-9a-z]+\\.${ext}$`);
  for (const other of await fs.readdir(dir)) {
    if (other !== name && pattern.test(other)) await fs.rm(path.join(dir, other), { force: true });
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
