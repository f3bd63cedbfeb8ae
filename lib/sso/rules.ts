import type { TSsoKind } from "@/db/schema/sso";

// The rules of a district's sign-in, pure: which issuer a provider's tokens must come from, and
// whether the signed claims of an ID token let a person in. The typed e-mail never counts: only
// claims the provider signed (issuer, audience, Google's hosted domain, Entra's tenant, a verified
// e-mail on a domain the provider vouches for).

export const GOOGLE_ISSUER = "https://accounts.google.com";

export type TSsoConfig = {
  kind: TSsoKind;
  issuer: string | null;
  clientId: string;
  tenantId: string | null;
  hostedDomain: string | null;
  domains: readonly string[];
};

/** Entra ID's issuer for one tenant (the v2.0 endpoint): tokens of any other tenant name another issuer. */
export function entraIssuer(tenantId: string): string {
  return `https://login.microsoftonline.com/${tenantId}/v2.0`;
}

/** The issuer a provider's ID tokens must name: Google's is fixed, Entra's follows from the tenant, a generic provider's is configured. */
export function issuerOf(cfg: Pick<TSsoConfig, "kind" | "issuer" | "tenantId">): string {
  if (cfg.kind === "google") return GOOGLE_ISSUER;
  if (cfg.kind === "microsoft") return entraIssuer(cfg.tenantId ?? "");
  return cfg.issuer ?? "";
}

/** The lower-cased domain of an e-mail address, or null when it is not one. */
export function emailDomain(email: string): string | null {
  const at = email.lastIndexOf("@");
  if (at < 1 || at === email.length - 1) return null;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  return isDomain(domain) ? domain : null;
}

export function isDomain(value: string): boolean {
  return value.length <= 253 && /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(value);
}

/** Whether an issuer URL is acceptable: https, or plain http to this machine's loopback (a local provider, as the tests run). */
export function issuerUrlOk(value: string, opts: { allowLoopback: boolean }): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.search || url.hash || url.username || url.password) return false;
  const loopback = url.hostname === "127.0.0.1" || url.hostname === "localhost" || url.hostname === "[::1]";
  if (loopback) return opts.allowLoopback;
  return url.protocol === "https:";
}

export const SSO_REFUSALS = ["issuer", "audience", "azp", "expired", "hosted_domain", "tenant", "email_unverified", "email_missing", "domain_not_vouched", "subject"] as const;
export type TSsoRefusal = (typeof SSO_REFUSALS)[number];

export type TSsoIdentity = { subject: string; email: string; firstName: string; lastName: string };
export type TClaimCheck = { ok: true; identity: TSsoIdentity } | { ok: false; reason: TSsoRefusal };

const str = (v: unknown): string => (typeof v === "string" ? v : "");

/**
 * Whether a provider's signed ID-token claims let a person in (the signature is checked before, in
 * id-token.ts). Refused: another issuer; an audience that is not our client (or several audiences
 * without us as the authorized party); an expired token; a Google account outside the configured
 * hosted domain (`hd`); an Entra account of another tenant (`tid`); an e-mail the provider has not
 * verified; an e-mail on a domain this provider does not vouch for.
 */
export function checkClaims(cfg: TSsoConfig, claims: Record<string, unknown>, now: Date): TClaimCheck {
  if (!issuerOf(cfg) || claims.iss !== issuerOf(cfg)) return { ok: false, reason: "issuer" };
  const aud = Array.isArray(claims.aud) ? claims.aud.map(str) : [str(claims.aud)];
  if (!aud.includes(cfg.clientId)) return { ok: false, reason: "audience" };
  if ((aud.length > 1 || claims.azp !== undefined) && claims.azp !== cfg.clientId) return { ok: false, reason: "azp" };
  if (typeof claims.exp !== "number" || claims.exp * 1000 <= now.getTime()) return { ok: false, reason: "expired" };
  const subject = str(claims.sub);
  if (!subject) return { ok: false, reason: "subject" };
  if (cfg.kind === "google" && (!cfg.hostedDomain || claims.hd !== cfg.hostedDomain)) return { ok: false, reason: "hosted_domain" };
  if (cfg.kind === "microsoft" && (!cfg.tenantId || claims.tid !== cfg.tenantId)) return { ok: false, reason: "tenant" };
  const email = str(claims.email).trim().toLowerCase();
  if (!email) return { ok: false, reason: "email_missing" };
  // Entra ID sends no email_verified: its optional claim xms_edov says the tenant owns the e-mail's domain.
  const verified =
    claims.email_verified === true || claims.email_verified === "true" || (cfg.kind === "microsoft" && (claims.xms_edov === true || claims.xms_edov === "1" || claims.xms_edov === "true"));
  if (!verified) return { ok: false, reason: "email_unverified" };
  const domain = emailDomain(email);
  if (!domain || !cfg.domains.includes(domain)) return { ok: false, reason: "domain_not_vouched" };
  return { ok: true, identity: { subject, email, firstName: str(claims.given_name).slice(0, 100), lastName: str(claims.family_name).slice(0, 100) } };
}

/** The Auth.js provider id of a district's provider row. */
export function ssoProviderId(id: number): string {
  return `sso-${id}`;
}

/** The row id behind an Auth.js provider id, or null. */
export function parseSsoProviderId(value: string | null | undefined): number | null {
  const m = /^sso-([1-9][0-9]{0,9})$/.exec(value ?? "");
  if (!m) return null;
  const id = Number(m[1]);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}
