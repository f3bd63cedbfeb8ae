import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { setSharedConnection, type TConnection, type TDb } from "@/db/client";
import { authSessions } from "@/db/schema";
import { DEMO_DISTRICT_LEAID } from "@/db/seed/data/schools";
import { ssoAuth } from "@/lib/auth/next-auth";
import { loadEnabledSsoProvider } from "@/lib/sso/queries";
import { saveDistrictSso } from "@/lib/sso/save-district-sso";
import { sharedDemoDatabase } from "../support/db";
import { cookieHeader, freePort, keep, type TJar } from "../support/oidc-client-kit";
import { actorOf, userNamed } from "../support/other-district";

// The whole server side of a district sign-in against a real OpenID Connect provider running in this
// process (oidc-provider, its own login and consent forms): Auth.js's sign-in request (state, PKCE,
// nonce), the provider's code, the callback, the ID token verified and the person matched. A
// rostered counselor ends with a browser session; a stranger from the domain ends on the login page, pending.

const APP = "http://localhost:3000";
const CLIENT_ID = "scuta-it";
const CLIENT_SECRET = "integration-client-secret";

describe("district sign-in through a real OpenID Connect provider (pglite)", () => {
  let conn: TConnection;
  let db: TDb;
  let server: Server;
  let issuer: string;
  let providerId: string;
  let rowId: number;

  beforeAll(async () => {
    conn = await sharedDemoDatabase("pglite", new Date());
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
    const accounts: Record<string, Record<string, unknown>> = {
      hscounselor: { email: "hscounselor@demo.scuta.app", email_verified: true },
      newperson: { email: "newperson@demo.scuta.app", email_verified: true, given_name: "New", family_name: "Person" },
      unverified: { email: "counselor@demo.scuta.app", email_verified: false },
    };
    const provider = new Provider(issuer, {
      clients: [{ client_id: CLIENT_ID, client_secret: CLIENT_SECRET, redirect_uris: [`${APP}/api/auth/callback/${providerId}`], grant_types: ["authorization_code"], response_types: ["code"] }],
      claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["given_name", "family_name"] },
      conformIdTokenClaims: false,
      features: { devInteractions: { enabled: true } },
      cookies: { keys: ["integration-cookie-key-0123456789"] },
      async findAccount(_ctx: unknown, sub: string) {
        return accounts[sub] ? { accountId: sub, claims: async () => ({ sub, ...accounts[sub] }) } : undefined;
      },
    });
    await new Promise<void>((resolve) => {
      server = provider.listen(port, "127.0.0.1", () => resolve());
    });
  });
  afterAll(async () => {
    // A setup that failed before the provider listened leaves no server to close.
    if (server) await new Promise((r) => server?.close(r));
    await conn?.close();
  });

  async function signInAs(login: string): Promise<{ location: string; jar: TJar }> {
    const loaded = (await loadEnabledSsoProvider(db, rowId))!;
    const auth = ssoAuth(loaded, { ip: "203.0.113.5", userAgent: "vitest" });
    const app: TJar = new Map();
    const csrfRes = await auth.handlers.GET(new NextRequest(`${APP}/api/auth/csrf`));
    keep(app, csrfRes);
    const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };
    const start = await auth.handlers.POST(
      new NextRequest(`${APP}/api/auth/signin/${providerId}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookieHeader(app) },
        body: new URLSearchParams({ csrfToken, callbackUrl: "/api/v1/sso/continue" }).toString(),
      }),
    );
    keep(app, start);
    let url = start.headers.get("location") ?? "";
    expect(url.startsWith(`${issuer}/auth?`)).toBe(true);
    // At the provider: follow its redirects, fill its login form, then its consent form.
    const idp: TJar = new Map();
    for (let step = 0; step < 12 && url.startsWith(issuer); step++) {
      let res = await fetch(url, { redirect: "manual", headers: { cookie: cookieHeader(idp) } });
      keep(idp, res);
      if (res.status === 200) {
        const html = await res.text();
        const action = /<form[^>]*action="([^"]+)"/.exec(html)![1].replace(/&amp;/g, "&");
        const prompt = /name="prompt" value="(\w+)"/.exec(html)![1];
        const body: Record<string, string> = prompt === "login" ? { prompt, login, password: "any" } : { prompt };
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
    expect(url.startsWith(`${APP}/api/auth/callback/${providerId}?`)).toBe(true);
    const back = await auth.handlers.GET(new NextRequest(url, { headers: { cookie: cookieHeader(app) } }));
    keep(app, back);
    return { location: back.headers.get("location") ?? "", jar: app };
  }

  it("a rostered counselor comes back signed in: a browser session of theirs and the landing route", async () => {
    const counselor = await userNamed(db, "hscounselor");
    const { location, jar } = await signInAs("hscounselor");
    expect(location).toBe(`${APP}/api/v1/sso/continue`);
    expect([...jar.keys()].some((k) => k.includes("session-token"))).toBe(true);
    const sessions = await db
      .select()
      .from(authSessions)
      .where(and(eq(authSessions.userId, counselor.id), eq(authSessions.kind, "browser")));
    expect(sessions.some((s) => s.boundAt !== null)).toBe(true);
  }, 60_000);

  it("a stranger from the domain comes back to the login page as a pending request, without a session", async () => {
    const { location, jar } = await signInAs("newperson");
    expect(location).toBe(`${APP}/login?sso=pending`);
    expect([...jar.keys()].some((k) => k.includes("session-token"))).toBe(false);
  }, 60_000);

  it("an e-mail the provider has not verified is refused", async () => {
    const { location, jar } = await signInAs("unverified");
    expect(location).toBe(`${APP}/login?sso=refused`);
    expect([...jar.keys()].some((k) => k.includes("session-token"))).toBe(false);
  }, 60_000);
});
