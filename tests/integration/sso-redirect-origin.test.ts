import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import { setSharedConnection, type TConnection, type TDb } from "@/db/client";
import { DEMO_DISTRICT_LEAID } from "@/db/seed/data/schools";
import { ssoAuth } from "@/lib/auth/next-auth";
import { loadEnabledSsoProvider } from "@/lib/sso/queries";
import { saveDistrictSso } from "@/lib/sso/save-district-sso";
import { sharedDemoDatabase } from "../support/db";
import { cookieHeader, freePort, keep, type TJar } from "../support/oidc-client-kit";
import { actorOf, userNamed } from "../support/other-district";

// A district sign-in's redirect URI is built on the site's configured address (APP_URL) alone.
// Under `next start` a route handler's own URL names the address the server listens on
// (localhost), and the Host and X-Forwarded-* headers are the client's to choose: neither may end
// up in the authorization request or the callback's token request, or the provider refuses the code
// (its registered redirect URI is the site's). Here every request reaches Auth.js addressed to
// localhost with a forged host, and a real OpenID Connect provider (oidc-provider, in this process)
// that knows only the APP_URL redirect URI still completes the sign-in.

const SITE = vi.hoisted(() => {
  const site = "http://127.0.0.1:3987";
  // Read once by lib/env.ts, whose first reader runs at import: set before any import.
  process.env.APP_URL = site;
  return site;
});
const LISTENING = "http://localhost:3987";
const FORGED = { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" };
const CLIENT_ID = "scuta-origin";
const CLIENT_SECRET = "origin-client-secret";

describe("district sign-in: the redirect URI is the configured site's, whatever address or host a request names (pglite)", () => {
  let conn: TConnection | undefined;
  let db: TDb;
  let server: Server | undefined;
  let issuer: string;
  let providerId: string;
  let rowId: number;

  beforeAll(async () => {
    conn = await sharedDemoDatabase("pglite");
    db = conn.db;
    setSharedConnection(conn);
    const port = await freePort();
    issuer = `http://127.0.0.1:${port}`;
    const view = await saveDistrictSso(
      db,
      actorOf(await userNamed(db, "admin")),
      { leaid: DEMO_DISTRICT_LEAID, kind: "oidc", label: "Demo ID", issuer, client_id: CLIENT_ID, client_secret: CLIENT_SECRET, domains: "demo.scuta.app", enabled: true },
      new Date(),
    );
    providerId = view.provider_id;
    rowId = view.id;
    const { default: Provider } = await import("oidc-provider");
    const provider = new Provider(issuer, {
      clients: [{ client_id: CLIENT_ID, client_secret: CLIENT_SECRET, redirect_uris: [`${SITE}/api/auth/callback/${providerId}`], grant_types: ["authorization_code"], response_types: ["code"] }],
      claims: { openid: ["sub"], email: ["email", "email_verified"] },
      conformIdTokenClaims: false,
      features: { devInteractions: { enabled: true } },
      cookies: { keys: ["origin-cookie-key-0123456789"] },
      async findAccount(_ctx: unknown, sub: string) {
        return sub === "hscounselor" ? { accountId: sub, claims: async () => ({ sub, email: "hscounselor@demo.scuta.app", email_verified: true }) } : undefined;
      },
    });
    await new Promise<void>((resolve) => {
      server = provider.listen(port, "127.0.0.1", () => resolve());
    });
  }, 600_000);
  afterAll(async () => {
    if (server) await new Promise((r) => server!.close(r));
    await conn?.close();
  });

  it("the authorization request and the token request both name APP_URL's callback, and the counselor comes back signed in", async () => {
    const loaded = (await loadEnabledSsoProvider(db, rowId))!;
    const auth = ssoAuth(loaded, { ip: "203.0.113.5", userAgent: "vitest" });
    const app: TJar = new Map();
    const csrfRes = await auth.handlers.GET(new NextRequest(`${LISTENING}/api/auth/csrf`, { headers: FORGED }));
    keep(app, csrfRes);
    const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };
    const start = await auth.handlers.POST(
      new NextRequest(`${LISTENING}/api/auth/signin/${providerId}`, {
        method: "POST",
        headers: { ...FORGED, "content-type": "application/x-www-form-urlencoded", cookie: cookieHeader(app) },
        body: new URLSearchParams({ csrfToken, callbackUrl: "/api/v1/sso/continue" }).toString(),
      }),
    );
    keep(app, start);
    let url = start.headers.get("location") ?? "";
    expect(url.startsWith(`${issuer}/auth?`)).toBe(true);
    expect(new URL(url).searchParams.get("redirect_uri")).toBe(`${SITE}/api/auth/callback/${providerId}`);

    const idp: TJar = new Map();
    for (let step = 0; step < 12 && url.startsWith(issuer); step++) {
      let res = await fetch(url, { redirect: "manual", headers: { cookie: cookieHeader(idp) } });
      keep(idp, res);
      if (res.status === 200) {
        const html = await res.text();
        const action = /<form[^>]*action="([^"]+)"/.exec(html)![1].replace(/&amp;/g, "&");
        const prompt = /name="prompt" value="(\w+)"/.exec(html)![1];
        const body: Record<string, string> = prompt === "login" ? { prompt, login: "hscounselor", password: "any" } : { prompt };
        res = await fetch(new URL(action, issuer), {
          method: "POST",
          redirect: "manual",
          headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookieHeader(idp) },
          body: new URLSearchParams(body).toString(),
        });
        keep(idp, res);
      }
      url = new URL(res.headers.get("location") ?? "", issuer).toString();
    }
    expect(url.startsWith(`${SITE}/api/auth/callback/${providerId}?`)).toBe(true);

    // The callback arrives as `next start` hands it to the route handler: addressed to localhost, host forged.
    const callback = new URL(url);
    const back = await auth.handlers.GET(new NextRequest(`${LISTENING}${callback.pathname}${callback.search}`, { headers: { ...FORGED, cookie: cookieHeader(app) } }));
    keep(app, back);
    // A refused token request (redirect_uri mismatch) would land on the login page with an error.
    expect(back.headers.get("location")).toBe(`${SITE}/api/v1/sso/continue`);
    expect([...app.keys()].some((k) => k === "authjs.session-token")).toBe(true);
  }, 120_000);
});
