import type { Server } from "node:http";
import type { Socket } from "node:net";
import { clientKey } from "#app/lib/client-key.ts";

export interface SocketLimits {
  /** Open sockets one client address may hold; a new one over it is closed at once. 0 = no cap. */
  maxPerClient: number;
  /** A socket with no progress (nothing read, no write completed) for this long is closed. 0 = off. */
  idleTimeoutMs: number;
}

/**
 * Guards a server against clients that hold sockets (docs/design.md#security):
 *
 * - an idle timeout: Node's `server.timeout` closes a socket on which nothing has happened for
 *   that long, so a client that sends requests and never reads the answers (the kernel buffers
 *   fill, the writes stop completing) loses its socket; a slow reader that makes progress keeps
 *   it, and keep-alive sockets between requests still follow `keepAliveTimeout`;
 * - a cap per client address (an IPv6 client by its /56, as the rate limits count it): over the
 *   cap, a new socket is closed before a byte is read, so one address cannot use up the process's
 *   file descriptors and starve everyone else.
 *
 * Behind a proxy every socket comes from the proxy: raise the cap or set it to 0 there (README).
 * Returns the open sockets per client key (for tests and logs).
 */
export function guardSockets(server: Server, limits: SocketLimits): Map<string, number> {
  const open = new Map<string, number>();
  const refused = { count: 0, loggedAt: 0 };
  if (limits.idleTimeoutMs > 0) {
    server.timeout = limits.idleTimeoutMs;
    // Node destroys a timed-out socket only when nobody listens to 'timeout'; be explicit, so a
    // listener added by some middleware on a request or response never keeps a dead socket open.
    // A reset, not a close: a close would leave the unsent answer queued in the kernel behind the
    // client's closed receive window, the connection open until TCP gives up (minutes).
    server.on("timeout", (socket: Socket) => socket.resetAndDestroy());
  }
  if (limits.maxPerClient > 0) {
    server.on("connection", (socket: Socket) => {
      const address = socket.remoteAddress;
      if (!address) return;
      const key = clientKey(address);
      const count = open.get(key) ?? 0;
      if (count >= limits.maxPerClient) {
        socket.destroy();
        refused.count++;
        // At most one line a minute, whatever the flood.
        const now = Date.now();
        if (now - refused.loggedAt >= 60_000) {
          console.warn(
            `Closed ${refused.count} new socket(s) over MAX_SOCKETS_PER_CLIENT=${limits.maxPerClient} (latest from ${key})`,
          );
          refused.loggedAt = now;
          refused.count = 0;
        }
        return;
      }
      open.set(key, count + 1);
      socket.once("close", () => {
        const left = (open.get(key) ?? 1) - 1;
        if (left > 0) open.set(key, left);
        else open.delete(key);
      });
    });
  }
  return open;
}
