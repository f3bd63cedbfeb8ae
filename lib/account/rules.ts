import { ROLE } from "@/lib/auth/roles";
import type { TRateLimit } from "@/lib/http/rate-limit";
import { daysUntilExpire } from "@/lib/users/rules";

// Pure rules of the account flows. No clock, no database.

export type TTokenPurpose = "reset" | "activate" | "calendar" | "activation_code" | "renew_request";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** How long each kind of link or code is valid. */
export const TOKEN_TTL_MS: Record<TTokenPurpose, number> = {
  reset: HOUR, // a password-reset link: 1 hour
  activate: 7 * DAY, // the password email of a registration: 7 days
  calendar: 365 * DAY, // the long-lived calendar login link (revocable)
  activation_code: DAY, // a 6-digit code: short, since it is guessable in principle
  renew_request: 15 * 60_000, // the ticket an expired renewer gets to ask their manager
};

/** A token found from a code exchange is used at once: 15 minutes are plenty. */
export const EXCHANGED_TOKEN_TTL_MS = 15 * 60_000;

export type TTokenStatus = "valid" | "invalid" | "expired" | "used";

/** Whether a stored token can still be used: used before expired, so a used link says so. */
export function tokenStatus(row: { expiresAt: Date; usedAt: Date | null } | null | undefined, now: Date): TTokenStatus {
  if (!row) return "invalid";
  if (row.usedAt) return "used";
  if (row.expiresAt.getTime() <= now.getTime()) return "expired";
  return "valid";
}

/** The shape of a raw link token (base64url), checked before any database look-up. */
export function isTokenShape(raw: string): boolean {
  return /^[A-Za-z0-9_-]{20,200}$/.test(raw);
}

/** "a 6-digit code sent by email" */
export function isActivationCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}

/** Usernames and emails are matched without regard to case or surrounding spaces. */
export function sameIdentifier(typed: string, user: { username: string; email: string }): boolean {
  const v = typed.trim().toLowerCase();
  return v.length > 0 && (v === user.username.toLowerCase() || v === user.email.toLowerCase());
}

/**
 * "Role 44 sees a renewal dialog and asks the manager for a renewal quote instead of renewing
 * directly": a renewing user whose licence has expired or ends within 7 days.
 */
export function needsManagerRenewal(user: { roleId: number; expires: string; timezone: string }, now: Date): boolean {
  return user.roleId === ROLE.renewer && daysUntilExpire(user.expires, user.timezone, now) < 7;
}

/** The link in the manager's email: a renewal quote for this user, opened in billing. */
export function renewalQuotePath(username: string): string {
  return `/app/user/billing?renewFor=${encodeURIComponent(username)}`;
}

export type TCalendarNotice = { google: boolean; outlook: boolean };

/**
 * "Login with calendar-import warning": shown when the user asked for an import on login
 * (updateGoogleOnLogin / updateOutlookOnLogin) or carries the calendarImportWarning flag.
 */
export function calendarImportNotice(user: { calendarImportWarning: boolean; updateGoogleOnLogin: boolean; updateOutlookOnLogin: boolean }): TCalendarNotice | null {
  if (!user.calendarImportWarning && !user.updateGoogleOnLogin && !user.updateOutlookOnLogin) return null;
  return { google: user.updateGoogleOnLogin, outlook: user.updateOutlookOnLogin };
}

/** "After an existing-user or login flow, a two-link navigation has an 800 ms delay." */
export const LOGIN_NAVIGATION_DELAY_MS = 800;

/** "contact success 'Sent with success.' and the dialog then closes automatically" – after this long. */
export const CONTACT_CLOSE_DELAY_MS = 2000;

/** "Contact form: checked in order email, name, phone, then message". */
export const CONTACT_FIELDS = ["your_email", "your_name", "your_phone", "msg"] as const;
export type TContactField = (typeof CONTACT_FIELDS)[number];

/** Every field whose value is empty (after trimming), in the order of the rule. */
export function missingContactFields(form: Partial<Record<TContactField, string | null | undefined>>): TContactField[] {
  return CONTACT_FIELDS.filter((f) => !(form[f] ?? "").trim());
}

/** Limits of the public account calls, per client address unless said otherwise. */
export const ACCOUNT_LIMITS = {
  // Per target email, so nobody can flood one inbox from many addresses.
  forgotPerEmail: { scope: "forgot_email", max: 3, windowMinutes: 60 },
  // Code entries per client address, and per account (a 6-digit code must not be guessable).
  codePerIp: { scope: "activation_code_ip", max: 20, windowMinutes: 60 },
  codePerAccount: { scope: "activation_code_user", max: 10, windowMinutes: 24 * 60 },
  // A renewing user asks their manager at most this often.
  renewRequest: { scope: "renew_request", max: 3, windowMinutes: 24 * 60 },
} as const satisfies Record<string, TRateLimit>;
