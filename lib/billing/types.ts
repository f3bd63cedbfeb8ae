import type { TBillingProduct, TPricedSnapshot, TQuantities } from "@/db/schema/billing";

export type { TBillingProduct, TPricedSnapshot, TQuantities };

/** The price book an admin edits: unit prices, quantity-discount tiers, the MAX upgrade price and the monthly promotions. */
export type TPriceBook = {
  prices: Record<TBillingProduct, { priceCents: number; origPriceCents: number; label: string }>;
  maxUpgradeCents: number;
  // Ascending by minLicenceYears; the highest tier whose minimum is reached applies.
  tiers: { minLicenceYears: number; percent: number }[];
  // One entry per month 1-12; `prorated` is the percent a licence starting that month is prorated.
  promotions: { month: number; discount: number; prorated: number }[];
};

/** The buyer as pricing sees them (the licence holder the quote is for). */
export type TPricingBuyer = {
  roleId: number;
  // 0 trial, 1 PRO, 2 MAX.
  appId: number;
  isSw: boolean;
  // Current licence end (YYYY-MM-DD), null for a visitor.
  expires: string | null;
  managerProratedDiscount: number;
};

/** One grant of seats the buyer holds (a paid or purchase-order order's licence grant). */
export type TOwnedGrant = { product: TBillingProduct; quantity: number; start: string; end: string };

/** A coupon as checked against the database: unknown/expired is "invalid"; nothing entered is null. */
export type TPricingCoupon = { status: "valid"; code: string; discount: number; priceCents: number; product: number | null } | { status: "invalid"; code: string } | null;

export type TPricingInput = {
  // YYYY-MM-DD, the licence period.
  start: string;
  end: string;
  // What the buyer asked for.
  requested: TQuantities;
  // What the buyer already owns for the period (roles 2 and 6 only; subtracted, never below 0).
  owned: TQuantities | null;
  buyer: TPricingBuyer;
  coupon: TPricingCoupon;
  // The partner's percent discount (acts as a percent coupon when no coupon is entered).
  partner: { id: number; discount: number } | null;
  // The percent of the conference the buyer signed up through ("a conference coupon between 1 and
  // 99 means discounted purchase"), while its conference pricing runs; absent or null: none.
  conference?: { id: number; discount: number } | null;
  book: TPriceBook;
};

/** The result of pricing: the frozen snapshot plus the quantities actually billed. */
export type TPricedQuote = TPricedSnapshot & {
  // The quantities after the plan rules (rule 4), i.e. what the lines bill.
  quantities: TQuantities;
  // True when the MAX line is priced at the upgrade price (rule 10).
  upgrade: boolean;
  // The coupon that was applied (null when none, voided by span, or invalid).
  appliedCoupon: { code: string; kind: "percent" | "price" } | null;
  // True when a coupon was entered but cleared because the span exceeds 366 days (rule 8).
  couponVoidedBySpan: boolean;
};
