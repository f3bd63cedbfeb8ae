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
 * The client address, or "unknown". The rightmost x-forwarded-for entry is the one written by the
 * nearest proxy (or by Next itself from the socket); entries to its left come from the client and
 * could be forged to slip past the IP allow-list or the per-IP sign-in limit.
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for");
  if (forwarded) {
    const entries = forwarded.split(",").map((e) => e.trim()).filter(Boolean);
    if (entries.length) return normaliseIp(entries[entries.length - 1]);
  }
  return normaliseIp(headers.get("x-real-ip") ?? "unknown");
}
