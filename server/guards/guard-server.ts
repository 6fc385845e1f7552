import type { Server } from "node:http";
import { env } from "#app/env.server.ts";
import { answerUnknownMethods } from "./methods.ts";
import { guardSockets } from "./sockets.ts";

/**
 * The idle-socket timeout and the cap on sockets per client (IDLE_SOCKET_TIMEOUT_MS,
 * MAX_SOCKETS_PER_CLIENT), on the http server start.js creates.
 */
export function guardServer(server: Server): void {
  const config = env();
  guardSockets(server, {
    maxPerClient: config.MAX_SOCKETS_PER_CLIENT,
    idleTimeoutMs: config.IDLE_SOCKET_TIMEOUT_MS,
  });
  // `FOO /`: 501, not Node's 400 (server/guards/methods.ts).
  answerUnknownMethods(server);
}
