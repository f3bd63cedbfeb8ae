// The one pricing module (docs/pricing.md, rules 1-11): our reading of the quote rules.
// Used by the quote page (in the browser, as the user types), the API and the purchase: the
// server always recomputes. Pure: no db, no next, no clock. Money is integer cents.
import { daysBetween, yearsBilled } from "./dates";
import { priceLines } from "./pricing-lines";
import { applyPlanRules, includedProducts, isMultiQuantityRole, PRICED_PRODUCTS } from "./pricing-plan";
import type { TBillingProduct, TPriceBook, TPricedQuote, TPricingBuyer, TPricingInput, TQuantities } from "./types";

export { applyPlanRules, emptyQuantities, includedProducts, isMultiQuantityRole, looksUpOwnedSeats, ownedForQuote, ownedSeatCount, ownedThrough, PRICED_PRODUCTS } from "./pricing-plan";
export { priceLines, type TLineInput, type TPricedLine } from "./pricing-lines";
export { pricedToApi, type TPricedQuoteApi } from "./pricing-api";

/** "A span of more than 366 days clears the coupon" (rule 8). */
export const COUPON_MAX_SPAN_DAYS = 366;
/** The licence year starts in August, so a quote starting in August is never prorated (rule 6). */
const AUGUST = 8;

/** Rule 8: which products a fixed-price coupon re-prices, by the coupon's product code. */
export function couponProducts(product: number | null): TBillingProduct[] {
  switch (product) {
    case null:
      return ["pro", "sw", "max"];
    case 1:
      return ["pro"];
    case 2:
      return ["sw", "max"];
    case 111:
      return ["outlookCal"];
    case 222:
      return ["googleCal"];
    case 333:
      return ["appointment"];
    case 444:
      return ["rampAddon"];
    case 666:
      return ["survey"];
    default:
      return [];
  }
}

/** Rule 7: the percent of the highest tier whose minimum licence-years is reached (0 below the first). */
export function quantityDiscountPercent(tiers: TPriceBook["tiers"], licenceYears: number): number {
  let percent = 0;
  let reached = Number.NEGATIVE_INFINITY;
  for (const t of tiers) {
    if (t.minLicenceYears <= licenceYears && t.minLicenceYears >= reached) {
      reached = t.minLicenceYears;
      percent = t.percent;
    }
  }
  return percent;
}

/**
 * Rule 6: the prorated percent for a quote starting in `startMonth`. Roles 2 and 6 read the monthly
 * promotion list; a manager-style (single-licence) quote reads managerProratedDiscount from the user
 * record when it is above 0, else the promotion list. 0 when the start month is August.
 */
export function proratedPercentFor(book: TPriceBook, buyer: TPricingBuyer, startMonth: number): number {
  if (startMonth === AUGUST) return 0;
  const promotion = book.promotions.find((p) => p.month === startMonth)?.prorated ?? 0;
  if (!isMultiQuantityRole(buyer.roleId) && buyer.managerProratedDiscount > 0) return buyer.managerProratedDiscount;
  return promotion;
}

/**
 * The start month's "prorated/monthly" percent: the larger of the promotion list's `discount` for
 * that month (a promotion for every licence starting in it, August included) and the prorated
 * percent. One percent, never the two added: the spec names them as one discount.
 */
export function monthlyPercentFor(book: TPriceBook, buyer: TPricingBuyer, startMonth: number): number {
  const promotion = book.promotions.find((p) => p.month === startMonth)?.discount ?? 0;
  const prorated = proratedPercentFor(book, buyer, startMonth);
  return promotion > prorated ? promotion : prorated;
}

/**
 * The quantity discount and the prorated/monthly discount exclude each other ("prorated applies
 * only when there is no quantity discount"; licence-years count one year less when prorated, so a
 * prorated quote of one year has none). Both outcomes are consistent with the rule, so the buyer
 * gets the larger of the two; on a tie the quantity discount, the spec's first.
 */
export function chooseDiscount(quantityPercent: number, monthlyPercent: number): "quantity" | "monthly" | "none" {
  const q = quantityPercent > 0 ? quantityPercent : 0;
  const m = monthlyPercent > 0 ? monthlyPercent : 0;
  if (m > q) return "monthly";
  return q > 0 ? "quantity" : "none";
}

type TEffectiveCoupon = { kind: "none" } | { kind: "voided" } | { kind: "percent"; code: string; percent: number } | { kind: "price"; code: string; priceCents: number; products: TBillingProduct[] };

/** The code of a percent that comes from a partner or a conference, not from a typed coupon. */
export const PARTNER_CODE_PREFIX = "partner:";
export const CONFERENCE_CODE_PREFIX = "conference:";

/** True when an applied coupon code is a partner's or a conference's percent (nothing a buyer typed). */
export function isImpliedCouponCode(code: string): boolean {
  return code.startsWith(PARTNER_CODE_PREFIX) || code.startsWith(CONFERENCE_CODE_PREFIX);
}

/**
 * The percent that acts as a coupon when none is entered: the partner's (rule 9) or the buyer's
 * conference's, the larger when both apply.
 */
function impliedCoupon(input: TPricingInput): { code: string; percent: number } | null {
  const { partner, conference } = input;
  const fromPartner = partner && partner.discount > 0 ? { code: `${PARTNER_CODE_PREFIX}${partner.id}`, percent: partner.discount } : null;
  const fromConference = conference && conference.discount > 0 ? { code: `${CONFERENCE_CODE_PREFIX}${conference.id}`, percent: conference.discount } : null;
  if (fromPartner && fromConference) return fromConference.percent > fromPartner.percent ? fromConference : fromPartner;
  return fromPartner ?? fromConference;
}

/** Rules 8 and 9: the coupon (or the partner's or conference's percent when no coupon is entered) as it applies to this span. */
function effectiveCoupon(input: TPricingInput, days: number): TEffectiveCoupon {
  const { coupon } = input;
  const implied = coupon === null ? impliedCoupon(input) : null;
  let code: string;
  let percent: number;
  let priceCents = 0;
  let product: number | null = null;
  if (coupon?.status === "valid") {
    ({ code, discount: percent, priceCents, product } = coupon);
  } else if (implied) {
    ({ code, percent } = implied);
  } else {
    return { kind: "none" };
  }
  if (!(priceCents > 0) && !(percent > 0)) return { kind: "none" };
  // A span that is not a number cannot be shown to be within the limit.
  if (!(days <= COUPON_MAX_SPAN_DAYS)) return { kind: "voided" };
  if (priceCents > 0) return { kind: "price", code, priceCents: Math.round(priceCents), products: couponProducts(product) };
  return { kind: "percent", code, percent };
}

/** A percent of an amount in whole cents; a negative percent (bad data) takes nothing off, a percent that is not a number stays NaN for rule 11. */
function percentOf(cents: number, percent: number): number {
  return Math.max(0, Math.round((cents * percent) / 100));
}

function unitPrices(input: TPricingInput, quantities: TQuantities, coupon: TEffectiveCoupon): { prices: Record<TBillingProduct, number>; upgrade: boolean } {
  const { book, buyer } = input;
  // "A span of more than 366 days clears the coupon (and restores default prices)": the original prices, no upgrade price.
  const voided = coupon.kind === "voided";
  const prices = Object.fromEntries(PRICED_PRODUCTS.map((p) => [p, voided ? book.prices[p].origPriceCents : book.prices[p].priceCents])) as Record<TBillingProduct, number>;
  if (coupon.kind === "price") for (const p of coupon.products) prices[p] = coupon.priceCents;
  // What the plan includes is never billed, whatever price or coupon the product has.
  for (const p of includedProducts(buyer)) prices[p] = 0;

  // Rule 10: "Owning PRO and buying MAX to the same expiry is an upgrade: MAX costs the upgrade price."
  // A fixed-price coupon on MAX that is cheaper still wins.
  const isUpgrade = !voided && !isMultiQuantityRole(buyer.roleId) && buyer.appId === 1 && !buyer.isSw && quantities.max > 0 && buyer.expires !== null && input.end === buyer.expires;
  let upgrade = false;
  if (isUpgrade && book.maxUpgradeCents <= prices.max) {
    prices.max = book.maxUpgradeCents;
    upgrade = true;
  }
  return { prices, upgrade };
}

/** Rules 1-11: prices a quote. Every one of the 13 products is a line, in the billing table's order. */
export function priceQuote(input: TPricingInput): TPricedQuote {
  const { book, buyer, start, end } = input;
  const quantities = applyPlanRules(input.requested, input.owned, buyer);

  const days = daysBetween(start, end);
  const rawYears = yearsBilled(start, end);
  const years = Number.isFinite(rawYears) ? rawYears : 0;
  const span = Number.isFinite(days) ? days / 365 : 0;

  const coupon = effectiveCoupon(input, days);
  const { prices, upgrade } = unitPrices(input, quantities, coupon);
  const priced = priceLines(
    PRICED_PRODUCTS.map((p) => ({ product: p, label: book.prices[p].label, quantity: quantities[p], unitPriceCents: prices[p] })),
    years,
  );
  let total = priced.totalAmountCents;

  let quantityPercent = 0;
  let quantityDiscount = 0;
  let proratedPercent = 0;
  let proratedDiscount = 0;
  let couponDiscount = 0;
  const licenses = quantities.pro + quantities.sw + quantities.max;

  if (coupon.kind === "percent") {
    // "A percent coupon replaces the quantity and prorated discounts and applies to the total amount."
    couponDiscount = percentOf(total, coupon.percent);
  } else if (coupon.kind === "none" || coupon.kind === "voided") {
    // A fixed-price coupon zeroes both; otherwise the larger of the prorated/monthly discount
    // (rule 6) and the quantity discount (rule 7), never both.
    const startMonth = Number(start.slice(5, 7));
    // (S < 1 already implies Y ≤ 1; both are kept as the rule states them.)
    const monthly = span < 1 && years <= 1 && total > 0 ? monthlyPercentFor(book, buyer, startMonth) : 0;
    // Without the prorated discount the licence-years are licences × Y, every year counted.
    const quantity = quantityDiscountPercent(book.tiers, licenses * years);
    const chosen = chooseDiscount(quantity, monthly);
    if (chosen === "monthly") {
      proratedPercent = monthly;
      proratedDiscount = percentOf(total, monthly);
    } else if (chosen === "quantity") {
      quantityPercent = quantity;
      quantityDiscount = percentOf(total, quantity);
    } else if (!Number.isFinite(quantity) || !Number.isFinite(monthly)) {
      // Rule 11 below: a percent that is not a number zeroes the amounts.
      quantityDiscount = Number.NaN;
    }
  }

  let discountTotal = quantityDiscount + proratedDiscount + couponDiscount;
  // Rule 11: "a discount that is not a number zeroes discount, prorated total, discounted total and total".
  if (!Number.isFinite(discountTotal)) {
    quantityPercent = 0;
    quantityDiscount = 0;
    proratedPercent = 0;
    proratedDiscount = 0;
    couponDiscount = 0;
    discountTotal = 0;
    total = 0;
  }

  return {
    lines: priced.lines,
    years,
    spanYears: span,
    totalAmountCents: total,
    quantityDiscountPercent: quantityPercent,
    quantityDiscountCents: quantityDiscount,
    proratedPercent,
    proratedDiscountCents: proratedDiscount,
    couponDiscountCents: couponDiscount,
    discountTotalCents: discountTotal,
    // "Amount due = total amount − discount", never below 0.
    totalAmountDueCents: Math.max(0, total - discountTotal),
    couponNotValid: input.coupon?.status === "invalid",
    quantities,
    upgrade,
    appliedCoupon: coupon.kind === "percent" || coupon.kind === "price" ? { code: coupon.code, kind: coupon.kind } : null,
    couponVoidedBySpan: coupon.kind === "voided",
  };
}
