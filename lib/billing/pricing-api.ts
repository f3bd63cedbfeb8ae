// The dollar-shaped answer of POST /api/v1/quote/price: amounts in dollars with two
// decimals, built from the cents of priceQuote. Money stays cents everywhere else.
import { centsToDollars } from "./money";
import type { TBillingProduct, TPricedQuote } from "./types";

export type TPricedQuoteApi = {
  lines: { product: TBillingProduct; label: string; quantity: number; unitPrice: number; years: number; total: number }[];
  years: number;
  spanYears: number;
  totalAmount: number;
  quantityDiscountPercent: number;
  quantityDiscount: number;
  proratedPercent: number;
  proratedDiscount: number;
  couponDiscount: number;
  discountTotal: number;
  totalAmountDue: number;
  couponNotValid: boolean;
  upgrade: boolean;
  couponVoidedBySpan: boolean;
};

function twoDecimals(n: number): number {
  return Number.isFinite(n) ? Math.round(n * 100) / 100 : 0;
}

/** priceQuote's result as the API answers it. */
export function pricedToApi(p: TPricedQuote): TPricedQuoteApi {
  return {
    lines: p.lines.map((l) => ({
      product: l.product,
      label: l.label,
      quantity: l.quantity,
      unitPrice: centsToDollars(l.unitPriceCents),
      years: l.years,
      total: centsToDollars(l.totalCents),
    })),
    years: p.years,
    spanYears: twoDecimals(p.spanYears),
    totalAmount: centsToDollars(p.totalAmountCents),
    quantityDiscountPercent: p.quantityDiscountPercent,
    quantityDiscount: centsToDollars(p.quantityDiscountCents),
    proratedPercent: p.proratedPercent,
    proratedDiscount: centsToDollars(p.proratedDiscountCents),
    couponDiscount: centsToDollars(p.couponDiscountCents),
    discountTotal: centsToDollars(p.discountTotalCents),
    totalAmountDue: centsToDollars(p.totalAmountDueCents),
    couponNotValid: p.couponNotValid,
    upgrade: p.upgrade,
    couponVoidedBySpan: p.couponVoidedBySpan,
  };
}
