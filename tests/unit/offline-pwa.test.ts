import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import manifest from "@/app/manifest";
import { contentSecurityPolicy } from "@/lib/http/security-headers";

const pngSize = (file: string) => {
  const buf = readFileSync(path.join(process.cwd(), "public", file));
  expect(buf.subarray(1, 4).toString()).toBe("PNG");
  return [buf.readUInt32BE(16), buf.readUInt32BE(20)];
};

describe("the signed-in app installs as a progressive web app", () => {
  it("the manifest opens the dashboard standalone, with 192 and 512 px PNG icons and a maskable one", () => {
    const m = manifest();
    expect(m).toMatchObject({ start_url: "/app/dashboard", display: "standalone" });
    expect(m.name).toBeTruthy();
    for (const icon of m.icons ?? []) {
      const [w, h] = pngSize(icon.src);
      expect(`${w}x${h}`).toBe(icon.sizes);
    }
    expect(m.icons?.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
  });

  it("the content security policy lets the site's own service worker and manifest load, signed-in (nonce) and public alike", () => {
    for (const policy of [contentSecurityPolicy({ nonce: "abc" }), contentSecurityPolicy({})]) {
      expect(policy).toContain("worker-src 'self'");
      expect(policy).toContain("manifest-src 'self'");
    }
  });

  it("the service worker never answers API calls from its cache and keeps its caches under the prefix log out deletes", () => {
    const sw = readFileSync(path.join(process.cwd(), "public", "sw.js"), "utf8");
    expect(sw).toMatch(/url\.pathname\.startsWith\("\/api\/"\)[^\n]*return;/);
    expect(sw).toContain('const PAGES = "scuta-pages-v1"');
  });
});
