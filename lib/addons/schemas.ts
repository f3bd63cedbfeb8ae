import { z } from "zod";
import { zText } from "@/lib/http/text";
import { ADDON_PRODUCTS } from "@/lib/billing/schemas";

// The add-ons an administrator grants (/addons): the licence add-ons of the
// price book, each switching on one user flag (lib/billing/grant-licence.ts ADDON_COLUMNS).
export const ADDON_KEYS = ADDON_PRODUCTS;
export type TAddonKey = (typeof ADDON_KEYS)[number];

/** At most this many users in one grant call. */
export const MAX_GRANT_USERS = 500;
export const NOTE_MAX = 500;
export const GRANT_PAGE_SIZE = 25;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const ZAddonKey = z.enum(ADDON_KEYS, { error: "Choose an add-on from the list." });

export const ZGrantAddon = z.object({
  addon: ZAddonKey,
  userIds: z
    .array(z.coerce.number().int().positive(), { error: "Choose at least one user." })
    .min(1, "Choose at least one user.")
    .max(MAX_GRANT_USERS, `Grant to at most ${MAX_GRANT_USERS} users at a time.`),
  until: z
    .string({ error: "Enter the last day of the grant." })
    .regex(ISO_DATE, "Enter the date as YYYY-MM-DD.")
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), "Enter a real date."),
  note: zText({ max: NOTE_MAX, multiline: true }).default(""),
});
export type TGrantAddonInput = z.input<typeof ZGrantAddon>;

export const GRANT_STATUSES = ["active", "expired", "revoked", "all"] as const;

export const ZGrantFilter = z.object({
  q: zText({ max: 100 }).catch(""),
  addon: ZAddonKey.nullable().catch(null),
  status: z.enum(GRANT_STATUSES).catch("active"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type TGrantFilter = z.infer<typeof ZGrantFilter>;

export const ZAddonUserQuery = z.object({
  q: zText({ max: 100 }).default(""),
  addon: ZAddonKey.optional(),
  page: z.coerce.number().int().min(1, "Pages start at 1.").max(100_000).default(1),
});

export const ZGrantId = z.object({ id: z.coerce.number({ error: "Choose a grant." }).int().positive("Choose a grant.") });

/**
 * A grant sent as query params: addon, until, note,
 * and the users as `userIds` (repeated, `userIds[]`, or comma-separated) or `user_id`.
 */
export function grantFromQuery(params: URLSearchParams): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of ["addon", "until", "note"] as const) {
    const value = params.get(key);
    if (value !== null) out[key] = value;
  }
  const ids = ["userIds", "userIds[]", "user_id", "user_ids"]
    .flatMap((k) => params.getAll(k))
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter(Boolean);
  if (ids.length > 0) out.userIds = ids;
  return out;
}
