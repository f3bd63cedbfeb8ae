import { AppError } from "@/lib/http/errors";
import { isLicenceExpired } from "@/lib/users/rules";
import { licenseNeedOf } from "./areas";
import { ROLE } from "./roles";

// The one rule of "may this actor write": pure (the clock is passed in), so the API wrapper
// (withApi), the server-action wrapper (runAction), the pages (guardArea), the app layout and the
// sign-in checks all read it.
//
// What a lapsed license still allows is what specs 1 and 2 give a user who signs in to renew:
// "Log in to renew" leads to Billing, where the renewal quote, its PDF and e-mail and the purchase
// happen (docs/pricing.md), a renewing user asks the manager for a quote (role 44), and the
// user may log out and read their own account. Everything else (logs, calendar, students, files,
// settings...) needs a license in force.

/**
 * What a call or page needs: "license" (a license in force: every write by default) or "renewal"
 * (part of renewing or of keeping the account: allowed while the license has lapsed).
 */
export type TLicenseNeed = "license" | "renewal";

/** Roles whose access does not rest on a license of their own: the administrator (as at sign-in). */
const UNLICENSED_ROLES: readonly number[] = [ROLE.admin];

export type TLicenseHolder = { roleId: number; expires: string; timezone: string };

/** The user's license has lapsed (its end date is past in their time zone) and their role needs one. */
export function licenseLapsed(user: TLicenseHolder, now: Date): boolean {
  return !UNLICENSED_ROLES.includes(user.roleId) && isLicenceExpired(user.expires, user.timezone, now);
}

/** THE rule: may this user do something that needs `need` now? */
export function mayUse(user: TLicenseHolder, need: TLicenseNeed, now: Date): boolean {
  return need === "renewal" || !licenseLapsed(user, now);
}

export const LICENSE_EXPIRED = "license_expired";

/** Where a lapsed user is sent, with the reason: Billing shows the renewal message. */
export const RENEW_PATH = "/app/user/billing?notice=license_expired";

const MESSAGE = "Your license has expired, so nothing was saved. Renew it on the Billing page (/app/user/billing) to keep using the app.";

/** 402 Payment Required: the caller's license has lapsed; the client sends the user to Billing. */
export function licenseExpiredError(): AppError {
  return new AppError(LICENSE_EXPIRED, MESSAGE, 402);
}

/** Throws license_expired (402) when the rule refuses: call it before any work. */
export function assertMayUse(user: TLicenseHolder, need: TLicenseNeed, now: Date): void {
  if (!mayUse(user, need, now)) throw licenseExpiredError();
}

/**
 * Pages: where a user opening `pathname` is sent instead, or null. A lapsed license keeps only the
 * areas marked `license: "renewal"` in lib/auth/areas.ts open (account, billing, school year).
 */
export function licenseRedirect(user: TLicenseHolder, pathname: string, now: Date): string | null {
  return mayUse(user, licenseNeedOf(pathname), now) ? null : RENEW_PATH;
}
