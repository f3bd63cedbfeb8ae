import "server-only";
import type { TDb } from "@/db/client";
import { env } from "@/lib/env";
import { keysOf, verifyIdToken } from "@/lib/sso/id-token";
import type { TLoadedSsoProvider } from "@/lib/sso/queries";
import { checkClaims, issuerOf } from "@/lib/sso/rules";
import { signInWithSso } from "@/lib/sso/sign-in-with-sso";
import type { TTokenClaims } from "./next-auth.config";
import { bindBrowserSession, createSession } from "./sessions";

/** What a district sign-in hands to Auth.js: our token claims when the person is in, else why not (the login page words it). */
export type TSsoUser = { id: string; sso: "member" | "pending" | "refused" } & Partial<TTokenClaims>;

/**
 * The server's decision on a district sign-in, from the provider's token response: the ID token's
 * signature is verified against the provider's keys (issuer and our client id as audience), then
 * its claims are checked (Google's hosted domain, Entra's tenant, a verified e-mail on a vouched
 * domain), then the person is matched within the district (lib/sso/sign-in-with-sso.ts). Only a
 * member gets a browser session, opened here and bound at once, as the password sign-in's is.
 */
export async function loginWithSso(db: TDb, provider: TLoadedSsoProvider, tokens: { id_token?: string }, ctx: { ip: string; userAgent: string | null; now: Date }): Promise<TSsoUser> {
  const refused: TSsoUser = { id: "0", sso: "refused" };
  if (!tokens.id_token) return refused;
  const issuer = issuerOf(provider);
  const claims = await verifyIdToken(tokens.id_token, { issuer, clientId: provider.clientId, keys: await keysOf(issuer), now: ctx.now });
  if (!claims) {
    console.warn(`[sso provider ${provider.id}] ID token refused: signature, issuer, audience or dates`);
    return refused;
  }
  const check = checkClaims(provider, claims, ctx.now);
  if (!check.ok) {
    // The reason only: never the e-mail or the token.
    console.warn(`[sso provider ${provider.id}] claims refused: ${check.reason}`);
    return refused;
  }
  const result = await signInWithSso(db, { id: provider.id, leaid: provider.leaid }, check.identity, ctx);
  if (result.outcome !== "member") return { id: "0", sso: result.outcome };
  const ttlMs = result.user.keepSigned ? env().KEEP_SIGNED_TTL_DAYS * 86_400_000 : env().BROWSER_SESSION_TTL_HOURS * 3_600_000;
  const session = await createSession(db, { userId: result.user.id, kind: "browser", ttlMs, userAgent: ctx.userAgent, now: ctx.now });
  const bound = await bindBrowserSession(db, session.token, ctx.now);
  if (!bound) return refused;
  return { id: String(result.user.id), sso: "member", sid: bound.sessionId, uid: result.user.id, role: result.user.roleId, keepSigned: result.user.keepSigned };
}
