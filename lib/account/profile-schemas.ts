import { z } from "zod";
import { zText } from "@/lib/http/text";
import { LOCALES } from "@/lib/i18n/locales";
import { MESSAGES, ZEmail, ZZip } from "@/lib/signup/schemas";
import { cleanName } from "@/lib/signup/rules";

// The profile forms (/app/user/{type}) with the sign-up rules (lib/signup):
// the same name, email and zip rules, so an account cannot be edited into what sign-up refuses.

const name = (missing: string) =>
  zText({ max: 100, required: missing })
    .transform(cleanName)
    .refine((v) => v.length > 0, missing)
    .refine((v) => !/\d/.test(v), MESSAGES.nameDigits);

export const PHONE_MESSAGE = "Enter a phone number with digits, spaces, +, -, ( ) or . only.";

export const ZProfilePersonal = z.object({
  first_name: name(MESSAGES.firstName),
  last_name: name(MESSAGES.lastName),
  email: ZEmail,
  phone: zText({ max: 32, tooLong: PHONE_MESSAGE })
    .refine((v) => v === "" || /^[0-9+\-(). ]{5,32}$/.test(v), PHONE_MESSAGE)
    .default(""),
  // Needed only when the e-mail address changes (lib/account/email-change.ts).
  current_password: zText({ max: 200, trim: false }).default(""),
});
export type TProfilePersonal = z.input<typeof ZProfilePersonal>;

export const ZProfileSchool = z.object({
  zipcode: ZZip,
  // "NCESSCH (school id, default 1)": 1 means no school chosen; then school_name is the school's name.
  NCESSCH: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(z.string().regex(/^(1|\d{12})?$/, MESSAGES.school))
    .default("1"),
  school_name: zText({ max: 200 }).default(""),
});
export type TProfileSchool = z.input<typeof ZProfileSchool>;

export const TIME_ZONE_MESSAGE = "Choose a time zone from the list.";

export const ZProfilePreferences = z.object({
  language: z.enum(LOCALES),
  timezone: zText({ max: 64, required: TIME_ZONE_MESSAGE }).refine(isTimeZone, TIME_ZONE_MESSAGE),
  hideConfidential: z.boolean(),
});
export type TProfilePreferences = z.input<typeof ZProfilePreferences>;

export function isTimeZone(value: string): boolean {
  if (!value || !/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
