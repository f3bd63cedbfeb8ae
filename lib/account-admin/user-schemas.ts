import { z } from "zod";
import { ADMIN_EDITIONS_LIST } from "./user-rules";
import { zText } from "@/lib/http/text";

// The changes an administrator makes on /app/admin/users/{id}: one schema per kind, one union.

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const realDate = (s: string) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

export const USER_CHANGE_MESSAGES = {
  role: "Choose a role.",
  edition: "Choose an edition.",
  expires: "Enter the licence's last day as a date.",
  name: "Enter a name without digits.",
} as const;

const personName = zText({ max: 100 }).refine((v) => !/\d/.test(v), USER_CHANGE_MESSAGES.name);

export const ZUserId = z.coerce.number({ error: "Unknown user." }).int().positive().max(2_147_483_647);

/** Role, edition, licence end, names and language. */
export const ZUserUpdate = z.object({
  op: z.literal("update"),
  id: ZUserId,
  first_name: personName,
  last_name: personName,
  role_id: z.coerce.number({ error: USER_CHANGE_MESSAGES.role }).int(USER_CHANGE_MESSAGES.role),
  app_id: z.coerce
    .number({ error: USER_CHANGE_MESSAGES.edition })
    .int()
    .refine((a) => ADMIN_EDITIONS_LIST.includes(a), USER_CHANGE_MESSAGES.edition),
  expires: z.string().regex(ISO_DATE, USER_CHANGE_MESSAGES.expires).refine(realDate, USER_CHANGE_MESSAGES.expires),
  language: z.enum(["en", "it", "de"], { error: "Choose a language." }),
});

/** Activate or deactivate the account. */
export const ZUserActive = z.object({ op: z.literal("active"), id: ZUserId, active: z.boolean() });

/** Lock: signed out everywhere and the password disabled until a reset e-mail sets a new one. */
export const ZUserLock = z.object({ op: z.literal("lock"), id: ZUserId });

/** Send the password-reset (or, never activated, the activation) e-mail. */
export const ZUserResetEmail = z.object({ op: z.literal("resetEmail"), id: ZUserId });

export const ZUserChange = z.discriminatedUnion("op", [ZUserUpdate, ZUserActive, ZUserLock, ZUserResetEmail]);
export type TUserChange = z.input<typeof ZUserChange>;
