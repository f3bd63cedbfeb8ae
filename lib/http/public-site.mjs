// The public site's routing and caching rules, in plain JavaScript so that next.config.mjs, the
// proxy, the tests and the nginx recipe's checks read the same ones (types: public-site.d.mts).
//
// 1. Language: a public URL (/privacy) is served from its language's copy (/it/privacy). The language
//    is the NEXT_LOCALE cookie when it names a language of the site, else the first language of the
//    site that the browser lists in Accept-Language (browsers list them by preference), else English.
//    next.config.mjs applies it as rewrites, so a public page needs no proxy to pick its language.
// 2. Cache: the public pages that are the same for every visitor of a language (prerendered or
//    cached on first request, no cookie, no session) answer with a Cache-Control a shared cache may
//    use and name their language in Content-Language. Nothing else does.
// 3. CSP: every page of the public site carries one fixed policy (no nonce, since its HTML is shared);
//    the signed-in area, the API and the other handlers get a per-request nonce from proxy.ts.

/** The languages of the site (lib/i18n/locales.ts holds the same list for the TypeScript code; a test keeps them equal). */
export const SITE_LOCALES = ["en", "it", "de"];
export const SITE_DEFAULT_LOCALE = "en";
export const SITE_LOCALE_COOKIE = "NEXT_LOCALE";

/** First path segments served outside the language segment (lib/i18n/routing.ts holds the same set). */
export const OUTSIDE_LOCALE_SEGMENTS = ["app", "api", "home", "user", "getServerTime", "_next", "uploads", "lesson"];

/** Seconds a shared cache may serve a public page before asking again, and may go on serving it while it asks. */
export const PUBLIC_S_MAXAGE = 60;
export const PUBLIC_STALE_WHILE_REVALIDATE = 86_400;
export const PUBLIC_CACHE_CONTROL = `public, s-maxage=${PUBLIC_S_MAXAGE}, stale-while-revalidate=${PUBLIC_STALE_WHILE_REVALIDATE}`;

/**
 * Single-segment public pages rendered per request (they read the query, the session or the
 * request's headers): never shared-cached, and they keep the proxy. Every other single segment is
 * a prerendered page or the cached conference page (/{conference}); a test checks this list against
 * the pages' own files.
 */
export const PER_REQUEST_SINGLE_PAGES = ["lock", "AppointmentTap", "appointment", "confirmPrincipal", "demosurvey", "trainSchedule", "trainingsurvey", "x_test", "promoSettings"];

const ONE_SEGMENT = "[A-Za-z0-9_-]+";

/**
 * The path (without its leading "/") of a public page that is the same for every visitor of a
 * language: one plain segment that is not a per-request page nor outside the language segment,
 * a coupon, a promotion, or the welcome landing page. Plain characters only: a path with an escape
 * (a control character, a dot of a file) is left to the proxy and to the page's own checks. The
 * root "/" is such a page too (CACHEABLE_ROOT).
 */
export const CACHEABLE_PATH = `(?:(?!(?:${[...PER_REQUEST_SINGLE_PAGES, ...OUTSIDE_LOCALE_SEGMENTS].join("|")})$)${ONE_SEGMENT}|(?:coupons|promo)/${ONE_SEGMENT}|landing-page/welcome)`;

/** Whether a path is a public page a shared cache may keep (one per language). */
export function isCacheablePublicPath(pathname) {
  return pathname === "/" || new RegExp(`^/${CACHEABLE_PATH}$`, "i").test(pathname);
}

// An Accept-Language item names language `l` when its tag is `l` or starts with `l-` (any case).
const anyCase = (l) => [...l].map((c) => `[${c.toLowerCase()}${c.toUpperCase()}]`).join("");
const SUPPORTED_ITEM = `(?:${SITE_LOCALES.map(anyCase).join("|")})(?:[-;,\\s]|$)`;

/**
 * A regular expression (as Next's `has` matches it: the whole header) for an Accept-Language whose
 * first language of the site is `locale`: every item before it names a language the site lacks.
 */
export function acceptLanguageFirst(locale) {
  return `(?:(?!\\s*${SUPPORTED_ITEM})[^,]*,)*\\s*${anyCase(locale)}(?:[-;,\\s].*)?`;
}

/** Any Accept-Language naming a language of the site. */
export const ACCEPT_LANGUAGE_ANY = `(?:[^,]*,)*\\s*${SUPPORTED_ITEM}.*`;
const VALID_COOKIE = `(?:${SITE_LOCALES.join("|")})`;

/** The language rule on its own (what the rewrites below compute), for tests and tools. */
export function chooseSiteLocale(cookie, acceptLanguage) {
  if (cookie && SITE_LOCALES.includes(cookie)) return cookie;
  if (acceptLanguage) {
    for (const l of SITE_LOCALES) if (new RegExp(`^${acceptLanguageFirst(l)}$`).test(acceptLanguage)) return l;
  }
  return SITE_DEFAULT_LOCALE;
}

/** Every path of the public site (outside the signed-in area, the API and Next's files). */
const PUBLIC_SITE_PATH = `/:path((?!(?:${OUTSIDE_LOCALE_SEGMENTS.join("|")})(?:/|$)).+)`;

/** The language rule as Next's `has`/`missing` conditions, one set per outcome; they exclude each other. */
function languageConditions() {
  return [
    ...SITE_LOCALES.map((l) => ({ locale: l, has: [{ type: "cookie", key: SITE_LOCALE_COOKIE, value: l }] })),
    ...SITE_LOCALES.map((l) => ({
      locale: l,
      has: [{ type: "header", key: "accept-language", value: acceptLanguageFirst(l) }],
      missing: [{ type: "cookie", key: SITE_LOCALE_COOKIE, value: VALID_COOKIE }],
    })),
    {
      locale: SITE_DEFAULT_LOCALE,
      missing: [
        { type: "cookie", key: SITE_LOCALE_COOKIE, value: VALID_COOKIE },
        { type: "header", key: "accept-language", value: ACCEPT_LANGUAGE_ANY },
      ],
    },
  ];
}

/**
 * The language rewrites (next.config.mjs, afterFiles: files in public/ are served first). Rewrites
 * run one after another, so the conditions exclude each other: exactly one applies to a request.
 */
export function languageRewrites() {
  return languageConditions().flatMap(({ locale, ...when }) => [
    { source: "/", destination: `/${locale}`, ...when },
    { source: PUBLIC_SITE_PATH, destination: `/${locale}/:path`, ...when },
  ]);
}

/**
 * The Content-Security-Policy of every page. A page rendered per request (the signed-in area)
 * allows only scripts carrying its nonce and what they load ('strict-dynamic'). A public page's
 * HTML is shared by every visitor of a language, so it cannot carry a per-request nonce, and Next
 * writes its page data as inline scripts that differ per page and per render (no fixed hash covers
 * them): there scripts must come from this site ('self') or be inline, and everything else stays as strict.
 */
export function contentSecurityPolicy({ nonce, dev = false, https = false } = {}) {
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
    // The signed-in app's service worker (/sw.js) and the web app manifest come from this site only.
    "worker-src 'self'",
    "manifest-src 'self'",
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

/**
 * The public site's headers for next.config.mjs: the fixed CSP and the page's language
 * (Content-Language, by the same rule as the rewrites) on every page of the public site, and the
 * shared-cache header on the pages that are the same for every visitor of a language.
 * A page's Vary cannot name the language: Next 16 replaces a page's Vary with its own list (RSC,
 * Next-Router-…), and only a proxy run per request could add to it. A shared cache therefore keys
 * public pages on the language itself (deploy/nginx/scuta.conf computes it with this rule).
 * (A response that sets a cookie is made private by proxy.ts, which runs wherever a session is.)
 */
export function publicSiteHeaders({ dev = false, https = false } = {}) {
  const csp = [{ key: "content-security-policy", value: contentSecurityPolicy({ dev, https }) }];
  const language = languageConditions().flatMap(({ locale, ...when }) => [
    { source: "/", headers: [{ key: "content-language", value: locale }], ...when },
    { source: PUBLIC_SITE_PATH, headers: [{ key: "content-language", value: locale }], ...when },
  ]);
  // In development every page renders per request: no cache header to mislead a cache.
  const cache = dev
    ? []
    : [
        { source: "/", headers: [{ key: "cache-control", value: PUBLIC_CACHE_CONTROL }] },
        { source: `/:page(${CACHEABLE_PATH})`, headers: [{ key: "cache-control", value: PUBLIC_CACHE_CONTROL }] },
      ];
  return [{ source: "/", headers: csp }, { source: PUBLIC_SITE_PATH, headers: csp }, ...language, ...cache];
}
