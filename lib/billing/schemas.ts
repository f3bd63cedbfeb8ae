import { z } from "zod";
import { zText } from "@/lib/http/text";
import type { TBillingContact, TOrderStatus, TPaymentMethod } from "@/db/schema/billing";
import { BILLING_PRODUCTS, type TBillingProduct, type TQuantities } from "@/db/schema/billing-products";
import type { TOwnedGrant, TPriceBook, TPricingBuyer } from "./types";

// Zod schemas of the quote flow, shared by the quote page, the server actions and the /api/v1
// routes (no "server-only": the page validates with the same rules). Unknown keys are stripped,
// so a total sent by a client never reaches pricing: the server always recomputes.

export const BILLING_LOCALES = ["en", "it", "de"] as const;
export type TBillingLocale = (typeof BILLING_LOCALES)[number];

export const ADDON_PRODUCTS = ["outlookCal", "googleCal", "appointment", "assessment", "survey", "intership", "sms", "ib", "rampAddon", "university"] as const satisfies readonly TBillingProduct[];
export type TAddonProduct = (typeof ADDON_PRODUCTS)[number];

export const BILLING_MESSAGES = {
  date: "Enter a date as YYYY-MM-DD.",
  endAfterStart: "The end date must come after the start date.",
  quantity: "Enter a whole number from 0 to 10,000.",
  email: "Enter a valid email address.",
  partner: "Enter a valid partner id.",
} as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
function isRealDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** A calendar date 'YYYY-MM-DD'. */
export const ZIsoDate = z.string(BILLING_MESSAGES.date).trim().refine(isRealDate, BILLING_MESSAGES.date);

const quantity = z.coerce.number(BILLING_MESSAGES.quantity).int(BILLING_MESSAGES.quantity).min(0, BILLING_MESSAGES.quantity).max(10_000, BILLING_MESSAGES.quantity).default(0);

/** The 13 product quantities (missing → 0). */
export const ZQuantitiesInput = z.object(Object.fromEntries(BILLING_PRODUCTS.map((p) => [p, quantity])) as Record<TBillingProduct, typeof quantity>);
export type TQuantitiesInput = z.infer<typeof ZQuantitiesInput>;

const text = (max: number) => zText({ max }).default("");

/** Who a quote/invoice is addressed to. Every field may be empty; an email, when given, must be valid. */
export const ZBillingContact = z.object({
  name: text(120),
  school: text(200),
  zip: text(10),
  email: zText({ max: 254, tooLong: BILLING_MESSAGES.email })
    .default("")
    .refine((v) => v === "" || z.email().safeParse(v).success, BILLING_MESSAGES.email),
  phone: text(32),
  state: text(8),
}) satisfies z.ZodType<TBillingContact>;

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

const ZPartnerId = z.preprocess(
  blankToUndefined,
  z.coerce.number(BILLING_MESSAGES.partner).int(BILLING_MESSAGES.partner).positive(BILLING_MESSAGES.partner).max(2_147_483_647, BILLING_MESSAGES.partner).optional(),
);

const ZFlag = z.preprocess((v) => {
  if (v === 1 || v === "1" || v === "true" || v === "on") return true;
  if (v === 0 || v === "0" || v === "false" || v === "" || v === null) return false;
  return v;
}, z.boolean().optional());

const draftFields = {
  // The licence holder quoted for; missing = the signed-in user (or an anonymous quote).
  username: zText({ max: 64 })
    .optional()
    .transform((v) => v || undefined),
  // The signed quote link (?k=…) handed out after sign-up.
  linkToken: zText({ max: 200 })
    .optional()
    .transform((v) => v || undefined),
  start: ZIsoDate,
  end: ZIsoDate,
  quantities: z.preprocess((v) => v ?? {}, ZQuantitiesInput),
  // "" = no coupon.
  coupon: zText({ max: 64 })
    .optional()
    .transform((v) => v || undefined),
  partnerID: ZPartnerId,
  includeFunding: ZFlag,
  contact: ZBillingContact.optional(),
  locale: z.enum(BILLING_LOCALES).optional(),
};

const endAfterStart = <T extends { start: string; end: string }>(v: T) => v.end > v.start;

/** A quote as the page (or a client) describes it; prices are never part of it. */
export const ZQuoteDraft = z.object(draftFields).refine(endAfterStart, { message: BILLING_MESSAGES.endAfterStart, path: ["end"] });
export type TQuoteDraft = z.infer<typeof ZQuoteDraft>;
export type TQuoteDraftInput = z.input<typeof ZQuoteDraft>;

/** POST /api/v1/quote/price: the draft without a contact block. */
const { contact: _contact, ...priceFields } = draftFields;
export const ZQuotePriceBody = z.object(priceFields).refine(endAfterStart, { message: BILLING_MESSAGES.endAfterStart, path: ["end"] });
export type TQuotePriceBody = z.infer<typeof ZQuotePriceBody>;

const ZId = z.coerce.number().int().positive().max(2_147_483_647);

/** POST /api/v1/quote/sendEmailToUser and emailQuoteAction. */
export const ZSendQuoteEmailBody = z.object({
  quoteID: ZId,
  email: zText({ max: 254, tooLong: BILLING_MESSAGES.email }).pipe(z.email(BILLING_MESSAGES.email)),
  path: zText({ max: 500 }).optional(),
  linkToken: zText({ max: 200 }).optional(),
});
export const ZEmailQuoteInput = z.object({
  quoteId: ZId,
  email: zText({ max: 254, tooLong: BILLING_MESSAGES.email }).pipe(z.email(BILLING_MESSAGES.email)),
  linkToken: zText({ max: 200 }).optional(),
});
export type TEmailQuoteInput = z.infer<typeof ZEmailQuoteInput>;

export const ZCheckCouponInput = z.object({ code: zText({ min: 1, max: 64, required: "Enter a coupon code." }) });

/** GET /api/v1/users/getUserDetails?username&step2quote=1&dialogType[&k=…] */
export const ZUserDetailsQuery = z.object({
  username: zText({ max: 64 }).optional(),
  step2quote: zText({ max: 8 }).optional(),
  dialogType: zText({ max: 32 }).optional(),
  partnerID: ZPartnerId,
  k: zText({ max: 200 }).optional(),
});

/** GET /home/countPurchasedOrderByDateRange?expires&user_id[&k=…] */
export const ZCountPurchasedQuery = z.object({
  expires: ZIsoDate,
  user_id: ZId,
  k: zText({ max: 200 }).optional(),
});

export type TQuoteContextUser = {
  id: number;
  username: string;
  displayName: string;
  // True on a bare /newLicense/{username} link without rights: only id, username and displayName are
  // the user's; the rest are neutral (visitor facts, empty strings, no add-ons).
  limited: boolean;
  roleId: number;
  appId: number;
  isSw: boolean;
  expires: string | null;
  school: string;
  zipcode: string;
  state: string;
  // Only when the caller may read them: the user, their manager, an admin, or a valid link token.
  email?: string;
  phone?: string;
  addons: Record<TAddonProduct, boolean>;
  // showSDfields: the school district of an AppID 3 or 4 holder, shown on the quote form.
  district?: { leaid: string; name: string } | null;
};

/** The conference a buyer signed up through, while its discounted conference pricing runs. */
export type TBuyerConference = { id: number; name: string; discount: number };

/** What the quote page needs (getQuoteContext). */
export type TQuoteContext = {
  book: TPriceBook;
  buyer: TPricingBuyer;
  // Seats held through the default end (roles 2 and 6); the page re-counts them per end from ownedGrants.
  owned: TQuantities | null;
  ownedGrants: TOwnedGrant[] | null;
  conference: TBuyerConference | null;
  user: TQuoteContextUser | null;
  mayPurchase: boolean;
  startChoices: string[];
  endChoices: string[];
  // The end of the buyer's paid licence that runs today: an add-on bought on its own during it
  // ends there by default, so it is offered as an end for a start before it. Only when trusted.
  licenceEnd?: string | null;
  defaults: { start: string; end: string; quantities: TQuantities; coupon: string };
  partner: { id: number; name: string; discount: number; state: string } | null;
  paymentMode: "stripe" | "test";
  today: string;
};

/** One line of /app/user/billing's orders and invoices (listBillingHistory). */
export type TBillingHistoryRow = {
  orderId: number;
  quoteId: number | null;
  status: TOrderStatus;
  paymentMethod: TPaymentMethod;
  cardLast4: string | null;
  poNumber: string | null;
  start: string;
  end: string;
  quantities: TQuantities;
  amountDueCents: number;
  previousExpires: string | null;
  newExpires: string | null;
  createdAt: string;
  paidAt: string | null;
  invoiceNumber: number | null;
  invoiceIssuedOn: string | null;
  invoicePaidOn: string | null;
  invoiceEmailedTo: string | null;
};
