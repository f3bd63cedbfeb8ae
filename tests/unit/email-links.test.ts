import { afterEach, describe, expect, it, vi } from "vitest";

// env() is read once per module graph: each case loads lib/account/links.ts afresh under its variables.
async function linksUnder(vars: Record<string, string>) {
  vi.resetModules();
  for (const [k, v] of Object.entries(vars)) vi.stubEnv(k, v);
  return import("@/lib/account/links");
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe("emailLinkBase: the one base of every emailed link", () => {
  it("APP_URL wins over any Host, forged or not (trailing slash dropped)", async () => {
    const { emailLinkBase } = await linksUnder({ APP_URL: "https://scuta.example.org/", NODE_ENV: "production" });
    expect(emailLinkBase(new Headers({ host: "attacker.example" }))).toBe("https://scuta.example.org");
    expect(emailLinkBase(new URL("http://attacker.example/api/v1/forgot"))).toBe("https://scuta.example.org");
    expect(emailLinkBase(null)).toBe("https://scuta.example.org");
  });

  it("production without APP_URL refuses link emails with 503 app_url_missing and logs how to fix it once", async () => {
    delete (globalThis as Record<symbol, unknown>)[Symbol.for("scuta.appUrlMissing.warned")];
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { emailLinkBase } = await linksUnder({ APP_URL: "", NODE_ENV: "production" });
    for (let i = 0; i < 2; i++) {
      let caught: unknown;
      try {
        emailLinkBase(new Headers({ host: "localhost:3000" }));
      } catch (e) {
        caught = e;
      }
      expect(caught).toMatchObject({ code: "app_url_missing", status: 503 });
    }
    const warnings = log.mock.calls.filter((c) => String(c[0]).includes("APP_URL"));
    expect(warnings).toHaveLength(1);
    expect(String(warnings[0][0])).toContain("APP_URL=https://");
  });

  it.each([
    ["a forged Host never names the site: this machine instead", { host: "attacker.example" }, "http://localhost:3000"],
    ["markup in a Host is never used", { host: 'evil"><script>' }, "http://localhost:3000"],
    ["a Host with a public IP is not this machine", { host: "203.0.113.9:3000" }, "http://localhost:3000"],
    ["localhost with its port", { host: "localhost:3300" }, "http://localhost:3300"],
    ["a partner's *.localhost host", { host: "Academy.localhost:3000" }, "http://academy.localhost:3000"],
    ["the loopback address", { host: "127.0.0.1:3000" }, "http://127.0.0.1:3000"],
    ["the IPv6 loopback", { host: "[::1]:3000" }, "http://[::1]:3000"],
    ["no Host at all", {}, "http://localhost:3000"],
  ])("development and tests: %s", async (_label, headers, expected) => {
    const { emailLinkBase } = await linksUnder({ APP_URL: "", NODE_ENV: "development" });
    expect(emailLinkBase(new Headers(headers as Record<string, string>))).toBe(expected);
  });

  it("development: a request URL of this machine keeps its scheme; another host falls back to localhost:$PORT", async () => {
    const { emailLinkBase } = await linksUnder({ APP_URL: "", NODE_ENV: "development", PORT: "3300" });
    expect(emailLinkBase(new URL("https://localhost:3443/api/v1/forgot"))).toBe("https://localhost:3443");
    expect(emailLinkBase("http://attacker.example")).toBe("http://localhost:3300");
    expect(emailLinkBase("not a url")).toBe("http://localhost:3300");
  });
});
