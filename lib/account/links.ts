import { env } from "@/lib/env";
import { AppError } from "@/lib/http/errors";

// The base URL of EVERY link the app puts into an email (sign-up password, activation, reset and
// codes, renewal requests, quotes). Use-cases receive it as a string; the route or action that
// calls them gets it from emailLinkBase() and nowhere else.
//
// Decision: a Host header is chosen by whoever sends the request, so it never names the
// site in an email. The base is
//   1. APP_URL, when set (every real deployment sets it);
//   2. else, in development and tests only, the request's own origin if it is this machine
//      (localhost, *.localhost, 127.x.x.x, [::1]), else http://localhost:$PORT;
//   3. else (production without APP_URL) no link email is sent: the call answers 503
//      app_url_missing and the server log says, once, how to fix it. The app still starts and
//      everything without an emailed link works, so `npm run build && npm start` runs with no
//      settings; sign-up, password reset and quote emails wait for APP_URL.

const LOCAL_HOST = /^(localhost|[a-z0-9-]+\.localhost|127(\.\d{1,3}){3}|\[::1\])(:\d{1,5})?$/i;
const WARNED = Symbol.for("scuta.appUrlMissing.warned");

export const appUrlMissing = () => new AppError("app_url_missing", "Emails with links cannot be sent: the site's public address (APP_URL) is not configured on this server.", 503);

function warnOnce(): void {
  const g = globalThis as { [WARNED]?: boolean };
  if (g[WARNED]) return;
  g[WARNED] = true;
  console.error(
    "[email] APP_URL is not set, so emails with links (sign-up, activation, password reset, renewal, quote) are refused with 503 app_url_missing. " +
      "Set APP_URL to the site's public base URL (for example APP_URL=https://scuta.example.org) and restart the server.",
  );
}

/** The host and scheme a request was addressed to: Headers (server actions) or its URL (route handlers). */
function requestTarget(from: Headers | URL | string | null | undefined): { host: string; scheme: string } | null {
  if (!from) return null;
  if (from instanceof Headers) {
    const host = from.get("host");
    return host ? { host, scheme: "http" } : null;
  }
  try {
    const url = typeof from === "string" ? new URL(from) : from;
    return { host: url.host, scheme: url.protocol === "https:" ? "https" : "http" };
  } catch {
    return null;
  }
}

/** The base URL of links in emails (no trailing slash); throws 503 app_url_missing in production without APP_URL. */
export function emailLinkBase(from?: Headers | URL | string | null): string {
  const e = env();
  if (e.APP_URL) return e.APP_URL.replace(/\/+$/, "");
  if (e.NODE_ENV === "production") {
    warnOnce();
    throw appUrlMissing();
  }
  const target = requestTarget(from);
  if (target && LOCAL_HOST.test(target.host)) return `${target.scheme}://${target.host.toLowerCase()}`;
  return `http://localhost:${e.PORT ?? 3000}`;
}

export const resetPath = (token: string) => `/forgot/${encodeURIComponent(token)}`;
export const activatePath = (token: string, username: string) => `/activate/${encodeURIComponent(token)}/${encodeURIComponent(username)}`;
export const activationCodePath = (code: string, username: string) => `/activateCode/${encodeURIComponent(code)}/${encodeURIComponent(username)}`;
/** The quote page of a user's licence, where a quote's recipient can buy online. */
export const newLicensePath = (username: string) => `/newLicense/${encodeURIComponent(username)}/0`;
