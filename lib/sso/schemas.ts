import { z } from "zod";
import { SSO_KINDS } from "@/db/schema/sso";
import { zText } from "@/lib/http/text";
import { isDomain } from "./rules";

const ZLeaid = z
  .string()
  .trim()
  .regex(/^\d{7}$/, "Use the district's 7-digit NCES id (LEAID).");

/** The e-mail domains a provider vouches for: a list separated by commas, spaces or lines, each a domain name. */
export const ZDomains = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v.join(",") : v))
  .pipe(zText({ max: 2000, multiline: true }))
  .transform((v) => [
    ...new Set(
      v
        .split(/[\s,;]+/)
        .map((d) => d.trim().toLowerCase().replace(/^@/, ""))
        .filter(Boolean),
    ),
  ])
  .superRefine((list, ctx) => {
    if (list.length === 0) ctx.addIssue({ code: "custom", message: "Name at least one e-mail domain the provider vouches for." });
    if (list.length > 20) ctx.addIssue({ code: "custom", message: "Name at most 20 domains." });
    const bad = list.find((d) => !isDomain(d));
    if (bad) ctx.addIssue({ code: "custom", message: `"${bad.slice(0, 60)}" is not a domain name (example: district.k12.us).` });
  });

export const ZSaveDistrictSso = z
  .object({
    leaid: ZLeaid.optional(),
    kind: z.enum(SSO_KINDS, { error: "Choose Google, Microsoft or OpenID Connect." }),
    label: zText({ min: 1, max: 80, required: "Name the button (for example: Lakewood Google)." }),
    issuer: zText({ max: 500 }).optional().default(""),
    client_id: zText({ min: 1, max: 500, required: "Enter the client id the provider gave you." }),
    // Write-only: empty keeps the stored secret.
    client_secret: zText({ max: 1000, trim: false }).optional().default(""),
    tenant_id: zText({ max: 64 }).optional().default(""),
    hosted_domain: zText({ max: 253 }).optional().default(""),
    domains: ZDomains,
    enabled: z
      .union([z.boolean(), z.enum(["true", "false", "on", "1", "0"])])
      .optional()
      .transform((v) => v === true || v === "true" || v === "on" || v === "1"),
  })
  .superRefine((v, ctx) => {
    if (v.kind === "microsoft" && !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v.tenant_id)) {
      ctx.addIssue({ code: "custom", path: ["tenant_id"], message: "Enter the directory (tenant) id, a GUID such as 72f988bf-86f1-41af-91ab-2d7cd011db47." });
    }
    if (v.kind === "google" && !isDomain(v.hosted_domain.toLowerCase())) {
      ctx.addIssue({ code: "custom", path: ["hosted_domain"], message: "Enter the Google Workspace domain (hd) of the district's accounts." });
    }
    if (v.kind === "oidc" && !v.issuer) ctx.addIssue({ code: "custom", path: ["issuer"], message: "Enter the provider's issuer URL." });
  });
export type TSaveDistrictSso = z.input<typeof ZSaveDistrictSso>;

/** What a settings reader sees of a provider: never the secret, only whether one is set. */
export type TDistrictSsoView = {
  id: number;
  provider_id: string;
  leaid: string;
  kind: (typeof SSO_KINDS)[number];
  label: string;
  issuer: string;
  client_id: string;
  client_secret_set: boolean;
  tenant_id: string;
  hosted_domain: string;
  domains: string[];
  enabled: boolean;
  updated_by: number | null;
  updated_at: string;
};

export const ZSsoLookup = z.object({
  email: zText({ max: 254 }).optional(),
  domain: zText({ max: 253 }).optional(),
});
