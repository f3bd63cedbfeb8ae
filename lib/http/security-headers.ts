// The Content-Security-Policy of every page (issue 11, item 13). Pure; proxy.ts applies it. The
// headers that do not depend on the request (nosniff, referrer, permissions, HSTS) are set for every
// answer, static files included, in next.config.mjs.

type TPolicyInput = {
  /** A fresh nonce for a page rendered per request; none for the cached public pages. */
  nonce?: string;
  dev?: boolean;
  https?: boolean;
};

/**
 * The Content-Security-Policy. A page rendered per request (the signed-in area) allows only
 * scripts carrying its nonce and what they load ('strict-dynamic'). A public page is rendered
 * once and served from the cache to everyone, so it cannot carry a per-request nonce, and Next
 * writes its page data as inline scripts that differ per page and per render: there scripts must
 * come from this site ('self'), inline scripts are allowed, and everything else stays as strict.
 */
export function contentSecurityPolicy({ nonce, dev = false, https = false }: TPolicyInput): string {
  const scripts = nonce ? [`'nonce-${nonce}'`, "'strict-dynamic'"] : ["'unsafe-inline'"];
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${scripts.join(" ")}${dev ? " 'unsafe-eval'" : ""}`,
    // React writes style attributes (colours of categories, partner backgrounds).
    "style-src 'self' 'unsafe-inline'",
    // Partner and conference logos may live on their own sites.
    "img-src 'self' data: blob: https:",
    // FullCalendar ships its arrow icons as a data: font; without it the toolbar's prev/next are empty boxes.
    "font-src 'self' data:",
    `connect-src 'self'${dev ? " ws: wss:" : ""}`,
    "media-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

/** A nonce: 128 random bits, base64. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
