import { isIP } from "node:net";
import { env } from "@/lib/env";
import { peerAddress } from "./peer-address";

/**
 * Whether a client IP may sign in to an account with this allow-list: a comma-separated list of
 * addresses or prefixes ending in '*' or '.' (e.g. "10.2.*, 192.168.1."). Empty allows everyone.
 */
export function ipAllowed(allowList: string, ip: string): boolean {
  const entries = allowList
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean);
  if (entries.length === 0) return true;
  const client = normaliseIp(ip);
  return entries.some((entry) => {
    if (entry.endsWith("*")) return client.startsWith(entry.slice(0, -1));
    if (entry.endsWith(".") || entry.endsWith(":")) return client.startsWith(entry);
    return client === normaliseIp(entry);
  });
}

/** IPv4-mapped IPv6 addresses are compared as IPv4. */
export function normaliseIp(ip: string): string {
  const trimmed = ip.trim();
  return trimmed.startsWith("::ffff:") ? trimmed.slice(7) : trimmed;
}

/**
 * The client address, or "unknown".
 *
 * TRUSTED_PROXY_COUNT = 0 (the default: browsers connect to `next start` directly): the address of
 * the socket, never a header. X-Forwarded-For is then entirely the client's own text — Next's server
 * only fills it in when the client sent none (see peer-address.ts) — so honouring it would let anyone
 * slip past the per-account IP allow-list (wrongIp) and every per-address rate limit.
 *
 * TRUSTED_PROXY_COUNT = N > 0: N reverse proxies of the deployment stand in front of the app, each
 * appending the address it received the request from. The Nth entry from the right is the one the
 * outermost trusted proxy wrote, i.e. the client it saw; entries further left came with the request
 * and are not believed. With fewer entries than N (a request that went round a proxy), the leftmost
 * entry is the farthest address known.
 */
export function clientIp(headers: Headers, opts: { trust?: number; peer?: string | null } = {}): string {
  const trust = opts.trust ?? env().TRUSTED_PROXY_COUNT;
  const peer = opts.peer === undefined ? peerAddress() : opts.peer;
  if (trust <= 0) return normaliseIp(peer ?? "unknown");
  const entries = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean);
  const chosen = normaliseIp((entries.length >= trust ? entries[entries.length - trust] : (entries[0] ?? peer)) ?? "");
  // A proxy writes an address; anything else (a port, junk) is not one.
  return isIP(chosen) ? chosen : "unknown";
}
