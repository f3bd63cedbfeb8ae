import { addDaysIso, schoolYearOf } from "@/lib/users/rules";
import { quote, register, type TDialog } from "./dialogs";

// What the entry pages' client view needs lives in view-rules.ts, which imports nothing heavy.
export { EXISTING_USER_LOGIN_DELAY_MS, REGISTRATION_MODAL_DELAY_MS, loginCallbackFor, quoteVariant } from "./view-rules";

// Pure sign-up rules. No clock, no database: callers pass them in.

/** "Default licence 30 days." */
export const TRIAL_DAYS = 30;
/** "Coupon check uses AppID 2." */
export const COUPON_CHECK_APP_ID = 2;

/** Roles a visitor may choose in the sign-up form (0 = none chosen yet). */
export const SIGNUP_ROLES = [1, 2, 6, 21, 22] as const;
export type TSignupRole = (typeof SIGNUP_ROLES)[number];
export const UNIVERSITY_ROLES: readonly number[] = [21, 22];

export function isSignupRole(roleId: number): roleId is TSignupRole {
  return (SIGNUP_ROLES as readonly number[]).includes(roleId);
}

/** "Choosing a role above 0 reveals the remaining inputs." */
export function showsInputs(roleId: number): boolean {
  return roleId > 0;
}

// ---- names and emails ----------------------------------------------------------------------

/** "Names: all whitespace removed." */
export function cleanName(raw: string): string {
  return raw.replace(/\s+/g, "");
}

/** "A name containing a digit is invalid" (and an empty one is missing). */
export function isValidName(raw: string): boolean {
  const name = cleanName(raw);
  return name.length > 0 && !/\d/.test(name);
}

/** "Email: spaces removed, trimmed, lowercased." */
export function normaliseEmail(raw: string): string {
  return raw.replace(/\s+/g, "").trim().toLowerCase();
}

const EMAIL_PATTERN = /^[a-z0-9._%+'-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,3}$/;

/** "Must match a simple {email} pattern with a final part of 2–3 letters." */
export function isValidEmail(raw: string): boolean {
  const email = normaliseEmail(raw);
  return email.length <= 254 && EMAIL_PATTERN.test(email);
}

/** "Confirm email follows the same rule and a confirmation must match." */
export function emailsMatch(email: string, confirmEmail: string): boolean {
  return isValidEmail(confirmEmail) && normaliseEmail(email) === normaliseEmail(confirmEmail);
}

export function isEduEmail(raw: string): boolean {
  return normaliseEmail(raw).endsWith(".edu");
}

/** The domain of an email ("gina@knights.ucf.edu" → "knights.ucf.edu"), or "". */
export function emailDomain(raw: string): string {
  const email = normaliseEmail(raw);
  const at = email.lastIndexOf("@");
  return at < 0 ? "" : email.slice(at + 1);
}

/** A domain and its parents down to two labels: knights.ucf.edu → [knights.ucf.edu, ucf.edu]. */
export function domainCandidates(domain: string): string[] {
  const labels = domain.toLowerCase().split(".").filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i + 2 <= labels.length; i++) out.push(labels.slice(i).join("."));
  return out;
}

/** "A valid email ending in .edu marks the user as a university user. Roles 21 and 22 also mark university." */
export function isUniversityUser(roleId: number, email: string): boolean {
  return UNIVERSITY_ROLES.includes(roleId) || (isValidEmail(email) && isEduEmail(email));
}

export const EDU_MESSAGES = {
  21: "Graduate Student emails <br/> must end in .edu",
  22: "University Faculty emails <br/> must end in .edu",
} as const;

/**
 * "A .edu email is required for role 21 (Graduate Student) and role 22 (University Faculty).
 * Otherwise the message … is shown and the role resets to 0." Returns the role to keep and the
 * message, if any. An email not typed yet is not judged.
 */
export function checkEduRole(roleId: number, email: string): { roleId: number; message: (typeof EDU_MESSAGES)[21 | 22] | null } {
  if ((roleId === 21 || roleId === 22) && normaliseEmail(email) !== "" && !isEduEmail(email)) return { roleId: 0, message: EDU_MESSAGES[roleId] };
  return { roleId, message: null };
}

// ---- lookups -------------------------------------------------------------------------------

/** "Zip lookup starts only when the zip is longer than 4 characters." */
export function shouldLookUpZip(zip: string): boolean {
  return zip.trim().length > 4;
}

/** "The university school-name lookup runs when the name is longer than 4 characters." */
export function shouldLookUpUniversityName(name: string): boolean {
  return name.trim().length > 4;
}

/** "Zip hint by role": the message key of the hint. */
export function zipHintKey(roleId: number): "zipHint.school" | "zipHint.manager" | "zipHint.quote" | "zipHint.default" {
  if (roleId === 1) return "zipHint.school";
  if (roleId === 2) return "zipHint.manager";
  if (roleId === 6) return "zipHint.quote";
  return "zipHint.default";
}

// ---- usernames and licences ----------------------------------------------------------------

/** Letters only, lowercased, accents dropped: usernames travel in URLs. */
function usernamePart(name: string): string {
  return cleanName(name)
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z]/g, "");
}

/**
 * "Username generation: last name plus the first letter of the first name; if shorter than 5
 * characters, last name plus full first name; if still shorter than 5, first name plus last name
 * plus a random number from 100 to 199." `random` returns a number in [0, 1).
 */
export function generateUsername(firstName: string, lastName: string, random: () => number): string {
  const first = usernamePart(firstName);
  const last = usernamePart(lastName);
  const short = last + first.slice(0, 1);
  if (short.length >= 5) return short.slice(0, USERNAME_BASE_MAX);
  const full = last + first;
  if (full.length >= 5) return full;
  // Names without Latin letters leave nothing to build on.
  return `${first + last || "user"}${100 + Math.min(99, Math.floor(random() * 100))}`;
}

/** Usernames are stored in 64 characters: a long name is cut, leaving room for a numeric suffix. */
export const USERNAME_BASE_MAX = 50;

/** The n-th choice when a username is taken: base, base2, base3, … */
export function usernameCandidate(base: string, attempt: number): string {
  return attempt === 0 ? base : `${base}${attempt + 1}`;
}

/**
 * "A free trial runs 30 days, or until 31 July when the coupon or promotion sets the flag
 * expires0731." `today` is YYYY-MM-DD in the user's zone.
 */
export function trialExpiry(today: string, expires0731: boolean, trialDays: number = TRIAL_DAYS): string {
  return expires0731 ? schoolYearOf(today).end : addDaysIso(today, trialDays);
}

/** The flag comes from the coupon, or the monthly promotion of the month ("0731"). */
export function expiresOn0731(coupon: { expires0731: boolean } | null, promotion: { licenseExpires: string; active: boolean } | null): boolean {
  return !!coupon?.expires0731 || (!!promotion?.active && promotion.licenseExpires === "0731");
}

/** A coupon is usable when it exists, is active and has not expired (its end date inclusive). */
export function isCouponUsable(coupon: { active: boolean; expires: string | null } | null, today: string): boolean {
  return !!coupon && coupon.active && (!coupon.expires || coupon.expires >= today);
}

/** "Success dialog role labels: 1 User, 2 Manager, 21 U Student, 22 U Manager, default User." */
export function successRoleLabel(roleId: number): "User" | "Manager" | "U Student" | "U Manager" {
  if (roleId === 2) return "Manager";
  if (roleId === 21) return "U Student";
  if (roleId === 22) return "U Manager";
  return "User";
}

/** The conference's last one and two characters (lastOneCh, lastTowCh), e.g. asca2027 → 7, 27. */
export function conferenceSuffix(slug: string): { lastOneCh: string; lastTowCh: string } {
  return { lastOneCh: slug.slice(-1), lastTowCh: slug.slice(-2) };
}

/** "Conference coupon between 1 and 99 means discounted purchase." */
export function isDiscountedConference(coupon: number): boolean {
  return coupon >= 1 && coupon <= 99;
}

// ---- which dialog a route opens, and where a sign-up leads -----------------------------------

/**
 * "/coupons/{code}: looks up the coupon. No coupon found: go to the home page. Discount 100: open
 * registration with the coupon id. Otherwise open quote mode 4 with the coupon id."
 */
export function couponDialog(coupon: { code: string; discount: number } | null): TDialog | "home" {
  if (!coupon) return "home";
  if (coupon.discount === 100) return register({ coupon: coupon.code });
  return quote("4", { coupon: coupon.code });
}

/**
 * "/{dinamic} catch-all: the value 'train' opens quote mode train. Any other value is a conference
 * id. If the conference exists, quote mode 2 opens when its coupon is between 1 and 99, else the
 * default quote. If it does not exist, nothing happens."
 */
export function conferenceDialog(value: string, conference: { slug: string; coupon: number } | null): TDialog | null {
  if (value === "train") return quote("train");
  if (!conference) return null;
  return isDiscountedConference(conference.coupon) ? quote("2", { conf: conference.slug }) : quote("1", { conf: conference.slug });
}

/** "/promo/{url}: quote mode nsclc with the url passed through. An unknown promo goes to /." */
export function promoDialog(url: string, known: boolean): TDialog | "home" {
  return known ? quote("nsclc", { promo: url }) : "home";
}

/**
 * "Redirects after sign-up. Partner: /newLicensePartner/{username}/{partnerHostID}. Demo:
 * /scheduleDemo/{username}. Train login: /trainSchedule. Otherwise:
 * /newLicense/{username}/{couponCode or dialogType or 0}."
 */
export function signupRedirect(x: { username: string; dialogType: string; couponCode?: string | null; partnerId?: number | null; trainLogin?: boolean }): string {
  const user = encodeURIComponent(x.username);
  if (x.dialogType === "partner" && x.partnerId) return `/newLicensePartner/${user}/${x.partnerId}`;
  if (x.dialogType === "demo") return `/scheduleDemo/${user}`;
  if (x.trainLogin) return "/trainSchedule";
  return `/newLicense/${user}/${encodeURIComponent(x.couponCode || x.dialogType || "0")}`;
}
