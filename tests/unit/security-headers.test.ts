import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, newNonce } from "@/lib/http/security-headers";
import { localizedPath } from "@/lib/i18n/routing";

describe("Content-Security-Policy ('with nonces or hashes for Next's scripts; frame-ancestors 'none'')", () => {
  it("a page rendered per request allows only scripts with its nonce, and what they load", () => {
    const policy = contentSecurityPolicy({ nonce: "abc123" });
    expect(policy).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(policy).not.toContain("unsafe-inline' ;");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).not.toContain("unsafe-eval");
  });

  it("a cached public page cannot carry a nonce: scripts from this site only, no plugins, no framing", () => {
    const policy = contentSecurityPolicy({});
    expect(policy).toMatch(/script-src 'self' 'unsafe-inline'(;|$)/);
    for (const d of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "default-src 'self'"]) expect(policy).toContain(d);
  });

  it("lets FullCalendar's data: icon font load (the calendar toolbar's arrows were empty boxes), and no font from elsewhere", () => {
    const policy = contentSecurityPolicy({ nonce: "abc123" });
    expect(policy).toMatch(/font-src 'self' data:(;|$)/);
  });

  it("allows eval and the reload socket only in development, and upgrades requests only over HTTPS", () => {
    expect(contentSecurityPolicy({ nonce: "n", dev: true })).toContain("'unsafe-eval'");
    expect(contentSecurityPolicy({ dev: true })).toContain("connect-src 'self' ws: wss:");
    expect(contentSecurityPolicy({})).not.toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy({ https: true })).toContain("upgrade-insecure-requests");
  });

  it("makes a fresh, unguessable nonce each time", () => {
    const a = newNonce();
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(newNonce()).not.toBe(a);
  });
});

describe("public pages per language (the public URLs stay exactly as they are)", () => {
  it("rewrites a public URL to its language's copy internally", () => {
    expect(localizedPath("/", "it")).toBe("/it");
    expect(localizedPath("/privacy", "de")).toBe("/de/privacy");
    expect(localizedPath("/coupons/SAVE25", "en")).toBe("/en/coupons/SAVE25");
    expect(localizedPath("/asca2027", "it")).toBe("/it/asca2027");
  });

  it("leaves the signed-in area, the API and the other calls where they are", () => {
    for (const p of ["/app", "/app/dashboard", "/api/v1/login", "/home/maintenanceMode", "/user/calendar/abc", "/getServerTime", "/_next/data/x"]) expect(localizedPath(p, "it")).toBeNull();
  });
});
