import "server-only";
import { requestMembershipInTx } from "@/lib/memberships/request-membership";
import { getTrialDays } from "@/lib/account-admin/settings";
import type { z } from "zod";
import type { TDb } from "@/db/client";
import { users, type TUserRow } from "@/db/schema";
import { ROLE } from "@/lib/auth/roles";
import { signQuoteLink } from "@/lib/billing/quote-link";
import { AppError } from "@/lib/http/errors";
import type { TLocale } from "@/lib/i18n/locales";
import { safeTimeZone, todayIn } from "@/lib/users/rules";
import { sendPasswordEmail } from "./password-email";
import { findConference, findCouponByCode, findPartnerByHost, findSchool, findUniversity, findUserIdByEmail, monthlyPromotion, universitiesByDomains } from "./queries";
import { domainCandidates, emailDomain, expiresOn0731, generateUsername, isCouponUsable, isUniversityUser, signupRedirect, trialExpiry, usernameCandidate } from "./rules";
import { ZEmail, ZSignup, type TSignup } from "./schemas";

export type TSignupUser = {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  role_id: number;
  AppID: number;
  university: 0 | 1;
  expires: string;
};

export type TRegisterResult =
  // signsIn: the caller opens a browser session for `row` at once (a manager's train sign-up).
  | { kind: "created"; user: TSignupUser; couponCode: string | null; redirect: string | null; signsIn: boolean; row: TUserRow }
  | { kind: "exists"; couponCode: string | null }
  | { kind: "invalid"; issues: z.core.$ZodIssue[] };

export type TRegisterContext = { now: Date; origin: string; locale: TLocale; random?: () => number };

export const USER_EXISTS_MESSAGE = "An account with this email already exists. Please log in.";
export const REGISTERED_MESSAGE = "Thank you for signing up! We sent you an email with a link to set your password.";

const MAX_USERNAME_ATTEMPTS = 25;
// The live training keeps the visitor on the page (the password email comes first).
const NO_REDIRECT: readonly string[] = ["train"];

/**
 * "Train sign-up: role 2 logs straight in; other roles see the success dialog." The manager's new
 * account is active at once (still without a password: the password email sets one) and lands on
 * the training schedule signed in. Only a NEW account: an existing email never signs anyone in.
 */
export function trainSignsIn(dialogType: string, roleId: number): boolean {
  return dialogType === "train" && roleId === ROLE.manager;
}

const invalid = (code: string, message: string, field: string) => new AppError(code, message, 422, field);

/**
 * Registration (POST /api/v1/register and /register/quote). An email already in the system is
 * answered first, before the rest of the form is judged. Otherwise the form is validated with the
 * same schema as the page, and the user is created INACTIVE without a password, with a trial
 * licence, and gets the password email — all in one transaction. The unique email makes a
 * duplicate sign-up (even two at once) create one account only.
 */
export async function registerUser(db: TDb, raw: Record<string, unknown>, ctx: TRegisterContext): Promise<TRegisterResult> {
  const email = ZEmail.safeParse(raw.email);
  const rawCoupon = typeof raw.couponCode === "string" ? raw.couponCode.trim() || null : null;
  if (email.success && (await findUserIdByEmail(db, email.data)) !== null) return { kind: "exists", couponCode: rawCoupon };

  const parsed = ZSignup.safeParse(raw);
  if (!parsed.success) return { kind: "invalid", issues: parsed.error.issues };
  const input = parsed.data;
  const facts = await resolveFacts(db, input, ctx.now);
  const username = generateUsername(input.first_name, input.last_name, ctx.random ?? Math.random);
  const signsIn = trainSignsIn(input.dialogType, input.role_id);

  const created = await db.transaction(async (tx) => {
    for (let attempt = 0; attempt < MAX_USERNAME_ATTEMPTS; attempt++) {
      const [row] = await tx
        .insert(users)
        .values({
          username: usernameCandidate(username, attempt),
          email: input.email,
          passwordHash: null,
          active: signsIn,
          firstName: input.first_name,
          lastName: input.last_name,
          roleId: input.role_id,
          appId: 0, // a trial: every feature of both editions
          country: input.country,
          zipcode: facts.zipcode,
          state: facts.state,
          ncessch: facts.school?.ncessch ?? null,
          schoolName: facts.schoolName,
          leaid: facts.school?.leaid ?? null,
          university: facts.university,
          universityId: facts.universityId,
          timezone: facts.timezone,
          language: ctx.locale,
          expires: facts.expires,
          signupTag: input.tag ?? input.promoName ?? null,
          signupDialogType: input.dialogType,
          couponId: facts.coupon?.id ?? null,
          conferenceId: facts.conferenceId,
          partnerId: facts.partnerId,
          createdAt: ctx.now,
          updatedAt: ctx.now,
        })
        // Either unique key may clash: the email (a duplicate sign-up) or the username.
        .onConflictDoNothing()
        .returning();
      if (row) {
        // A sign-up starts with its own data only: the school it picked is a request its district decides.
        if (row.leaid) await requestMembershipInTx(tx, row, { leaid: row.leaid, ncessch: row.ncessch }, ctx.now);
        await sendPasswordEmail(tx, row, { now: ctx.now, origin: ctx.origin });
        return row;
      }
      if ((await findUserIdByEmail(tx, input.email)) !== null) return null;
    }
    throw new AppError("username_unavailable", "We could not create a username for you. Please contact us.", 409);
  });
  if (!created) return { kind: "exists", couponCode: facts.coupon?.code ?? rawCoupon };

  const couponCode = facts.coupon?.code ?? null;
  return {
    kind: "created",
    couponCode,
    signsIn,
    row: created,
    redirect: signsIn
      ? signupRedirect({ username: created.username, dialogType: input.dialogType, trainLogin: true })
      : NO_REDIRECT.includes(input.dialogType)
        ? null
        : withQuoteLink(signupRedirect({ username: created.username, dialogType: redirectDialogType(input.dialogType), couponCode, partnerId: facts.partnerId }), created.username, ctx.now),
    user: {
      id: created.id,
      username: created.username,
      email: created.email,
      first_name: created.firstName,
      last_name: created.lastName,
      role_id: created.roleId,
      AppID: created.appId,
      university: created.university ? 1 : 0,
      expires: created.expires,
    },
  };
}

/**
 * The registration dialog (/TryForFree, /register, the tag pages, /coupons) names no quote dialog:
 * "Otherwise: /newLicense/{username}/{couponCode or dialogType or 0}" ends on …/0 (or the coupon).
 */
function redirectDialogType(dialogType: string): string {
  return dialogType === "register" ? "" : dialogType;
}

/**
 * The quote page right after sign-up carries a short-lived signed link (?k=…): the new user is not
 * signed in yet (no password), and only this link lets the page show their contact and sell to them.
 */
function withQuoteLink(redirect: string, username: string, now: Date): string {
  if (!redirect.startsWith("/newLicense/") && !redirect.startsWith("/newLicensePartner/")) return redirect;
  return `${redirect}?k=${encodeURIComponent(signQuoteLink(username, now))}`;
}

/** The school, university, coupon, conference, partner and licence end of a valid sign-up. */
async function resolveFacts(db: TDb, input: TSignup, now: Date) {
  const school = input.NCESSCH && input.NCESSCH !== "1" ? await findSchool(db, input.NCESSCH) : null;
  if (input.NCESSCH && input.NCESSCH !== "1" && !school) throw invalid("invalid_NCESSCH", "Choose a school from the list.", "NCESSCH");

  const university = isUniversityUser(input.role_id, input.email);
  let universityId: number | null = null;
  let universityName = "";
  if (university) {
    const chosen = input.IPEDSID ? await findUniversity(db, input.IPEDSID) : null;
    if (input.IPEDSID && !chosen) throw invalid("invalid_IPEDSID", "Choose a university from the list.", "IPEDSID");
    const byDomain = chosen ? null : (await universitiesByDomains(db, domainCandidates(emailDomain(input.email))))[0];
    universityId = (chosen ?? byDomain)?.IPEDSID ?? null;
    universityName = (chosen ?? byDomain)?.name ?? "";
  }

  const timezone = safeTimeZone(school?.timezone);
  const today = todayIn(timezone, now);
  const coupon = input.couponCode ? await findCouponByCode(db, input.couponCode) : null;
  if (input.couponCode && !isCouponUsable(coupon, today)) throw invalid("invalid_couponCode", "This coupon is not valid.", "couponCode");
  const conference = input.conf_id ? await findConference(db, input.conf_id) : null;
  const partner = input.partnerHost ? await findPartnerByHost(db, input.partnerHost) : null;
  const promotion = await monthlyPromotion(db, Number(today.slice(5, 7)));
  // The default trial length is the administrator's setting (/app/settings), 30 days unless changed.
  const trialDays = await getTrialDays(db);

  return {
    school,
    university,
    universityId,
    schoolName: school?.schnam ?? (universityName || input.school_name),
    zipcode: school?.zip ?? input.zipcode,
    state: school?.state ?? (input.country === "US" ? "USA" : input.country),
    timezone,
    coupon,
    conferenceId: conference?.id ?? null,
    partnerId: partner?.id ?? null,
    expires: trialExpiry(today, expiresOn0731(coupon, promotion), trialDays),
  };
}
