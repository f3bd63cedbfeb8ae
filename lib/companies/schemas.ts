import { z } from "zod";
import { COMPANY_TYPES } from "@/db/schema/company-values";
import { zText } from "@/lib/http/text";

// Community partners. No "server-only": the form uses it.

export { COMPANY_TYPES };
export const COMPANY_NAME_MAX = 200;
export const COMPANY_TEXT_MAX = 2000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[0-9+()\-./ x]*$/i;

export const ZCompanyInput = z.object({
  name: zText({ min: 1, max: COMPANY_NAME_MAX, required: "Enter the partner's name." }),
  type: z.enum(COMPANY_TYPES, { error: "Choose the partner's type: agency, business, college or clinic." }),
  contact: zText({ max: COMPANY_NAME_MAX }).optional().default(""),
  phone: zText({ max: 40, tooLong: "A phone number holds at most 40 characters." }).regex(PHONE, "Enter the phone number with digits, spaces and + ( ) - . only.").optional().default(""),
  email: zText({ max: 254 })
    .toLowerCase()
    .refine((v) => v === "" || EMAIL.test(v), "Enter an email address such as name@example.org.")
    .optional()
    .default(""),
  address: zText({ max: COMPANY_TEXT_MAX, multiline: true }).optional().default(""),
  services: zText({ max: COMPANY_TEXT_MAX, multiline: true }).optional().default(""),
});
export type TCompanyInput = z.infer<typeof ZCompanyInput>;

export const ZCompanyId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const ZCompanyListQuery = z.object({
  user_id: z
    .union([z.literal(""), z.coerce.number().int().positive().max(2_147_483_647)])
    .optional()
    .transform((v) => (v === "" || v === undefined ? null : v)),
});

export type TCompanyJson = TCompanyInput & { id: number; user_id: number; isOwner: boolean; created_at: string; updated_at: string };
