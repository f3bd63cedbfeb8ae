import "server-only";
import { env } from "@/lib/env";

/**
 * The public base URL of the site for links that leave it but are not emailed (QR codes, the
 * calendar feed's address on the owner's page, payment return URLs): APP_URL when set, else the
 * Host the request was addressed to, so a QR code printed from a school's deployment opens that
 * deployment. X-Forwarded-Host is the client's to choose and is never read: a forged one must not
 * end up in a cached QR image. (Emailed links come from lib/account/links.ts emailLinkBase.)
 */
export function siteOrigin(requestHeaders: Headers): string {
  const configured = env().APP_URL;
  if (configured) return configured.replace(/\/+$/, "");
  const raw = requestHeaders.get("host") ?? "";
  const host = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:]+\](:\d{1,5})?$/.test(raw) ? raw : "localhost:3000";
  const proto = requestHeaders.get("x-forwarded-proto")?.split(",")[0]?.trim();
  const scheme = proto === "https" || proto === "http" ? proto : /^(localhost|127\.0\.0\.1)(:|$)/.test(host) ? "http" : "https";
  return `${scheme}://${host}`;
}
