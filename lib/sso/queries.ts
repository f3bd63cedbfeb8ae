import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { ssoDomains, ssoProviders, type TSsoProviderRow } from "@/db/schema";
import type { TDistrictSsoView } from "./schemas";
import { ssoProviderId } from "./rules";
import { openClientSecret } from "./secret";

export type TLoadedSsoProvider = TSsoProviderRow & { domains: string[]; clientSecret: string | null };

async function domainsOf(db: TDbOrTx, ids: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (ids.length === 0) return out;
  const rows = await db.select().from(ssoDomains).where(inArray(ssoDomains.providerId, ids)).orderBy(asc(ssoDomains.domain));
  for (const r of rows) out.set(r.providerId, [...(out.get(r.providerId) ?? []), r.domain]);
  return out;
}

export function toView(row: TSsoProviderRow, domains: string[]): TDistrictSsoView {
  return {
    id: row.id,
    provider_id: ssoProviderId(row.id),
    leaid: row.leaid,
    kind: row.kind,
    label: row.label,
    issuer: row.issuer ?? "",
    client_id: row.clientId,
    client_secret_set: !!row.clientSecretEnc,
    tenant_id: row.tenantId ?? "",
    hosted_domain: row.hostedDomain ?? "",
    domains,
    enabled: row.enabled,
    updated_by: row.updatedBy,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A district's providers as its settings page shows them (the caller has checked who may read them). */
export async function districtSsoOf(db: TDbOrTx, leaid: string): Promise<TDistrictSsoView[]> {
  const rows = await db.select().from(ssoProviders).where(eq(ssoProviders.leaid, leaid)).orderBy(asc(ssoProviders.kind));
  const domains = await domainsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toView(r, domains.get(r.id) ?? []));
}

/** An enabled provider with its domains and its opened secret, for signing in; null when off, unknown or without a readable secret. */
export async function loadEnabledSsoProvider(db: TDbOrTx, id: number): Promise<TLoadedSsoProvider | null> {
  const [row] = await db
    .select()
    .from(ssoProviders)
    .where(and(eq(ssoProviders.id, id), eq(ssoProviders.enabled, true)))
    .limit(1);
  if (!row) return null;
  const clientSecret = openClientSecret(row.clientSecretEnc);
  if (!clientSecret) return null;
  return { ...row, clientSecret, domains: (await domainsOf(db, [row.id])).get(row.id) ?? [] };
}

/** The login dialog's button for an e-mail domain: only an enabled provider that vouches for it; nothing else about the district. */
export async function ssoButtonForDomain(db: TDbOrTx, domain: string): Promise<{ provider_id: string; label: string; kind: TSsoProviderRow["kind"] } | null> {
  const [row] = await db
    .select({ id: ssoProviders.id, label: ssoProviders.label, kind: ssoProviders.kind, secret: ssoProviders.clientSecretEnc })
    .from(ssoDomains)
    .innerJoin(ssoProviders, eq(ssoProviders.id, ssoDomains.providerId))
    .where(and(eq(ssoDomains.domain, domain), eq(ssoProviders.enabled, true)))
    .limit(1);
  if (!row || !row.secret) return null;
  return { provider_id: ssoProviderId(row.id), label: row.label, kind: row.kind };
}
