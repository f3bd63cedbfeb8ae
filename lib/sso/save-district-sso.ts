import "server-only";
import { and, eq, inArray, ne } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { ssoDomains, ssoProviders } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { assertCan, scopeOf } from "@/lib/auth/permissions";
import { recordAudit } from "@/lib/audit/record";
import { districtToSet } from "@/lib/district-settings/queries";
import { AppError } from "@/lib/http/errors";
import { toView } from "./queries";
import { issuerUrlOk } from "./rules";
import { ZSaveDistrictSso, type TDistrictSsoView } from "./schemas";
import { sealClientSecret } from "./secret";

/**
 * saveDistrictSso(actor, {leaid?, kind, label, issuer, client_id, client_secret, tenant_id,
 * hosted_domain, domains, enabled}): connects or changes one provider of a district (one per kind).
 * The administrator sets any district; a manager or director the district of their active
 * membership only. The secret is write-only: sealed before it is stored, kept when left empty, and
 * never part of the answer or the audit row. A domain another provider already vouches for is a
 * 409 (one button per domain). A generic provider's issuer is https; one on this machine's loopback
 * (a local provider) is accepted from an administrator only, so a district cannot make the server
 * call its own internal addresses. One transaction with its audit row.
 */
export async function saveDistrictSso(db: TDb, actor: TActor, input: unknown, now: Date): Promise<TDistrictSsoView> {
  assertCan(actor.user, "districtSso.write");
  const v = ZSaveDistrictSso.parse(input);
  const leaid = await districtToSet(db, actor.user, v.leaid);
  if (!leaid) throw new AppError("leaid_required", "Choose the district.", 422, "leaid");
  const issuer = v.kind === "oidc" ? v.issuer.replace(/\/+$/, "") : null;
  if (issuer && !issuerUrlOk(issuer, { allowLoopback: scopeOf(actor.user, "districtSso.write") === "all" })) {
    throw new AppError("invalid_issuer", "Enter the issuer as an https address (for example https://launchpad.classlink.com).", 422, "issuer");
  }
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(ssoProviders)
      .where(and(eq(ssoProviders.leaid, leaid), eq(ssoProviders.kind, v.kind)))
      .limit(1)
      .for("update");
    if (!v.client_secret && !before?.clientSecretEnc) throw new AppError("client_secret_required", "Enter the client secret the provider gave you.", 422, "client_secret");
    const values = {
      label: v.label,
      issuer,
      clientId: v.client_id,
      tenantId: v.kind === "microsoft" ? v.tenant_id.toLowerCase() : null,
      hostedDomain: v.kind === "google" ? v.hosted_domain.toLowerCase() : null,
      enabled: v.enabled,
      updatedBy: actor.user.id,
      updatedAt: now,
      ...(v.client_secret ? { clientSecretEnc: sealClientSecret(v.client_secret) } : {}),
    };
    const [row] = before
      ? await tx.update(ssoProviders).set(values).where(eq(ssoProviders.id, before.id)).returning()
      : await tx
          .insert(ssoProviders)
          .values({ leaid, kind: v.kind, createdAt: now, ...values })
          .returning();
    const taken = await tx
      .select({ domain: ssoDomains.domain })
      .from(ssoDomains)
      .where(and(inArray(ssoDomains.domain, v.domains), ne(ssoDomains.providerId, row.id)))
      .limit(1);
    if (taken.length > 0) throw new AppError("domain_taken", `Another sign-in provider already vouches for ${taken[0].domain}.`, 409, "domains");
    await tx.delete(ssoDomains).where(eq(ssoDomains.providerId, row.id));
    await tx.insert(ssoDomains).values(v.domains.map((domain) => ({ domain, providerId: row.id })));
    const audited = (r: typeof row | undefined, domains: string[] | null) =>
      r ? { leaid: r.leaid, kind: r.kind, label: r.label, issuer: r.issuer, clientId: r.clientId, tenantId: r.tenantId, hostedDomain: r.hostedDomain, enabled: r.enabled, domains } : null;
    await recordAudit(tx, {
      actorId: actor.user.id,
      action: before ? "district_sso.update" : "district_sso.create",
      entity: "sso_provider",
      entityId: row.id,
      before: audited(before, null),
      after: { ...audited(row, v.domains), rotated: !!v.client_secret },
      now,
    });
    return toView(row, [...v.domains].sort());
  });
}
