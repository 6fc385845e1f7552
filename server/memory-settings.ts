/**
 * How the production server is started so that its memory comes back after a flood
 * (docs/scaling.md#memory; issue 29, item 9). Both must be in place before the process starts:
 * glibc reads its variables once, V8 sizes its heap once. `npm start` sets them (package.json, a
 * test beside checks it says the same), and so do the test and bench servers
 * (scripts/lib/production-server.ts); a systemd unit sets them as docs/scaling.md shows.
 */

/**
 * glibc's malloc. Without these, libvips (sharp, on libuv's threads) gave each thread an arena
 * of its own, up to 8 per core, and the holes freed in them stayed resident: +290 MB after one
 * 20 s image flood, never given back. Two arenas, and every block from 32 KiB up (decoded image
 * strips, rendered pages and their compressed copies, page-cache bodies) mapped on its own, so it
 * goes back to the system when freed instead of leaving a hole in a heap (a set threshold also
 * stops glibc raising it up to 32 MiB as large blocks are freed). Measured after floods of page
 * renders then `/?show=all`: +165 MB with 32 KiB, +210 MB with 128 KiB, +300 MB without.
 */
export const MEMORY_ENV = {
  MALLOC_ARENA_MAX: "2",
  MALLOC_MMAP_THRESHOLD_: "32768",
} as const;

/**
 * V8's heap limit, as V8 picks it by itself on a machine with 1 GB of memory. V8 lets the old
 * space grow to between 1.3 and 4 times its live size before a full collection, more the larger
 * the limit: on a 24 GB machine (limit 4 GB) a flood of cross-origin POSTs took the old space to
 * 210 MB for 60 MB live, with 512 MB it stays within ~1.4 times.
 */
export const MEMORY_NODE_FLAGS = ["--max-old-space-size=512"] as const;
