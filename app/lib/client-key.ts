import { Address6 } from "ip-address";

/** IPv4-compatible IPv6 (`::1.2.3.4`, deprecated): read as the IPv4 address it embeds. */
const IPV4_COMPATIBLE = new Address6("::/96");

/**
 * The key a client address spends its budgets under (rate limits, render budget, socket cap): an
 * IPv4 address as it is, an IPv4-mapped (or -compatible) IPv6 address as its IPv4 address, any
 * other IPv6 address by its /56 network, since one subscriber holds a whole range of them and
 * could otherwise take a fresh address per request. "unknown" when there is none.
 */
export function clientKey(address: string | undefined): string {
  if (!address) return "unknown";
  if (!address.includes(":")) return address;
  let ip: Address6;
  try {
    ip = new Address6(address);
  } catch {
    return address;
  }
  // `::` and `::1` sit in the IPv4-compatible range too: only the dotted notation embeds IPv4.
  if (ip.isMapped4() || (ip.is4() && ip.isInSubnet(IPV4_COMPATIBLE))) return ip.to4().correctForm();
  return new Address6(`${ip.correctForm()}/56`).networkForm();
}
