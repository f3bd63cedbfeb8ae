import "server-only";
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from "jose";

// The ID token's signature is checked here, against the provider's published keys (its discovery
// document's jwks_uri), with the issuer and our client id as audience: whatever Auth.js did before,
// a token not signed by the district's provider never reaches the claim checks.

type TKeys = { jwks: JWTVerifyGetKey; at: number };
const KEYS = new Map<string, TKeys>();
const KEYS_TTL_MS = 10 * 60_000;

/** The provider's key set, from its discovery document (kept ten minutes per issuer). */
export async function keysOf(issuer: string, fetchImpl: typeof fetch = fetch): Promise<JWTVerifyGetKey> {
  const hit = KEYS.get(issuer);
  if (hit && Date.now() - hit.at < KEYS_TTL_MS) return hit.jwks;
  const res = await fetchImpl(`${issuer.replace(/\/$/, "")}/.well-known/openid-configuration`, { redirect: "error", signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error("sso: the provider's discovery document could not be read");
  const doc = (await res.json()) as { issuer?: unknown; jwks_uri?: unknown };
  if (doc.issuer !== issuer || typeof doc.jwks_uri !== "string") throw new Error("sso: the provider's discovery document names another issuer or no keys");
  const jwks = createRemoteJWKSet(new URL(doc.jwks_uri), { timeoutDuration: 10_000 });
  KEYS.set(issuer, { jwks, at: Date.now() });
  return jwks;
}

/** The verified claims of an ID token, or null when its signature, issuer, audience or dates do not hold. */
export async function verifyIdToken(idToken: string, opts: { issuer: string; clientId: string; keys: JWTVerifyGetKey; now: Date }): Promise<Record<string, unknown> | null> {
  try {
    const { payload } = await jwtVerify(idToken, opts.keys, {
      issuer: opts.issuer,
      audience: opts.clientId,
      currentDate: opts.now,
      algorithms: ["RS256", "RS384", "RS512", "PS256", "PS384", "PS512", "ES256", "ES384", "ES512", "EdDSA"],
    });
    return payload as Record<string, unknown>;
  } catch {
    return null;
  }
}
