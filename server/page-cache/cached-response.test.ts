import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import v8 from "node:v8";
import { runInNewContext } from "node:vm";
import { afterEach, describe, expect, it } from "vitest";
import { closeCaches, HEADERS, newCache, request } from "#tests/setup/page-cache-test-kit.ts";
import {
  type CachedResponse,
  ENTRY_OVERHEAD_BYTES,
  entryBytes,
  exactSize,
} from "./cached-response.ts";
import { compress } from "./encoded-body.ts";

afterEach(closeCaches);

/** The bytes an entry really keeps alive: whole ArrayBuffers, not the views' lengths. */
function realBytes(key: string, entry: CachedResponse): number {
  let bytes = key.length + entry.etag.length;
  for (const [name, value] of Object.entries(entry.headers)) bytes += name.length + value.length;
  for (const body of [entry.identity, entry.gzip, entry.br]) bytes += body.buffer.byteLength;
  return bytes;
}

describe("PageCache memory", () => {
  it("keeps compressed bodies in buffers of their own size (zlib's are views of 16 KiB)", () => {
    const body = Buffer.from('{"a":1}'.repeat(20));
    const gzip = compress(body, "gzip", "stored");
    expect(gzip.buffer.byteLength).toBeGreaterThan(gzip.length); // what zlib hands back
    for (const view of [gzip, compress(body, "br", "stored"), Buffer.from("pooled")]) {
      const own = exactSize(view);
      expect(own.equals(view)).toBe(true);
      expect(own.buffer.byteLength).toBe(own.length);
      expect(own.byteOffset).toBe(0);
    }
  });

  it("holds no more real bytes than its bound, small entries and large", () => {
    const maxBytes = 1024 * 1024;
    const cache = newCache({ maxBytes });
    for (let i = 0; i < 2000; i++) {
      // Mostly tiny data responses (the flood of the issue), some 20-200 KB pages.
      const size = i % 50 === 0 ? 20_000 + (i % 7) * 10_000 : 40 + (i % 300);
      const body = Buffer.from(`{"n":${i},"pad":"${randomBytes(size / 2).toString("hex")}"}`);
      cache.store(`/login.data?_routes=root&n=${i}`, 200, HEADERS(), body);
    }
    let real = 0;
    let count = 0;
    for (const [key, entry] of cache.entries()) {
      real += realBytes(key, entry) + ENTRY_OVERHEAD_BYTES;
      count++;
    }
    expect(count).toBeGreaterThan(50);
    expect(real).toBeLessThanOrEqual(maxBytes);
    expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
  });

  it("counts what each entry costs on the heap (the overhead is measured, not guessed)", () => {
    v8.setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as () => void;
    const used = () => {
      gc();
      gc();
      const m = process.memoryUsage();
      return m.heapUsed + m.arrayBuffers;
    };
    const cache = newCache({ maxBytes: 1e12 });
    const n = 10_000;
    const before = used();
    for (let i = 0; i < n; i++) {
      const body = Buffer.from(`[{"_1":2},"root",{"_3":4},"n",${i},"${"x".repeat(i % 50)}"]`);
      cache.store(`/login.data?_routes=root&n=${i}`, 200, HEADERS(), body);
    }
    const grown = used() - before;
    let counted = 0;
    for (const [key, entry] of cache.entries()) counted += entryBytes(key, entry);
    expect(cache.size).toBe(n);
    expect(counted).toBe(cache.bytes);
    // What the count says these entries hold covers what the heap grew by.
    expect(grown).toBeLessThanOrEqual(counted);
  });
});

describe("PageCache hits", () => {
  it("send each header once, the page's own value winning over the base security headers", () => {
    const cache = newCache({});
    cache.store(
      "/about",
      200,
      { ...HEADERS(), "x-frame-options": "SAMEORIGIN", "strict-transport-security": "max-age=1" },
      Buffer.from("<p>about</p>"),
    );
    const sent: string[] = [];
    const res = {
      writeHead(_status: number, head: string[]) {
        sent.push(...head);
      },
      end() {},
    };
    const req = { ...request("GET", "/about"), headers: { "accept-encoding": "gzip" } };
    expect(cache.tryServe(req as IncomingMessage, res as unknown as ServerResponse)).toBe(true);
    const names = sent.filter((_, i) => i % 2 === 0).map((name) => name.toLowerCase());
    expect(names.length).toBeGreaterThan(8);
    expect(new Set(names).size).toBe(names.length);
    const value = (name: string) => sent[names.indexOf(name) * 2 + 1];
    expect(value("x-frame-options")).toBe("SAMEORIGIN");
    expect(value("x-content-type-options")).toBe("nosniff");
    expect(value("content-encoding")).toBe("gzip");
  });
});
