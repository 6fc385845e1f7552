// A reader asking a server for one page every few milliseconds, in a process of its own (forked
// by tests/e2e/reliability/import-under-load.test.ts): the test process's own pauses (its garbage
// collections, its other work) are not counted against the server.
//   node tests/setup/steady-reader.ts URL EVERY_MS
// Open loop: each request leaves when it is due, whatever the answers before it, and is timed
// from that moment (a late tick of this process is counted, never hidden). On the message "stop"
// it sends every reading, { at, ms, status } with `at` the epoch milliseconds it was due, and exits.
import http from "node:http";

const [url, every] = process.argv.slice(2);
const EVERY_MS = Number(every);
const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
const now = () => performance.timeOrigin + performance.now();
const readings: Promise<{ at: number; ms: number; status: number }>[] = [];
const started = now();
let sent = 0;

/**
 * One request due at `at`. A GET on a kept-alive socket that the server closed as it was sent
 * (ECONNRESET on a reused socket: the keep-alive race of HTTP/1.1) is sent again, as browsers do,
 * and still timed from `at`; any other error is a failure (status 0).
 */
const get = (at: number) =>
  new Promise<{ at: number; ms: number; status: number }>((resolve) => {
    const done = (status: number) => resolve({ at, ms: now() - at, status });
    const send = (retried: boolean) => {
      const request = http.get(url!, { agent }, (response) => {
        response.resume();
        response.on("end", () => done(response.statusCode ?? 0));
      });
      request.on("error", (error: NodeJS.ErrnoException) => {
        if (!retried && request.reusedSocket && error.code === "ECONNRESET") send(true);
        else done(0);
      });
    };
    send(false);
  });

const timer = setInterval(() => {
  for (; started + sent * EVERY_MS <= now(); sent++) readings.push(get(started + sent * EVERY_MS));
}, EVERY_MS);

process.on("message", async () => {
  clearInterval(timer);
  process.send?.(await Promise.all(readings), () => {
    agent.destroy();
    process.exit(0);
  });
});
process.send?.("ready");
