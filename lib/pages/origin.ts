import "server-only";
import { env } from "@/lib/env";

/**
 * The public base URL of the site for links that leave it (QR codes): APP_URL when set, else the
 * request's own host, so a QR code printed from a school's deployment opens that deployment.
 */
export function siteOrigin(requestHeaders: Headers): string {
  const configured = env().APP_URL;
  if (configured) return configured.replace(/\/+$/, "");
  const host = requestHeaders.get("x-forwarded-host") ?? requestHeaders.get("host") ?? "localhost:3000";
  const proto = requestHeaders.get("x-forwarded-proto") ?? (/^(localhost|127\.0\.0\.1)(:|$)/.test(host) ? "http" : "https");
  return `${proto.split(",")[0].trim()}://${host.split(",")[0].trim()}`;
}
