import { describe, expect, it } from "vitest";
import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair } from "jose";
import { verifyIdToken } from "@/lib/sso/id-token";
import { GOOGLE_ISSUER, checkClaims, emailDomain, entraIssuer, issuerUrlOk, parseSsoProviderId, ssoProviderId, type TSsoConfig } from "@/lib/sso/rules";

// A district sign-in lets a person in only on claims its provider signed: issuer, audience, Google's
// hosted domain, Entra's tenant, a verified e-mail on a domain the provider vouches for.

const NOW = new Date("2026-12-06T12:00:00Z");
const exp = Math.floor(NOW.getTime() / 1000) + 300;
const TENANT = "72f988bf-86f1-41af-91ab-2d7cd011db47";

const oidc: TSsoConfig = { kind: "oidc", issuer: "https://idp.district.example", clientId: "scuta-app", tenantId: null, hostedDomain: null, domains: ["district.k12.us"] };
const google: TSsoConfig = { kind: "google", issuer: null, clientId: "g-client", tenantId: null, hostedDomain: "district.k12.us", domains: ["district.k12.us"] };
const entra: TSsoConfig = { kind: "microsoft", issuer: null, clientId: "ms-client", tenantId: TENANT, hostedDomain: null, domains: ["district.k12.us"] };

const good = { iss: "https://idp.district.example", aud: "scuta-app", sub: "u-1", exp, email: "casey@district.k12.us", email_verified: true, given_name: "Casey", family_name: "Morgan" };

describe("district sign-in: the claim checks", () => {
  it("lets in a verified e-mail on a vouched domain from the configured issuer for our client", () => {
    const r = checkClaims(oidc, good, NOW);
    expect(r).toEqual({ ok: true, identity: { subject: "u-1", email: "casey@district.k12.us", firstName: "Casey", lastName: "Morgan" } });
  });

  it("refuses a token from another issuer", () => {
    expect(checkClaims(oidc, { ...good, iss: "https://evil.example" }, NOW)).toEqual({ ok: false, reason: "issuer" });
  });

  it("refuses a token issued to another client (wrong audience)", () => {
    expect(checkClaims(oidc, { ...good, aud: "another-app" }, NOW)).toEqual({ ok: false, reason: "audience" });
    expect(checkClaims(oidc, { ...good, aud: ["another-app", "scuta-app"], azp: "another-app" }, NOW)).toEqual({ ok: false, reason: "azp" });
    expect(checkClaims(oidc, { ...good, aud: ["another-app", "scuta-app"], azp: "scuta-app" }, NOW).ok).toBe(true);
  });

  it("refuses an expired token", () => {
    expect(checkClaims(oidc, { ...good, exp: Math.floor(NOW.getTime() / 1000) - 1 }, NOW)).toEqual({ ok: false, reason: "expired" });
  });

  it("refuses an e-mail the provider has not verified", () => {
    expect(checkClaims(oidc, { ...good, email_verified: false }, NOW)).toEqual({ ok: false, reason: "email_unverified" });
    const { email_verified: _omitted, ...noFlag } = good;
    expect(checkClaims(oidc, noFlag, NOW)).toEqual({ ok: false, reason: "email_unverified" });
  });

  it("refuses an e-mail on a domain the provider does not vouch for (another district's)", () => {
    expect(checkClaims(oidc, { ...good, email: "fwcounselor@fwps.example.org" }, NOW)).toEqual({ ok: false, reason: "domain_not_vouched" });
    expect(checkClaims(oidc, { ...good, email: "casey@sub.district.k12.us" }, NOW)).toEqual({ ok: false, reason: "domain_not_vouched" });
  });

  it("refuses a Google account outside the configured hosted domain (hd), or one without hd", () => {
    const g = { ...good, iss: GOOGLE_ISSUER, aud: "g-client", hd: "district.k12.us" };
    expect(checkClaims(google, g, NOW).ok).toBe(true);
    expect(checkClaims(google, { ...g, hd: "other.k12.us" }, NOW)).toEqual({ ok: false, reason: "hosted_domain" });
    const { hd: _none, ...gmail } = g;
    expect(checkClaims(google, gmail, NOW)).toEqual({ ok: false, reason: "hosted_domain" });
  });

  it("refuses an Entra account of another tenant (tid), and takes xms_edov as Entra's verified e-mail", () => {
    const { email_verified: _v, ...base } = good;
    const m = { ...base, iss: entraIssuer(TENANT), aud: "ms-client", tid: TENANT, xms_edov: true };
    expect(checkClaims(entra, m, NOW).ok).toBe(true);
    expect(checkClaims(entra, { ...m, tid: "00000000-0000-0000-0000-000000000000" }, NOW)).toEqual({ ok: false, reason: "tenant" });
    expect(checkClaims(entra, { ...m, iss: entraIssuer("common") }, NOW)).toEqual({ ok: false, reason: "issuer" });
    const { xms_edov: _x, ...unverified } = m;
    expect(checkClaims(entra, unverified, NOW)).toEqual({ ok: false, reason: "email_unverified" });
  });

  it("takes no e-mail and no domain from anywhere but the signed claims", () => {
    expect(checkClaims(oidc, { ...good, email: "" }, NOW)).toEqual({ ok: false, reason: "email_missing" });
    expect(emailDomain("Casey@District.K12.US")).toBe("district.k12.us");
    expect(emailDomain("not-an-email")).toBeNull();
  });

  it("accepts an https issuer, and plain http only on this machine's loopback when allowed", () => {
    expect(issuerUrlOk("https://launchpad.classlink.com", { allowLoopback: false })).toBe(true);
    expect(issuerUrlOk("http://idp.example", { allowLoopback: true })).toBe(false);
    expect(issuerUrlOk("http://127.0.0.1:4000", { allowLoopback: false })).toBe(false);
    expect(issuerUrlOk("http://127.0.0.1:4000", { allowLoopback: true })).toBe(true);
    expect(issuerUrlOk("https://idp.example/?x=1", { allowLoopback: false })).toBe(false);
  });

  it("names providers sso-<id> and reads no other id", () => {
    expect(ssoProviderId(12)).toBe("sso-12");
    expect(parseSsoProviderId("sso-12")).toBe(12);
    expect(parseSsoProviderId("sso-012")).toBeNull();
    expect(parseSsoProviderId("google")).toBeNull();
  });
});

describe("district sign-in: the ID token's signature", () => {
  it("accepts a token signed by the provider's key for our client, and refuses another key, issuer or audience", async () => {
    const provider = await generateKeyPair("RS256");
    const stranger = await generateKeyPair("RS256");
    const jwk = { ...(await exportJWK(provider.publicKey)), kid: "k1", alg: "RS256" };
    const keys = createLocalJWKSet({ keys: [jwk] });
    const sign = (key: CryptoKey, claims: Record<string, unknown>) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: "RS256", kid: "k1" })
        .setIssuedAt(Math.floor(NOW.getTime() / 1000))
        .setExpirationTime(exp)
        .sign(key);
    const opts = { issuer: "https://idp.district.example", clientId: "scuta-app", keys, now: NOW };
    const { exp: _e, ...claims } = good;
    expect(await verifyIdToken(await sign(provider.privateKey, claims), opts)).toMatchObject({ email: "casey@district.k12.us" });
    expect(await verifyIdToken(await sign(stranger.privateKey, claims), opts)).toBeNull();
    expect(await verifyIdToken(await sign(provider.privateKey, { ...claims, iss: "https://evil.example" }), opts)).toBeNull();
    expect(await verifyIdToken(await sign(provider.privateKey, { ...claims, aud: "another-app" }), opts)).toBeNull();
    const unsigned = `${Buffer.from(JSON.stringify({ alg: "none" })).toString("base64url")}.${Buffer.from(JSON.stringify({ ...claims, exp })).toString("base64url")}.`;
    expect(await verifyIdToken(unsigned, opts)).toBeNull();
  });
});
