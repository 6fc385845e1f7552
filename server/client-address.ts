import type { IncomingMessage } from "node:http";

/**
 * The address of the client a request comes from, for per-client limits that run before Express
 * (the render budget of server/page-cache.ts). For now the socket's peer: behind a proxy that is
 * the proxy, so every visitor shares one budget. The one place to swap for the real client once
 * the server takes a `trust proxy` setting (proxy-addr, as Express's req.ip does).
 */
export function clientAddress(req: IncomingMessage): string {
  return req.socket.remoteAddress ?? "unknown";
}
