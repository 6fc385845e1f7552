import http from "node:http";
import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { guardSockets, type SocketLimits } from "./sockets.ts";

const BIG = Buffer.alloc(32 * 1024 * 1024, "a");
let server: http.Server | undefined;
const clients: net.Socket[] = [];

afterEach(async () => {
  for (const client of clients.splice(0)) client.destroy();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** A server whose every answer is 32 MB, guarded; reports when each server-side socket closed. */
async function start(limits: SocketLimits) {
  const closed: number[] = [];
  server = http.createServer((_req, res) => res.end(BIG));
  const open = guardSockets(server, limits);
  server.on("connection", (socket) => {
    const since = Date.now();
    socket.on("close", () => closed.push(Date.now() - since));
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return { port, open, closed };
}

function connect(port: number, localAddress: string, read: boolean): Promise<net.Socket> {
  const socket = net.connect({ port, host: "127.0.0.1", localAddress });
  clients.push(socket);
  if (!read) socket.pause();
  socket.on("error", () => {});
  return new Promise((resolve) => socket.on("connect", () => resolve(socket)));
}

const until = async (check: () => boolean, ms = 5_000) => {
  const started = Date.now();
  while (!check() && Date.now() - started < ms) await new Promise((r) => setTimeout(r, 20));
};

describe("guardSockets", () => {
  it("closes a new socket over the cap per address at once, and counts per address", async () => {
    const { port, open, closed } = await start({ maxPerClient: 2, idleTimeoutMs: 0 });
    await connect(port, "127.0.0.3", true);
    await connect(port, "127.0.0.3", true);
    const third = await connect(port, "127.0.0.3", true);
    const other = await connect(port, "127.0.0.4", true);
    await until(() => third.destroyed || third.readableEnded);
    expect(third.readableEnded || third.destroyed).toBe(true);
    expect(other.destroyed).toBe(false);
    expect(closed).toHaveLength(1);
    expect(closed[0]).toBeLessThan(500);
    await until(() => open.get("127.0.0.3") === 2 && open.get("127.0.0.4") === 1);
    expect(Object.fromEntries(open)).toEqual({ "127.0.0.3": 2, "127.0.0.4": 1 });
    // When one closes, the address may open another.
    clients[0]!.destroy();
    await until(() => open.get("127.0.0.3") === 1);
    const again = await connect(port, "127.0.0.3", true);
    await new Promise((r) => setTimeout(r, 200));
    expect(again.destroyed).toBe(false);
  });

  it("resets a socket whose answer stops moving because the client does not read", async () => {
    const { port, closed } = await start({ maxPerClient: 0, idleTimeoutMs: 1_000 });
    const stalled = await connect(port, "127.0.0.5", false);
    stalled.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    await until(() => closed.length === 1, 8_000);
    // Node checks twice before giving up on a write in progress: between 1 and 2 timeouts.
    expect(closed[0]).toBeGreaterThanOrEqual(900);
    expect(closed[0]).toBeLessThan(5_000);
  });

  it("keeps a socket whose client reads slowly, for longer than the timeout in all", async () => {
    const { port, closed } = await start({ maxPerClient: 0, idleTimeoutMs: 1_000 });
    const reader = await connect(port, "127.0.0.6", true);
    let received = 0;
    const started = Date.now();
    // A pause of 200 ms after every 2 MB: about 3 s for the whole answer, never 1 s without reading.
    reader.on("data", (chunk: Buffer) => {
      const before = Math.floor(received / 2 ** 21);
      received += chunk.length;
      if (Math.floor(received / 2 ** 21) > before) {
        reader.pause();
        setTimeout(() => reader.resume(), 200);
      }
    });
    reader.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    await until(() => received > BIG.length, 15_000);
    expect(received).toBeGreaterThan(BIG.length);
    expect(Date.now() - started).toBeGreaterThan(2_000);
    expect(closed).toEqual([]);
  });
});
