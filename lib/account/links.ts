import { env } from "@/lib/env";

/**
 * The base URL of links inside emails: APP_URL when set, else the Host the request came to.
 * Production should set APP_URL: a Host header is chosen by the client, and a reset link pointing
 * at someone else's host would hand them the token. X-Forwarded-Host is never trusted, and a host
 * that is not a plain name[:port] is refused, so a forged header cannot put markup into an email.
 */
export function baseUrlFrom(headers: Headers): string {
  const configured = env().APP_URL;
  if (configured) return configured.replace(/\/+$/, "");
  const host = headers.get("host") ?? "";
  const safeHost = /^[A-Za-z0-9.-]+(:\d{1,5})?$/.test(host) ? host : "localhost:3000";
  const proto = headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
  const scheme = proto === "https" || proto === "http" ? proto : safeHost.startsWith("localhost") || safeHost.startsWith("127.") ? "http" : "https";
  return `${scheme}://${safeHost}`;
}

export const resetPath = (token: string) => `/forgot/${encodeURIComponent(token)}`;
export const activatePath = (token: string, username: string) => `/activate/${encodeURIComponent(token)}/${encodeURIComponent(username)}`;
export const activationCodePath = (code: string, username: string) => `/activateCode/${encodeURIComponent(code)}/${encodeURIComponent(username)}`;
