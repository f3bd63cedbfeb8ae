import { z } from "zod";
import { zText } from "@/lib/http/text";
import { BILLING_PRODUCTS, ORDER_STATUSES } from "@/db/schema/billing";
import { COUPON_PRODUCTS, NO_STATE_PARTNER_ID } from "./constants";
import { DOLLARS_TEXT, dollarsTextToCents } from "./money-text";

// Inputs of the billing back office (prices, discount tiers, monthly promotions, coupons, partners,
// orders), shared by the server actions, the use-cases and the forms. Money is typed in dollars
// with at most two decimals and stored in integer cents.

export const MAX_DOLLARS = 100_000;

export const MONEY_MESSAGE = "Enter an amount in dollars from 0 to 100,000 with at most 2 decimals.";

/** A dollar amount typed by an admin (a string, or a number from an API caller) → cents. */
export const ZDollars = z.preprocess(
  (v) => (typeof v === "number" && Number.isFinite(v) ? String(v) : typeof v === "string" ? v.trim() : v),
  z
    .string({ error: MONEY_MESSAGE })
    .regex(DOLLARS_TEXT, MONEY_MESSAGE)
    .transform(dollarsTextToCents)
    .refine((cents) => cents <= MAX_DOLLARS * 100, MONEY_MESSAGE),
);

/** A whole number typed in a form ("12") or sent by a caller (12); an empty field is missing, not 0. */
function wholeNumber(message: string, min: number, max: number) {
  return z.preprocess((v) => (typeof v === "string" ? (v.trim() === "" ? undefined : Number(v.trim())) : v), z.number({ error: message }).int(message).min(min, message).max(max, message));
}

const percent = (what: string) => wholeNumber(`${what} is a whole percent from 0 to 100.`, 0, 100);

const LABEL_MESSAGE = "A label is 1 to 80 characters.";

// ---- prices ---------------------------------------------------------------------------------

export const ZPriceRow = z.object({
  product: z.enum(BILLING_PRODUCTS),
  label: zText({ min: 1, max: 80, required: LABEL_MESSAGE, tooLong: LABEL_MESSAGE }),
  price: ZDollars,
  origPrice: ZDollars,
});

export const ZUpdatePrices = z
  .object({
    prices: z.array(ZPriceRow).min(1).max(BILLING_PRODUCTS.length),
    // The MAX price for a PRO holder upgrading to the same expiry (settings 'billing'.maxUpgradeCents).
    maxUpgrade: ZDollars,
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.prices.forEach((p, i) => {
      if (seen.has(p.product)) ctx.addIssue({ code: "custom", path: ["prices", i, "product"], message: "Each product appears once." });
      seen.add(p.product);
    });
  });
export type TUpdatePrices = z.input<typeof ZUpdatePrices>;

// ---- discount tiers -------------------------------------------------------------------------

const TIER_YEARS_MESSAGE = "From how many license-years: a whole number from 1, different for each tier.";

export const ZDiscountTiers = z
  .object({
    tiers: z
      .array(
        z.object({
          minLicenceYears: wholeNumber(TIER_YEARS_MESSAGE, 1, 1_000_000),
          percent: percent("The discount"),
        }),
      )
      .max(30, "At most 30 tiers."),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<number>();
    v.tiers.forEach((t, i) => {
      if (seen.has(t.minLicenceYears)) ctx.addIssue({ code: "custom", path: ["tiers", i, "minLicenceYears"], message: TIER_YEARS_MESSAGE });
      seen.add(t.minLicenceYears);
    });
  });
export type TDiscountTiersInput = z.input<typeof ZDiscountTiers>;

// ---- monthly promotions ---------------------------------------------------------------------

export const ZPromotions = z
  .object({
    promotions: z
      .array(
        z.object({
          month: wholeNumber("The month is 1 to 12.", 1, 12),
          discount: percent("The discount"),
          prorated: percent("The prorated discount"),
        }),
      )
      .length(12, "Give all 12 months."),
  })
  .superRefine((v, ctx) => {
    const months = new Set(v.promotions.map((p) => p.month));
    // A short list already has its own error.
    if (v.promotions.length === 12 && months.size !== 12) ctx.addIssue({ code: "custom", path: ["promotions"], message: "Give each month 1-12 once." });
  });
export type TPromotionsInput = z.input<typeof ZPromotions>;

// ---- coupons --------------------------------------------------------------------------------

const CODE_MESSAGE = "A code is 2 to 40 characters: letters A-Z, digits, '_' and '-'.";
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(v: string): boolean {
  if (!DATE.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

const ZOptionalDate = z.preprocess((v) => (v === "" || v === undefined ? null : v), z.string().refine(isRealDate, "Choose a valid date or leave it empty.").nullable());

/** A yes/no setting: a boolean, or "on"/"true"/"false" from a form; absent means `fallback`. */
const flag = (fallback: boolean) => z.preprocess((v) => (v === undefined ? fallback : v === "on" || v === "true" ? true : v === "false" ? false : v), z.boolean({ error: "Choose yes or no." }));

export const ZCoupon = z.object({
  // Absent for a new coupon.
  id: z.coerce.number().int().positive().optional(),
  // Codes are matched without regard to case; they are kept in capitals.
  code: z
    .string({ error: CODE_MESSAGE })
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9_-]{2,40}$/, CODE_MESSAGE)),
  discount: percent("The discount"),
  // 0 = no fixed price.
  price: ZDollars,
  product: z.preprocess(
    (v) => (v === "" || v === "none" || v === undefined || v === null ? null : Number(v)),
    z
      .number()
      .refine((n) => (COUPON_PRODUCTS as readonly number[]).includes(n), "Choose a product from the list.")
      .nullable(),
  ),
  expires: ZOptionalDate,
  expires0731: flag(false),
  comment: zText({ max: 500, multiline: true, tooLong: "Keep the comment under 500 characters." }).default(""),
  active: flag(true),
});
export type TCouponInput = z.input<typeof ZCoupon>;
export type TCoupon = z.output<typeof ZCoupon>;

export const COUPON_PERCENT_AND_PRICE = "A coupon has either a percent discount or a fixed price, not both: set one of them to 0.";

export const ZCouponId = z.object({ id: z.coerce.number().int().positive() });

// ---- partners -------------------------------------------------------------------------------

const LOGO_MESSAGE = "The logo is a web address (https://…) or a path on this site (/…), or empty.";

export const ZPartner = z
  .object({
    // A new partner's id is chosen by the admin; an existing partner keeps its id.
    isNew: flag(false),
    id: wholeNumber("The partner id is a whole number from 1.", 1, 2_000_000_000),
    name: zText({ min: 1, max: 120, required: "Give the partner's name (1 to 120 characters).", tooLong: "Give the partner's name (1 to 120 characters)." }),
    host: z
      .string()
      .trim()
      .transform((v) => v.toLowerCase())
      .pipe(z.string().regex(/^(?=.{1,255}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/, "The host is a domain name such as partner.example.org.")),
    logo: zText({ max: 500, tooLong: LOGO_MESSAGE }).refine((v) => v === "" || /^https?:\/\/[^\s]+$/i.test(v) || /^\/[^\s]*$/.test(v), LOGO_MESSAGE),
    logoBackground: z
      .string()
      .trim()
      .transform((v) => v.toLowerCase())
      .pipe(z.string().regex(/^#[0-9a-f]{6}$/, "The background colour is #rrggbb, for example #0f3d56.")),
    discount: percent("The discount"),
    state: z
      .string()
      .trim()
      .transform((v) => v.toUpperCase())
      .pipe(z.string().regex(/^([A-Z]{2})?$/, "The state is a 2-letter code such as CA, or empty.")),
    active: flag(true),
  })
  .superRefine((v, ctx) => {
    if (v.id === NO_STATE_PARTNER_ID && v.state !== "") {
      ctx.addIssue({ code: "custom", path: ["state"], message: "Partner 1111 means “no partner state”: leave its state empty." });
    }
  });
export type TPartnerInput = z.input<typeof ZPartner>;

// ---- orders ---------------------------------------------------------------------------------

export const ZOrderId = z.object({ orderId: z.coerce.number().int().positive() });

export const ZOrderFilter = z.object({
  q: zText({ max: 100 }).catch(""),
  status: z.enum(ORDER_STATUSES).nullable().catch(null),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type TOrderFilter = z.output<typeof ZOrderFilter>;
