import "server-only";
import { env } from "@/lib/env";

/**
 * The one origin every URL of a district sign-in is built on: the redirect URI of the authorization
 * request and the redirect URI of the callback's token request must be the same string, or the
 * provider refuses the code. It is APP_URL's origin; in development without APP_URL, this machine's
 * `http://localhost:<PORT>`. Never the request's Host or X-Forwarded-* headers (a client chooses
 * them), nor a route handler's own URL (under `next start` it names the address the server listens
 * on, not the site's). Null in production without APP_URL: district sign-in is then unavailable.
 */
export function ssoOrigin(): string | null {
  const e = env();
  if (e.APP_URL) return new URL(e.APP_URL).origin;
  if (e.NODE_ENV === "production") return null;
  return `http://localhost:${e.PORT ?? 3000}`;
}

/**
 * The same request (method, headers, body) addressed to `origin`: path and query kept, the request's
 * own origin dropped. A plain Request, not a NextRequest: a NextRequest's URL names any loopback
 * host (127.0.0.1, [::1]) "localhost", which is not the address the provider was given.
 */
export function onOrigin(req: Request, origin: string): Request {
  const from = new URL(req.url);
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers: req.headers };
  if (req.method !== "GET" && req.method !== "HEAD") Object.assign(init, { body: req.body, duplex: "half" });
  return new Request(new URL(`${from.pathname}${from.search}`, origin), init);
}
