import { CONFERENCE_CODE_PREFIX, PARTNER_CODE_PREFIX } from "@/lib/billing/pricing";
import type { TQuoteContext } from "@/lib/billing/schemas";
import type { TPricedQuote, TPricingCoupon } from "@/lib/billing/types";

// The discount lines of a priced quote, worded once for the billing table and the purchase
// confirmation (the confirmation lists what the table shows before "Pay").

type TTableT = (key: string, values?: Record<string, string | number>) => string;
type TDiscountSource = { priced: TPricedQuote; state: { coupon: { applied: TPricingCoupon } } };
export type TDiscountLine = { key: string; label: string; cents: number };

/** The table's one discount row: the partner's, the conference's or the coupon's percent, a coupon price, else the quantity discount. */
export function discountRow(model: TDiscountSource, context: TQuoteContext, t: TTableT): TDiscountLine {
  const { priced, state } = model;
  const applied = priced.appliedCoupon;
  if (applied?.kind === "percent" && applied.code.startsWith(PARTNER_CODE_PREFIX)) {
    return { key: "partner", label: t("partnerDiscount", { percent: context.partner?.discount ?? 0 }), cents: priced.couponDiscountCents };
  }
  if (applied?.kind === "percent" && applied.code.startsWith(CONFERENCE_CODE_PREFIX)) {
    return { key: "conference", label: t("conferenceDiscount", { name: context.conference?.name ?? "", percent: context.conference?.discount ?? 0 }), cents: priced.couponDiscountCents };
  }
  if (applied?.kind === "percent") {
    const percent = state.coupon.applied?.status === "valid" ? state.coupon.applied.discount : 0;
    return { key: "coupon", label: t("couponDiscount", { code: applied.code, percent }), cents: priced.couponDiscountCents };
  }
  if (applied?.kind === "price") return { key: "couponPrice", label: t("couponPriceRow", { code: applied.code }), cents: 0 };
  return { key: "quantity", label: t("quantityDiscount", { percent: priced.quantityDiscountPercent }), cents: priced.quantityDiscountCents };
}

/** Every discount that takes money off (or re-prices a line), in the order the table shows them. */
export function appliedDiscounts(model: TDiscountSource, context: TQuoteContext, t: TTableT): TDiscountLine[] {
  const out: TDiscountLine[] = [];
  const row = discountRow(model, context, t);
  if (row.cents > 0 || row.key === "couponPrice") out.push(row);
  if (model.priced.proratedDiscountCents > 0) {
    out.push({ key: "prorated", label: t("proratedDiscount", { percent: model.priced.proratedPercent }), cents: model.priced.proratedDiscountCents });
  }
  return out;
}
