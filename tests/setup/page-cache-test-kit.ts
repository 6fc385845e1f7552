// The page cache's tests' shared pieces: requests, caches closed after each test, responses.
import type { IncomingMessage } from "node:http";
import { PageCache } from "#server/page-cache/page-cache.ts";

export const request = (method: string, url: string, remoteAddress = "203.0.113.9") =>
  ({ method, url, headers: {}, socket: { remoteAddress } }) as IncomingMessage;

const caches: PageCache[] = [];

/** A cache whose purge timer `closeCaches` stops (call it in `afterEach`). */
export const newCache = (options: ConstructorParameters<typeof PageCache>[0]) => {
  const cache = new PageCache(options);
  caches.push(cache);
  return cache;
};

export function closeCaches(): void {
  for (const cache of caches.splice(0)) cache.close();
}

export const HEADERS = () => ({
  "content-type": "text/x-script",
  "cache-control": "public, max-age=0, s-maxage=60, stale-while-revalidate=600",
});

/** A response that records what the cache writes: status, headers (by lower-case name), body. */
export function response() {
  const headers = new Map<string, string>();
  const res = {
    statusCode: 200,
    body: "",
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
    writeHead(status: number, head: string[]) {
      this.statusCode = status;
      for (let i = 0; i < head.length; i += 2)
        headers.set(String(head[i]).toLowerCase(), String(head[i + 1]));
    },
    end(body?: string | Buffer) {
      this.body = String(body ?? "");
    },
  };
  return { res, headers };
}
