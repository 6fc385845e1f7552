import type { IncomingMessage } from "node:http";
import proxyAddr from "proxy-addr";
import { env } from "#app/env.server.ts";

let trusted: ((address: string, hop: number) => boolean) | undefined;

/**
 * The address of the client a request comes from, for per-client limits that run before Express
 * (the render budget of server/page-cache/page-cache.ts): the same answer as Express's `req.ip`
 * under the same `TRUST_PROXY` (proxy-addr, which Express uses), so behind the proxies it names
 * each visitor has a budget of their own, and a direct client's forged `X-Forwarded-For` changes
 * nothing.
 */
export function clientAddress(req: IncomingMessage): string {
  if (!trusted) {
    const setting = env().TRUST_PROXY;
    // A hop count trusts that many proxies in front, as Express reads a number.
    trusted =
      typeof setting === "number"
        ? (_address, hop) => hop < setting
        : proxyAddr.compile(setting || []);
  }
  return proxyAddr(req, trusted);
}
