import { AsyncLocalStorage } from "node:async_hooks";
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import {
  CACHEABLE_PATH,
  OUTSIDE_LOCALE_SEGMENTS,
  PER_REQUEST_SINGLE_PAGES,
  PUBLIC_CACHE_CONTROL,
  SITE_DEFAULT_LOCALE,
  SITE_LOCALE_COOKIE,
  SITE_LOCALES,
  chooseSiteLocale,
  isCacheablePublicPath,
  languageRewrites,
} from "@/lib/http/public-site.mjs";
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES, negotiateLocale } from "@/lib/i18n/locales";
import { localizedPath } from "@/lib/i18n/routing";

// The public site's cache rules, checked against Next's own matching of next.config.mjs and of the
// proxy's matcher (next/experimental/testing/server):
// - a public page that is the same for every visitor of a language answers with a Cache-Control a
//   shared cache may use and names its language (Content-Language), and runs no proxy for a visitor;
// - a signed-in page, the API and a page rendered per request never carry it;
// - an answer to a request with a session (which may set or clear its cookie) is never public.

type TTesting = typeof import("next/experimental/testing/server");
let testing: TTesting;
let nextConfig: import("next").NextConfig;
let proxyModule: typeof import("@/proxy");

beforeAll(async () => {
  // Next's server modules expect the runtime's AsyncLocalStorage global.
  (globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage ??= AsyncLocalStorage;
  testing = await import("next/experimental/testing/server");
  const configFile = path.join(process.cwd(), "next.config.mjs");
  nextConfig = ((await import(configFile)) as { default: import("next").NextConfig }).default;
  proxyModule = await import("@/proxy");
});

const SESSION = { "authjs.session-token": "x" };

async function answer(url: string, { cookies = {}, headers = {} }: { cookies?: Record<string, string>; headers?: Record<string, string> } = {}) {
  const res = await testing.unstable_getResponseFromNextConfig({ url: `http://localhost${url}`, nextConfig, cookies, headers });
  return { headers: res.headers, rewrite: testing.getRewrittenUrl(res) };
}

const proxyRuns = (url: string, cookies: Record<string, string> = {}) => testing.unstable_doesMiddlewareMatch({ config: proxyModule.config, nextConfig, url: `http://localhost${url}`, cookies });

const CACHEABLE = ["/", "/privacy", "/terms-of-use", "/TryForFree", "/login", "/getaquote", "/conferences", "/asca2027", "/coupons/SAVE25", "/promo/spring-2027", "/landing-page/welcome"];
const NOT_CACHEABLE = [
  "/app",
  "/app/dashboard",
  "/api/v1/grade",
  "/api/auth/session",
  "/home/maintenanceMode",
  "/user/calendar/abc",
  "/getServerTime",
  "/lock",
  "/promoSettings",
  "/appointment/counselor",
  "/newLicense/counselor/ABC",
  "/sd/0601234",
  "/coupons/SAVE25/extra",
  "/%00",
  "/privacy%00",
  "/robots.txt",
];

describe("the language of a public page", () => {
  it("is the cookie's, else the browser's first language of the site, else English", () => {
    expect(chooseSiteLocale("de", "it-IT,it;q=0.9")).toBe("de");
    expect(chooseSiteLocale("fr", "it-IT,it;q=0.9")).toBe("it");
    expect(chooseSiteLocale(null, "fr-CH, fr;q=0.9, de;q=0.8, it;q=0.7")).toBe("de");
    expect(chooseSiteLocale(null, "IT")).toBe("it");
    expect(chooseSiteLocale(null, "fr, es")).toBe("en");
    expect(chooseSiteLocale(null, "")).toBe("en");
    expect(chooseSiteLocale(undefined, "english")).toBe("en");
  });

  it("agrees with the signed-in area's negotiation for the headers browsers send (languages by preference)", () => {
    for (const h of ["en-US,en;q=0.9", "it-IT,it;q=0.9,en-US;q=0.8,en;q=0.7", "de-DE,de;q=0.9", "fr-FR,fr;q=0.9,it;q=0.8", "es", "de-CH", "pt-BR,pt;q=0.9,en;q=0.5"]) {
      expect(chooseSiteLocale(null, h), h).toBe(negotiateLocale(h));
    }
  });

  it("uses the same languages, default and cookie as the TypeScript code", () => {
    expect([...SITE_LOCALES]).toEqual([...LOCALES]);
    expect(SITE_DEFAULT_LOCALE).toBe(DEFAULT_LOCALE);
    expect(SITE_LOCALE_COOKIE).toBe(LOCALE_COOKIE);
    for (const first of OUTSIDE_LOCALE_SEGMENTS) expect(localizedPath(`/${first}/x`, "en"), first).toBeNull();
    expect(localizedPath("/privacy", "en")).toBe("/en/privacy");
  });

  it("is applied by next.config's rewrites and named in Content-Language: exactly one rewrite for each request, none outside the public site", async () => {
    const cases: [string, Record<string, string>, Record<string, string>, string | null][] = [
      ["/privacy", {}, { "accept-language": "it-IT,it;q=0.9" }, "/it/privacy"],
      ["/privacy", { NEXT_LOCALE: "de" }, { "accept-language": "it" }, "/de/privacy"],
      ["/privacy", { NEXT_LOCALE: "xx" }, { "accept-language": "fr,de;q=0.5" }, "/de/privacy"],
      ["/coupons/SAVE25", {}, {}, "/en/coupons/SAVE25"],
      ["/", {}, { "accept-language": "de" }, "/de"],
      ["/", { NEXT_LOCALE: "it" }, {}, "/it"],
      ["/newLicense/a/b?x=1", {}, { "accept-language": "es" }, "/en/newLicense/a/b?x=1"],
      ["/app/dashboard", { NEXT_LOCALE: "it" }, {}, null],
      ["/api/v1/grade", {}, { "accept-language": "it" }, null],
      ["/home/maintenanceMode", {}, {}, null],
    ];
    const rules = languageRewrites();
    for (const [url, cookies, headers, expected] of cases) {
      const { rewrite, headers: answered } = await answer(url, { cookies, headers });
      expect(rewrite ? new URL(rewrite).pathname + new URL(rewrite).search : null, url).toBe(expected);
      // The answer names the language it was rewritten to.
      expect(answered.get("content-language"), url).toBe(expected ? expected.split("/")[1] : null);
      let matching = 0;
      for (const rule of rules) {
        const one = { rewrites: async () => ({ beforeFiles: [], afterFiles: [rule], fallback: [] }) };
        const res = await testing.unstable_getResponseFromNextConfig({ url: `http://localhost${url}`, nextConfig: one, cookies, headers });
        if (testing.isRewrite(res)) matching++;
      }
      expect(matching, `${url} ${JSON.stringify({ cookies, headers })}`).toBe(expected ? 1 : 0);
    }
  });
});

describe("the shared cache's headers", () => {
  it("a public page the same for every visitor of a language: public Cache-Control, its language named, the fixed CSP", async () => {
    for (const url of CACHEABLE) {
      expect(isCacheablePublicPath(url), url).toBe(true);
      const { headers } = await answer(url);
      expect(headers.get("cache-control"), url).toBe(PUBLIC_CACHE_CONTROL);
      expect(PUBLIC_CACHE_CONTROL).toMatch(/^public, s-maxage=\d+, stale-while-revalidate=\d+$/);
      expect(headers.get("content-language"), url).toBe("en");
      expect(headers.get("content-security-policy"), url).toMatch(/script-src 'self' 'unsafe-inline'; /);
      expect(headers.get("content-security-policy"), url).not.toContain("nonce");
    }
  });

  it("a signed-in page, the API and a page rendered per request never carry it", async () => {
    for (const url of NOT_CACHEABLE) {
      expect(isCacheablePublicPath(new URL(url, "http://x").pathname), url).toBe(false);
      const { headers } = await answer(url);
      expect(headers.get("cache-control"), url).toBeNull();
    }
    // The signed-in area and the API get their (nonce) policy from the proxy, not the fixed one.
    for (const url of ["/app/dashboard", "/api/v1/grade"]) expect((await answer(url)).headers.get("content-security-policy"), url).toBeNull();
  });

  it("no page of the public site that renders per request is cacheable (its file reads the query, the request or the session)", () => {
    const root = path.join(process.cwd(), "app/[locale]");
    const perRequest: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (name === "page.tsx" && /force-dynamic|searchParams|headers\(\)|cookies\(\)|currentUser|auth\(\)/.test(readFileSync(full, "utf8"))) {
          const url = path
            .relative(root, path.dirname(full))
            .split(path.sep)
            .filter((s) => !/^\(.*\)$/.test(s))
            .map((s) => (s.startsWith("[") ? "x" : s))
            .join("/");
          perRequest.push(`/${url}`);
        }
      }
    };
    walk(root);
    expect(perRequest).toContain("/lock");
    for (const url of perRequest) expect(isCacheablePublicPath(url), url).toBe(false);
    // Every single-segment exception names a page that exists.
    const singles = perRequest.filter((u) => u.split("/").length === 2).map((u) => u.slice(1));
    for (const name of PER_REQUEST_SINGLE_PAGES) expect(singles, name).toContain(name);
  });

  it("a public page that reads the request (its query, headers or cookies) is rendered per request: it declares force-dynamic", () => {
    const root = path.resolve(__dirname, "../../app/[locale]/(public)");
    const missing: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (name === "page.tsx") {
          const text = readFileSync(full, "utf8");
          if (/searchParams|headers\(\)|cookies\(\)/.test(text) && !/export const dynamic = "force-dynamic"/.test(text)) missing.push(path.relative(root, full));
        }
      }
    };
    walk(root);
    expect(missing).toEqual([]);
  });
});

describe("the proxy", () => {
  it("does not run for a visitor of a cacheable public page, and runs for every other page", () => {
    for (const url of CACHEABLE) expect(proxyRuns(url), url).toBe(false);
    for (const url of NOT_CACHEABLE.filter((u) => u !== "/robots.txt")) expect(proxyRuns(url), url).toBe(true);
    expect(proxyRuns("/images/landing/hero-dashboard.svg")).toBe(false);
  });

  it("runs everywhere for a request with a session cookie, split or secure ones included", () => {
    const sessions: Record<string, string>[] = [
      SESSION,
      { "__Secure-authjs.session-token": "x" },
      { "authjs.session-token.0": "x", "authjs.session-token.1": "y" },
      { "__Secure-authjs.session-token.0": "x" },
    ];
    for (const cookies of sessions) {
      for (const url of [...CACHEABLE, "/app/dashboard"]) expect(proxyRuns(url, cookies), `${url} ${Object.keys(cookies)}`).toBe(true);
    }
    expect(proxyRuns("/_next/static/chunks/a.js", SESSION)).toBe(false);
  });

  it("its matcher skips exactly the paths lib/http/public-site.mjs calls cacheable", () => {
    const visitor = proxyModule.config.matcher[0].source;
    expect(visitor).toContain(`(?!${CACHEABLE_PATH}?$)`);
  });

  it("makes every answer to a request with a session private, whatever the page's headers say", async () => {
    const { NextRequest } = await import("next/server");
    for (const url of ["/privacy", "/", "/app/dashboard"]) {
      const req = new NextRequest(`http://localhost${url}`, { headers: { cookie: "authjs.session-token=not-a-valid-token" } });
      const res = await proxyModule.default(req, {} as never);
      expect(res?.headers.get("cache-control"), url).toBe("private, no-store");
    }
  });

  it("a visitor sent to the sign-in page gets no cache headers of the public pages", async () => {
    const { NextRequest } = await import("next/server");
    const res = await proxyModule.default(new NextRequest("http://localhost/app/dashboard"), {} as never);
    expect(res?.status).toBe(307);
    expect(res?.headers.get("cache-control")).toBeNull();
  });
});
