import { describe, expect, it } from "vitest";
import { BILLING_SETTINGS, DISCOUNT_TIERS, PRODUCT_PRICES } from "@/db/seed/data/billing";
import { MONTHLY_PROMOTIONS } from "@/db/seed/data/promotions";
import { formatMoney } from "@/lib/billing/money";
import { chooseDiscount, emptyQuantities, monthlyPercentFor, priceQuote } from "@/lib/billing/pricing";
import type { TPriceBook, TPricingBuyer, TPricingCoupon, TQuantities } from "@/lib/billing/types";

// The seeded price book: MAX $199.00, tiers 5/10/20/50/100 licence-years → 5/10/15/20/25 %, and
// prorated percents October 10, November 15, December 20, January 25 (promotion discounts 0).
const BOOK: TPriceBook = {
  prices: Object.fromEntries(PRODUCT_PRICES.map((p) => [p.product, { priceCents: p.priceCents, origPriceCents: p.origPriceCents, label: p.label }])) as TPriceBook["prices"],
  maxUpgradeCents: BILLING_SETTINGS.maxUpgradeCents,
  tiers: DISCOUNT_TIERS.map((t) => ({ minLicenceYears: t.minLicenceYears, percent: t.percent })),
  promotions: MONTHLY_PROMOTIONS.map((p) => ({ month: p.month, discount: p.discount ?? 0, prorated: p.prorated ?? 0 })),
};
const withPromotion = (month: number, discount: number): TPriceBook => ({
  ...BOOK,
  promotions: BOOK.promotions.map((p) => (p.month === month ? { ...p, discount } : p)),
});

const MANAGER: TPricingBuyer = { roleId: 2, appId: 2, isSw: false, expires: null, managerProratedDiscount: 0 };
const qty = (partial: Partial<TQuantities>): TQuantities => ({ ...emptyQuantities(), ...partial });
const price = (start: string, requested: Partial<TQuantities>, opts: { book?: TPriceBook; end?: string; coupon?: TPricingCoupon; buyer?: TPricingBuyer } = {}) =>
  priceQuote({ start, end: opts.end ?? "2027-07-31", requested: qty(requested), owned: null, buyer: opts.buyer ?? MANAGER, coupon: opts.coupon ?? null, partner: null, book: opts.book ?? BOOK });

describe("the quantity discount and the prorated discount: the buyer gets the larger, never both", () => {
  it("a manager pricing 50 MAX from December gets the 20% quantity discount (a tie with the 20% prorated goes to quantity): $9,950.00 − $1,990.00 = $7,960.00", () => {
    const p = price("2026-12-01", { max: 50 });
    expect(p.years).toBe(1);
    expect(formatMoney(p.totalAmountCents, "en")).toBe("$9,950.00");
    expect(p.quantityDiscountPercent).toBe(20);
    expect(formatMoney(p.quantityDiscountCents, "en")).toBe("$1,990.00");
    expect(p.proratedPercent).toBe(0);
    expect(p.proratedDiscountCents).toBe(0);
    expect(formatMoney(p.totalAmountDueCents, "en")).toBe("$7,960.00");
  });

  it("50 MAX from October: the 20% quantity discount beats the 10% prorated ($7,960.00 due)", () => {
    const p = price("2026-10-01", { max: 50 });
    expect([p.quantityDiscountPercent, p.proratedPercent]).toEqual([20, 0]);
    expect(formatMoney(p.totalAmountDueCents, "en")).toBe("$7,960.00");
  });

  it("50 MAX from January: the 25% prorated beats the 20% quantity discount ($7,462.50 due)", () => {
    const p = price("2027-01-04", { max: 50 });
    expect([p.quantityDiscountPercent, p.proratedPercent]).toEqual([0, 25]);
    expect(formatMoney(p.proratedDiscountCents, "en")).toBe("$2,487.50");
    expect(formatMoney(p.totalAmountDueCents, "en")).toBe("$7,462.50");
  });

  it("3 MAX from December (no quantity tier reached) get the 20% prorated discount", () => {
    const p = price("2026-12-01", { max: 3 });
    expect([p.quantityDiscountPercent, p.proratedPercent]).toEqual([0, 20]);
    expect(p.totalAmountDueCents).toBe(3 * 19900 - Math.round((3 * 19900 * 20) / 100));
  });

  it("chooseDiscount: the larger wins, a tie is the quantity discount, nothing below 0", () => {
    expect(chooseDiscount(20, 20)).toBe("quantity");
    expect(chooseDiscount(10, 25)).toBe("monthly");
    expect(chooseDiscount(15, 10)).toBe("quantity");
    expect(chooseDiscount(0, 0)).toBe("none");
    expect(chooseDiscount(-5, -1)).toBe("none");
  });
});

describe("the promotion list's discount percent is priced for a licence starting in its month", () => {
  it("an August promotion of 10% takes 10% off a one-year MAX licence from 1 August ($179.10 due), though August is never prorated", () => {
    const p = price("2026-08-01", { max: 1 }, { book: withPromotion(8, 10), buyer: { ...MANAGER, roleId: 1 } });
    expect(p.proratedPercent).toBe(10);
    expect(formatMoney(p.totalAmountDueCents, "en")).toBe("$179.10");
  });

  it("the month's percent is the larger of its promotion discount and its prorated percent, never their sum", () => {
    expect(monthlyPercentFor(withPromotion(12, 30), MANAGER, 12)).toBe(30);
    expect(monthlyPercentFor(withPromotion(12, 5), MANAGER, 12)).toBe(20);
    const p = price("2026-12-01", { max: 1 }, { book: withPromotion(12, 5) });
    expect(p.proratedPercent).toBe(20);
  });

  it("a promotion discount competes with the quantity discount like the prorated one: 50 MAX in August with a 30% promotion get 30%", () => {
    const p = price("2026-08-01", { max: 50 }, { book: withPromotion(8, 30) });
    expect([p.quantityDiscountPercent, p.proratedPercent]).toEqual([0, 30]);
  });

  it("a coupon replaces the promotion discount, and a span of two years has none", () => {
    const coupon: TPricingCoupon = { status: "valid", code: "SAVE25", discount: 25, priceCents: 0, product: null };
    expect(price("2026-08-01", { max: 1 }, { book: withPromotion(8, 40), coupon }).proratedPercent).toBe(0);
    expect(price("2026-08-01", { max: 1 }, { book: withPromotion(8, 40), end: "2028-07-31" }).proratedPercent).toBe(0);
  });
});
