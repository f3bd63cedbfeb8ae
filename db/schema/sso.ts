import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { schoolDistricts } from "./reference";
import { users } from "./users";

export const SSO_KINDS = ["google", "microsoft", "oidc"] as const;
export type TSsoKind = (typeof SSO_KINDS)[number];

// A district's identity provider: the accounts it already has (Google Workspace, Microsoft Entra ID
// or any OpenID Connect provider) sign its staff in. The client secret is stored encrypted under a
// key derived from the app's secret; it is never sent back to a browser. Only an enabled provider
// offers its button, and it vouches only for the e-mail domains listed in sso_domains.
export const ssoProviders = pgTable(
  "sso_providers",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    leaid: varchar("leaid", { length: 7 })
      .notNull()
      .references(() => schoolDistricts.leaid),
    kind: varchar("kind", { length: 9 }).$type<TSsoKind>().notNull(),
    // The button's text ("Sign in with <label>").
    label: varchar("label", { length: 80 }).notNull(),
    // The OpenID issuer of a generic provider; Google's is fixed and Entra's follows from the tenant id.
    issuer: varchar("issuer", { length: 500 }),
    clientId: varchar("client_id", { length: 500 }).notNull(),
    clientSecretEnc: text("client_secret_enc"),
    tenantId: varchar("tenant_id", { length: 64 }),
    hostedDomain: varchar("hosted_domain", { length: 253 }),
    enabled: boolean("enabled").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sso_providers_leaid_idx").on(t.leaid), uniqueIndex("sso_providers_leaid_kind_uq").on(t.leaid, t.kind), check("sso_providers_kind", sql`${t.kind} in ('google', 'microsoft', 'oidc')`)],
);
export type TSsoProviderRow = typeof ssoProviders.$inferSelect;

// The e-mail domains a provider vouches for. A domain belongs to one provider at most, so the login
// dialog's lookup names one button and one district can never vouch for another's addresses.
export const ssoDomains = pgTable(
  "sso_domains",
  {
    domain: varchar("domain", { length: 253 }).primaryKey(),
    providerId: integer("provider_id")
      .notNull()
      .references(() => ssoProviders.id, { onDelete: "cascade" }),
  },
  (t) => [index("sso_domains_provider_idx").on(t.providerId), check("sso_domains_lower", sql`${t.domain} = lower(${t.domain})`)],
);
export type TSsoDomainRow = typeof ssoDomains.$inferSelect;
