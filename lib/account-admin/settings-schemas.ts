import { z } from "zod";
import { isJoinUrl } from "@/lib/content/training-schemas";
import { zText } from "@/lib/http/text";
import { isValidEmail, normaliseEmail } from "@/lib/signup/rules";

// The /app/settings form's rules, shared by the form and the server (lib/account-admin/settings.ts).

export const EMAIL_SENDER_SETTING = "email_sender";
export const TRIAL_DAYS_SETTING = "trial_days";
export const TRIAL_DAYS_MIN = 1;
export const TRIAL_DAYS_MAX = 365;

const JOIN = "The join link is an http(s) address or a path on this site starting with /.";
const SENDER_NAME = "The sender's name holds at most 100 characters, without < > or quotes.";
const SENDER_EMAIL = "Enter a valid sender email address.";
const TRIAL = `The trial length is a whole number of days from ${TRIAL_DAYS_MIN} to ${TRIAL_DAYS_MAX}.`;

export const ZAdminSettings = z.object({
  // Empty: "Join" leads to the public trainings page.
  joinUrl: zText({ max: 500, tooLong: JOIN }).refine((v) => v === "" || isJoinUrl(v), JOIN),
  senderName: zText({ max: 100, tooLong: SENDER_NAME }).refine((v) => !/[<>"]/.test(v), SENDER_NAME),
  // Empty: the server's EMAIL_FROM.
  senderEmail: zText({ max: 254, tooLong: SENDER_EMAIL })
    .transform((v) => (v === "" ? "" : normaliseEmail(v)))
    .refine((v) => v === "" || isValidEmail(v), SENDER_EMAIL),
  trialDays: z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : Number(v.trim())) : v),
    z.number({ error: TRIAL }).int(TRIAL).min(TRIAL_DAYS_MIN, TRIAL).max(TRIAL_DAYS_MAX, TRIAL),
  ),
});
export type TAdminSettingsInput = z.input<typeof ZAdminSettings>;
export type TAdminSettings = z.output<typeof ZAdminSettings>;
