import createNextIntlPlugin from "next-intl/plugin";
import { languageRewrites, publicSiteHeaders } from "./lib/http/public-site.mjs";

// Headers every answer carries, static files included. HSTS only when the site is served over HTTPS.
// The public site's pages get their fixed Content-Security-Policy and, where a page is the same for
// every visitor of a language, a Cache-Control a shared cache may use (lib/http/public-site.mjs);
// the signed-in area gets a per-request policy from proxy.ts.
const SECURITY_HEADERS = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()" },
  { key: "X-Frame-Options", value: "DENY" },
];
const HSTS = { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" };

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules at run time.
  serverExternalPackages: ["@electric-sql/pglite", "postgres"],
  poweredByHeader: false,
  // NEXT_DIST_DIR lets two builds of one checkout live side by side (parallel local e2e runs).
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // `npm run build` type-checks; NEXT_SKIP_TYPECHECK=1 skips it for quick local rebuilds (CI never sets it).
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === "1" },
  // The dev server is also opened as 127.0.0.1 and on partner hosts (*.localhost).
  allowedDevOrigins: ["127.0.0.1", "*.localhost"],
  async headers() {
    const https = (process.env.APP_URL ?? "").startsWith("https://");
    const dev = process.env.NODE_ENV === "development";
    return [{ source: "/:path*", headers: [...SECURITY_HEADERS, ...(https ? [HSTS] : [])] }, ...publicSiteHeaders({ dev, https })];
  },
  // A public URL (/privacy) is served from its language's copy (/it/privacy): the NEXT_LOCALE
  // cookie, else the browser's first language of the site, else English. After the files in
  // public/, before the routes, and without the proxy, so a cached page costs no proxy run.
  async rewrites() {
    return { beforeFiles: [], afterFiles: languageRewrites(), fallback: [] };
  },
  // Screenshots of the question panel are sent to a server action as PNG data URLs.
  experimental: {
    serverActions: { bodySizeLimit: "6mb" },
    // Two root layouts (the public site per language, the signed-in area): a URL matching no route
    // at all gets app/global-not-found.tsx.
    globalNotFound: true,
  },
};

export default withNextIntl(nextConfig);
