// The Content-Security-Policy of every page and the nonce of a page rendered per request. The
// policy itself lives in lib/http/public-site.mjs, which next.config.mjs reads too (it gives the
// public site's pages their fixed policy); proxy.ts gives the signed-in area its per-request one.
// The headers that do not depend on the request (nosniff, referrer, permissions, HSTS) are set for
// every answer, static files included, in next.config.mjs.
export { contentSecurityPolicy } from "./public-site.mjs";

/** A nonce: 128 random bits, base64. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
