import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { TConnection, TDb } from "@/db/client";
import { auditLog, memberships, ssoProviders, users, type TUserRow } from "@/db/schema";
import { DEMO_DISTRICT_LEAID } from "@/db/seed/data/schools";
import { GET as lookupRoute } from "@/app/api/v1/sso/lookup/route";
import { activeDistricts, openMembershipsOf } from "@/lib/memberships/queries";
import { districtSsoOf, loadEnabledSsoProvider, type TLoadedSsoProvider } from "@/lib/sso/queries";
import { checkClaims } from "@/lib/sso/rules";
import { saveDistrictSso } from "@/lib/sso/save-district-sso";
import { signInWithSso } from "@/lib/sso/sign-in-with-sso";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";
import { OTHER_LEAID, actorOf, seedOtherDistrict, userNamed } from "../support/other-district";

// A district's sign-in: its managers connect the provider for their own district only, the secret is
// never given back, and a first sign-in (its claims checked) matches a rostered person within the
// district, leaves a stranger from the domain outside as a pending request, and refuses anyone the
// provider does not vouch for.

const NOW = new Date();
const exp = Math.floor(NOW.getTime() / 1000) + 300;
const SECRET = "district-client-secret-value";

describe.each(DRIVERS)("district sign-in: settings and first sign-in (%s)", (driver) => {
  let conn: TConnection;
  let db: TDb;
  let other: { director: TUserRow; counselor: TUserRow; manager: TUserRow };
  let provider: TLoadedSsoProvider;
  const claimsFor = (email: string) => ({ iss: "https://idp.demo.example", aud: "scuta-demo", sub: `sub-${email}`, exp, email, email_verified: true });
  const identityOf = (email: string) => {
    const r = checkClaims(provider, claimsFor(email), NOW);
    if (!r.ok) throw new Error(`refused: ${r.reason}`);
    return r.identity;
  };
  const ctx = { ip: "203.0.113.9", now: NOW };

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver, NOW);
    db = conn.db;
    other = await seedOtherDistrict(db, NOW);
  });
  afterAll(async () => conn?.close());

  it("the district's manager connects a provider for their district; the secret is sealed and never shown back", async () => {
    const manager = await userNamed(db, "manager");
    const view = await saveDistrictSso(
      db,
      actorOf(manager),
      { kind: "oidc", label: "Demo ID", issuer: "https://idp.demo.example/", client_id: "scuta-demo", client_secret: SECRET, domains: "demo.scuta.app", enabled: true },
      NOW,
    );
    expect(view).toMatchObject({ leaid: DEMO_DISTRICT_LEAID, issuer: "https://idp.demo.example", client_secret_set: true, domains: ["demo.scuta.app"], enabled: true });
    expect(JSON.stringify(view)).not.toContain(SECRET);
    const [row] = await db.select().from(ssoProviders).where(eq(ssoProviders.id, view.id));
    expect(row.clientSecretEnc).toBeTruthy();
    expect(row.clientSecretEnc).not.toContain(SECRET);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "sso_provider"), eq(auditLog.entityId, String(view.id))));
    expect(JSON.stringify(audit)).not.toContain(SECRET);
    expect(JSON.stringify(await districtSsoOf(db, DEMO_DISTRICT_LEAID))).not.toContain(SECRET);
    provider = (await loadEnabledSsoProvider(db, view.id))!;
    expect(provider.clientSecret).toBe(SECRET);
  });

  it("a district's manager cannot connect a provider for another district, nor a counselor for any", async () => {
    const input = { leaid: DEMO_DISTRICT_LEAID, kind: "google", label: "x", client_id: "x", client_secret: "y", hosted_domain: "demo.scuta.app", domains: "fw.example.org" };
    await expect(saveDistrictSso(db, actorOf(other.manager), input, NOW)).rejects.toMatchObject({ status: 403 });
    await expect(saveDistrictSso(db, actorOf(await userNamed(db, "counselor")), input, NOW)).rejects.toMatchObject({ status: 403 });
  });

  it("a domain one provider vouches for cannot be claimed by another district (409), and a manager's issuer must be https", async () => {
    const input = { kind: "oidc", label: "FW", issuer: "https://idp.fw.example", client_id: "fw", client_secret: "s", domains: "demo.scuta.app" };
    await expect(saveDistrictSso(db, actorOf(other.manager), input, NOW)).rejects.toMatchObject({ status: 409, code: "domain_taken" });
    await expect(saveDistrictSso(db, actorOf(other.manager), { ...input, issuer: "http://127.0.0.1:9000", domains: "fw.example.org" }, NOW)).rejects.toMatchObject({
      status: 422,
      code: "invalid_issuer",
    });
  });

  it("the login dialog's lookup names the button of an enabled provider only, and nothing for other domains", async () => {
    const hit = await call(lookupRoute, { path: "/api/v1/sso/lookup?email=someone@demo.scuta.app" });
    expect(hit.status).toBe(200);
    expect(hit.json.data).toEqual({ sso: true, provider_id: `sso-${provider.id}`, label: "Demo ID", kind: "oidc" });
    const miss = await call(lookupRoute, { path: "/api/v1/sso/lookup?domain=example.org" });
    expect(miss.json.data).toEqual({ sso: false });
    const bad = await call(lookupRoute, { path: "/api/v1/sso/lookup?domain=not a domain" });
    expect(bad.status).toBe(422);
  });

  it("a rostered counselor of the district is signed in and keeps their membership", async () => {
    const counselor = await userNamed(db, "hscounselor");
    const before = await openMembershipsOf(db, counselor.id);
    const r = await signInWithSso(db, provider, identityOf("hscounselor@demo.scuta.app"), ctx);
    expect(r).toMatchObject({ outcome: "member", user: { id: counselor.id } });
    expect(await openMembershipsOf(db, counselor.id)).toEqual(before);
    expect(await activeDistricts(db, counselor.id)).toEqual([DEMO_DISTRICT_LEAID]);
  });

  it("an invited account never activated is activated by its first district sign-in", async () => {
    const [invited] = await db
      .insert(users)
      .values({ username: "invitedsso", email: "invitedsso@demo.scuta.app", active: false, passwordHash: null, roleId: 1, leaid: DEMO_DISTRICT_LEAID, expires: "2099-07-31" })
      .returning();
    await db.insert(memberships).values({ userId: invited.id, leaid: DEMO_DISTRICT_LEAID, roleId: 1, status: "active", source: "admin", decidedAt: NOW });
    const r = await signInWithSso(db, provider, identityOf("invitedsso@demo.scuta.app"), ctx);
    expect(r.outcome).toBe("member");
    expect((await userNamed(db, "invitedsso")).active).toBe(true);
  });

  it("an account the district's records place there is granted the district's membership, source domain, audited", async () => {
    const [placed] = await db
      .insert(users)
      .values({ username: "placedsso", email: "placedsso@demo.scuta.app", active: true, roleId: 1, leaid: DEMO_DISTRICT_LEAID, expires: "2099-07-31" })
      .returning();
    const r = await signInWithSso(db, provider, identityOf("placedsso@demo.scuta.app"), ctx);
    expect(r.outcome).toBe("member");
    const open = await openMembershipsOf(db, placed.id);
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ leaid: DEMO_DISTRICT_LEAID, status: "active", source: "domain" });
    const audits = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, "membership"), eq(auditLog.entityId, String(open[0].id))));
    expect(audits.map((a) => a.action)).toEqual(["membership.grant"]);
  });

  it("a stranger from the domain gets an inactive account and a pending request, and no place in the district", async () => {
    const r = await signInWithSso(db, provider, identityOf("stranger@demo.scuta.app"), ctx);
    expect(r.outcome).toBe("pending");
    const [stranger] = await db.select().from(users).where(eq(users.email, "stranger@demo.scuta.app"));
    expect(stranger.active).toBe(false);
    expect(stranger.passwordHash).toBeNull();
    expect(stranger.leaid).toBeNull();
    expect(await activeDistricts(db, stranger.id)).toEqual([]);
    const open = await openMembershipsOf(db, stranger.id);
    expect(open).toMatchObject([{ leaid: DEMO_DISTRICT_LEAID, status: "pending", source: "domain" }]);
    // Signing in again changes nothing: still pending, still one request.
    expect((await signInWithSso(db, provider, identityOf("stranger@demo.scuta.app"), ctx)).outcome).toBe("pending");
    expect(await openMembershipsOf(db, stranger.id)).toHaveLength(1);
  });

  it("another district's person is refused: their domain is not vouched for, and a vouched address of theirs cannot pull them across", async () => {
    expect(checkClaims(provider, claimsFor("fwcounselor@example.org"), NOW)).toEqual({ ok: false, reason: "domain_not_vouched" });
    // Even if a domain they use were vouched for, an active member of another district is not taken in.
    const r = await signInWithSso(db, provider, { subject: "x", email: "fwcounselor@example.org", firstName: "", lastName: "" }, ctx);
    expect(r).toEqual({ outcome: "refused", reason: "other_district" });
    expect(await activeDistricts(db, other.counselor.id)).toEqual([OTHER_LEAID]);
    expect((await openMembershipsOf(db, other.counselor.id)).some((m) => m.leaid === DEMO_DISTRICT_LEAID)).toBe(false);
  });
});
