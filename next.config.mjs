import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules at run time.
  serverExternalPackages: ["@electric-sql/pglite", "postgres"],
  poweredByHeader: false,
  // The dev server is also opened as 127.0.0.1 and on partner hosts (*.localhost).
  allowedDevOrigins: ["127.0.0.1", "*.localhost"],
  // Screenshots of the question panel are sent to a server action as PNG data URLs.
  experimental: { serverActions: { bodySizeLimit: "6mb" } },
};

export default withNextIntl(nextConfig);
