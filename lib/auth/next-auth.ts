import "server-only";
import { Auth, raw, skipCSRFCheck, type AuthConfig } from "@auth/core";
import NextAuth, { type NextAuthConfig } from "next-auth";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import type { NextRequest } from "next/server";
import Credentials from "next-auth/providers/credentials";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { authProviderOf } from "@/lib/sso/auth-provider";
import { onOrigin, ssoOrigin } from "@/lib/sso/origin";
import { loadEnabledSsoProvider, type TLoadedSsoProvider } from "@/lib/sso/queries";
import { parseSsoProviderId } from "@/lib/sso/rules";
import { loginWithSso, type TSsoUser } from "./login-sso";
import { authConfig, type TTokenClaims } from "./next-auth.config";
import { bindBrowserSession } from "./sessions";

// Browser sign-in: the login action checks the credentials itself (throttling, licence, IP) and
// opens a session row; the credentials provider then only exchanges that one-time secret for the
// next-auth JWT, which carries the session id so that logout and password changes revoke it.
const sessionProvider = Credentials({
  id: "session",
  credentials: { secret: {} },
  async authorize(credentials) {
    const secret = typeof credentials?.secret === "string" ? credentials.secret : "";
    if (!secret) return null;
    const db = await getDb();
    const bound = await bindBrowserSession(db, secret, new Date());
    if (!bound) return null;
    const [user] = await db.select({ id: users.id, roleId: users.roleId, keepSigned: users.keepSigned }).from(users).where(eq(users.id, bound.userId)).limit(1);
    if (!user) return null;
    const claims: TTokenClaims = { sid: bound.sessionId, uid: user.id, role: user.roleId, keepSigned: user.keepSigned };
    return { id: String(user.id), ...claims };
  },
});

export const { handlers, auth, signIn, signOut } = NextAuth({ ...authConfig, providers: [sessionProvider] });

/** Where a district sign-in lands once Auth.js has set the session: the route that picks the person's page. */
export const SSO_LANDING = "/api/v1/sso/continue";

/**
 * Auth.js with one district's provider beside the session provider, built for one request from the
 * provider's row (providers are data, so they are configured per call rather than at start). The
 * same secret, cookies and callbacks as the main instance: the session it sets is the one every
 * page reads. `signIn` refuses anyone the server did not let in, sending them to the login page
 * with the outcome (pending, refused); errors of the provider land there too.
 *
 * Every request it serves, and the sign-in it starts, is addressed to `origin` (lib/sso/origin.ts),
 * so the redirect URI Auth.js sends with the authorization request and the one it sends with the
 * token request are built on the one trusted origin, whatever address or Host the request came with.
 * Without that origin (production without APP_URL) district sign-in is unavailable: its requests
 * and its start go back to the login page, which says so.
 */
export function ssoAuth(provider: TLoadedSsoProvider, ctx: { ip: string; userAgent: string | null }, origin: string | null = ssoOrigin()) {
  const config: NextAuthConfig = {
    ...authConfig,
    pages: { signIn: "/login", error: "/login" },
    providers: [sessionProvider, authProviderOf(provider, async (_claims, tokens) => loginWithSso(await getDb(), provider, tokens, { ...ctx, now: new Date() }))],
    callbacks: {
      ...authConfig.callbacks,
      signIn({ user, account }) {
        if (account?.provider === "session") return true;
        const sso = (user as Partial<TSsoUser>).sso;
        return sso === "member" ? true : `/login?sso=${sso === "pending" ? "pending" : "refused"}`;
      },
    },
  };
  // NextAuth completes `config` in place (base path, secret, providers' defaults): the calls below use the completed one.
  NextAuth(config);
  const unavailable = "/login?sso=unavailable";
  // Auth.js's own handlers would take the URL of a NextRequest: core Auth is given the plain request on `origin`.
  const serve = async (req: NextRequest): Promise<Response> => (origin ? Auth(onOrigin(req, origin), config as AuthConfig) : new Response(null, { status: 303, headers: { location: unavailable } }));
  return {
    handlers: { GET: serve, POST: serve },
    /**
     * Starts the authorization request (state, PKCE and nonce cookies) and redirects the browser to
     * the provider, then to `redirectTo` once back. Auth.js's own `signIn` would build the URL from
     * the request's Host; this one builds it on `origin`. Called from a server action only.
     */
    async signIn(providerId: string, redirectTo: string): Promise<never> {
      if (!origin) redirect(unavailable);
      // Only the browser's cookies go along: the URL, not a header, is what Auth.js builds on.
      const forwarded = new Headers({ "content-type": "application/x-www-form-urlencoded" });
      const cookie = (await headers()).get("cookie");
      if (cookie) forwarded.set("cookie", cookie);
      const req = new Request(`${origin}${config.basePath ?? "/api/auth"}/signin/${providerId}`, {
        method: "POST",
        headers: forwarded,
        body: new URLSearchParams({ callbackUrl: redirectTo }),
      });
      const res = await Auth(req, { ...config, raw, skipCSRFCheck } as AuthConfig & { raw: typeof raw });
      const jar = await cookies();
      for (const c of res.cookies ?? []) jar.set(c.name, c.value, c.options);
      redirect(res.redirect ?? unavailable);
    },
  };
}

/** The district provider a /api/auth request names (`/api/auth/signin/sso-12`, `/api/auth/callback/sso-12`), when it is enabled. */
export async function ssoProviderOfRequest(pathname: string): Promise<TLoadedSsoProvider | null> {
  const m = /^\/api\/auth\/(?:signin|callback)\/([^/]+)$/.exec(pathname);
  const id = parseSsoProviderId(m?.[1]);
  if (!id) return null;
  return loadEnabledSsoProvider(await getDb(), id);
}
