import { z } from "zod";
import { zText } from "@/lib/http/text";
import { QUOTE_VARIANTS, SIGNUP_TAGS } from "./dialogs";
import { checkEduRole, cleanName, isSignupRole, isUniversityUser, isValidEmail, normaliseEmail, shouldLookUpUniversityName, shouldLookUpZip } from "./rules";

// The sign-up rules (names, e-mail, .edu for roles 21 and 22, zip) as zod schemas, shared by the form and the routes, so a
// request that skips the page gets the same errors.

export const MESSAGES = {
  role: "Choose your role.",
  firstName: "Enter your first name.",
  lastName: "Enter your last name.",
  nameDigits: "A name cannot contain digits.",
  email: "Enter a valid email address.",
  confirmEmail: "The email addresses do not match.",
  zip: "Enter the 5-digit zip code of your school.",
  school: "Choose a school from the list.",
} as const;

/** "Email: spaces removed, trimmed, lowercased; must match a simple pattern with a final part of 2–3 letters." */
export const ZEmail = zText({ max: 320, required: MESSAGES.email, tooLong: MESSAGES.email }).transform(normaliseEmail).refine(isValidEmail, MESSAGES.email);

/** "Names: all whitespace removed. A name containing a digit is invalid." */
const name = (missing: string) =>
  zText({ max: 100, required: missing })
    .transform(cleanName)
    .refine((v) => v.length > 0, missing)
    .refine((v) => !/\d/.test(v), MESSAGES.nameDigits);

export const ZZip = z
  .string()
  .trim()
  .regex(/^\d{5}(-?\d{4})?$/, MESSAGES.zip);

export const ZDialogType = z.enum([...QUOTE_VARIANTS, "register"]);
export type TDialogType = z.infer<typeof ZDialogType>;

const optionalText = (max: number) =>
  zText({ max })
    .optional()
    .transform((v) => v || undefined);

/** The sign-up form (fields the server uses; others are accepted and ignored). */
export const ZSignup = z
  .object({
    role_id: z.coerce.number(MESSAGES.role).int(MESSAGES.role).refine(isSignupRole, MESSAGES.role),
    first_name: name(MESSAGES.firstName),
    last_name: name(MESSAGES.lastName),
    email: ZEmail,
    confirmEmail: ZEmail,
    country: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/)
      .transform((v) => v.toUpperCase())
      .default("US"),
    zipcode: zText({ max: 10 }).default(""),
    // "NCESSCH (school id, default 1)": 1 means no school chosen.
    NCESSCH: z
      .union([z.string(), z.number()])
      .transform((v) => String(v).trim())
      .pipe(z.string().regex(/^(1|\d{12})?$/, MESSAGES.school))
      .default("1"),
    school_name: zText({ max: 200 }).default(""),
    IPEDSID: z.coerce.number().int().positive().optional(),
    couponCode: optionalText(64),
    dialogType: ZDialogType.default("register"),
    tag: z.enum(SIGNUP_TAGS).optional(),
    conf_id: optionalText(64),
    promoName: optionalText(32),
    partnerHost: optionalText(255),
  })
  .superRefine((v, ctx) => {
    if (v.email !== v.confirmEmail) ctx.addIssue({ code: "custom", path: ["confirmEmail"], message: MESSAGES.confirmEmail });
    const edu = checkEduRole(v.role_id, v.email);
    if (edu.message) ctx.addIssue({ code: "custom", path: ["role_id"], message: edu.message });
    // A school's zip is needed in the US, except for university users.
    if (v.country === "US" && !isUniversityUser(v.role_id, v.email) && !ZZip.safeParse(v.zipcode).success) {
      ctx.addIssue({ code: "custom", path: ["zipcode"], message: MESSAGES.zip });
    }
  });
export type TSignup = z.infer<typeof ZSignup>;

/** What the sign-up routes accept before the email check: the full form is validated after it. */
export const ZSignupRequest = z.looseObject({});

export const ZCheckEmail = z.object({ email: ZEmail, dialogType: zText({ max: 32 }).optional() });

export const ZUserId = z.object({ user_id: z.coerce.number().int().positive().max(2_147_483_647) });

// ---- the survey after registration ----------------------------------------------------------

export const SURVEY_HEARD_FROM = ["search", "colleague", "conference", "social", "email", "district", "other"] as const;
export const SURVEY_GOALS = ["useOfTime", "ramp", "lessons", "goals", "reports", "appointments"] as const;
export const SURVEY_LEVELS = ["elementary", "middle", "high", "k12", "district", "university", "other"] as const;

export const ZSurveyAnswers = z.object({
  heardFrom: z.enum(SURVEY_HEARD_FROM, "Tell us how you heard of us."),
  goals: z.array(z.enum(SURVEY_GOALS)).max(SURVEY_GOALS.length).default([]),
  schoolLevel: z.enum(SURVEY_LEVELS, "Choose the level you work with."),
  comment: zText({ max: 500, multiline: true }).optional(),
});
export type TSurveyAnswers = z.infer<typeof ZSurveyAnswers>;

export const ZUserSurvey = ZUserId.extend({ answers: ZSurveyAnswers });

// ---- coupons, conferences, partners, promotions ---------------------------------------------

export const ZCouponCode = zText({ min: 1, max: 64, required: "Enter a coupon code." });
export const ZCouponByCodeQuery = z.object({ code: ZCouponCode });
export const ZCheckCoupon = z.object({
  coupon: ZCouponCode,
  AppID: z.coerce.number().int().min(0).max(2).default(2),
  userAppID: z.coerce.number().int().min(0).max(2).optional(),
});
export const ZConferenceQuery = z.object({ conf_id: zText({ min: 1, max: 64 }) });
// GET /home/getPartner: by partnerID (the quote page) or by partnerHost (the partner page).
export const ZPartnerQuery = z.object({ partnerHost: zText({ max: 255 }).optional(), partnerID: z.coerce.number().int().positive().max(2_147_483_647).optional() });
export const ZPromoQuery = z.object({ dialogType: zText({ max: 32 }).optional(), urlName: zText({ max: 64 }).optional() });

// ---- schools and universities --------------------------------------------------------------

export const ZZipParam = zText({ max: 10 }).refine(shouldLookUpZip, "Enter at least 5 characters of the zip code.").pipe(ZZip);
export const ZZipQuery = z.object({ fromQuote: z.enum(["0", "1"]).optional(), fromFunding: z.enum(["0", "1"]).optional() });
export const ZStateParam = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, "Use the two-letter state code.")
  .transform((v) => v.toUpperCase());
export const ZEmailQuery = z.object({ email: ZEmail });
export const ZEmailDomain = z.object({
  emailDomain: zText({ max: 254 })
    .toLowerCase()
    .transform((v) => v.replace(/^.*@/, ""))
    .pipe(z.string().regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, "Enter an email domain such as ucf.edu.")),
});
export const ZUniversityName = z.object({
  school_name: zText({ max: 200 }).refine(shouldLookUpUniversityName, "Type at least 5 letters of the university's name."),
});
