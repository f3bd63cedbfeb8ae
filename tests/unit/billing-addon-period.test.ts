import { describe, expect, it } from "vitest";
import { BILLING_SETTINGS, DISCOUNT_TIERS, PRODUCT_PRICES } from "@/db/seed/data/billing";
import { MONTHLY_PROMOTIONS } from "@/db/seed/data/promotions";
import { addonEndFor, buysAddonsOnly, endAfterChange, runningLicenceEnd } from "@/lib/billing/addon-period";
import { formatMoney } from "@/lib/billing/money";
import { emptyQuantities, priceQuote } from "@/lib/billing/pricing";
import type { TPriceBook, TQuantities } from "@/lib/billing/types";

const BOOK: TPriceBook = {
  prices: Object.fromEntries(PRODUCT_PRICES.map((p) => [p.product, { priceCents: p.priceCents, origPriceCents: p.origPriceCents, label: p.label }])) as TPriceBook["prices"],
  maxUpgradeCents: BILLING_SETTINGS.maxUpgradeCents,
  tiers: DISCOUNT_TIERS.map((t) => ({ minLicenceYears: t.minLicenceYears, percent: t.percent })),
  promotions: MONTHLY_PROMOTIONS.map((p) => ({ month: p.month, discount: p.discount ?? 0, prorated: p.prorated ?? 0 })),
};
const qty = (partial: Partial<TQuantities>): TQuantities => ({ ...emptyQuantities(), ...partial });
const LICENCE_END = "2027-07-31";
// The quote page's default end for a MAX holder to 31 July 2027: the next licence's end.
const NEXT_LICENCE_END = "2028-07-31";

describe("an add-on bought during a licence ends with it by default", () => {
  it("an appointment add-on bought on 1 December during a licence to 31 July 2027 ends on 31 July 2027 and bills one year, not two", () => {
    const start = "2026-12-01";
    const requested = qty({ appointment: 1 });
    const end = endAfterChange(start, NEXT_LICENCE_END, requested, LICENCE_END);
    expect(end).toBe(LICENCE_END);
    const p = priceQuote({
      start,
      end,
      requested,
      owned: null,
      buyer: { roleId: 1, appId: 2, isSw: false, expires: LICENCE_END, managerProratedDiscount: 0 },
      coupon: null,
      partner: null,
      book: BOOK,
    });
    expect(p.years).toBe(1);
    // $29.00 for the rest of the year, prorated 20% from December.
    expect(formatMoney(p.totalAmountCents, "en")).toBe("$29.00");
    expect(formatMoney(p.totalAmountDueCents, "en")).toBe("$23.20");
  });

  it("buying a licence too keeps the chosen end (the licence is renewed)", () => {
    expect(addonEndFor("2026-12-01", qty({ max: 1, appointment: 1 }), LICENCE_END)).toBeNull();
    expect(endAfterChange("2026-12-01", NEXT_LICENCE_END, qty({ max: 1, appointment: 1 }), LICENCE_END)).toBe(NEXT_LICENCE_END);
  });

  it("a quote that starts after the licence ends, or a buyer with no paid licence, keeps the chosen end", () => {
    expect(addonEndFor("2027-08-01", qty({ survey: 1 }), LICENCE_END)).toBeNull();
    expect(addonEndFor("2026-12-01", qty({ survey: 1 }), null)).toBeNull();
    expect(runningLicenceEnd({ appId: 0, expires: LICENCE_END }, "2026-12-01")).toBeNull();
    expect(runningLicenceEnd({ appId: 2, expires: "2026-11-30" }, "2026-12-01")).toBeNull();
    expect(runningLicenceEnd({ appId: 2, expires: LICENCE_END }, "2026-12-01")).toBe(LICENCE_END);
  });

  it("an end the buyer chose before the licence's end is kept", () => {
    expect(endAfterChange("2026-12-01", "2027-03-31", qty({ sms: 1 }), LICENCE_END)).toBe("2027-03-31");
  });

  it("buysAddonsOnly: add-ons and no PRO, SW or MAX", () => {
    expect(buysAddonsOnly(qty({ ib: 2 }))).toBe(true);
    expect(buysAddonsOnly(qty({ sw: 1, ib: 1 }))).toBe(false);
    expect(buysAddonsOnly(qty({}))).toBe(false);
  });
});
