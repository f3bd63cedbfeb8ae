// npm run bench: the pure pricing core (target: the price of a 100-line quote, median under 1 ms).
import { bench, describe } from "vitest";
import { BILLING_SETTINGS, DISCOUNT_TIERS, PRODUCT_PRICES } from "@/db/seed/data/billing";
import { MONTHLY_PROMOTIONS } from "@/db/seed/data/promotions";
import { emptyQuantities, priceLines, priceQuote } from "@/lib/billing/pricing";
import type { TPriceBook, TPricingInput } from "@/lib/billing/types";

const BOOK: TPriceBook = {
  prices: Object.fromEntries(PRODUCT_PRICES.map((p) => [p.product, { priceCents: p.priceCents, origPriceCents: p.origPriceCents, label: p.label }])) as TPriceBook["prices"],
  maxUpgradeCents: BILLING_SETTINGS.maxUpgradeCents,
  tiers: DISCOUNT_TIERS.map((t) => ({ minLicenceYears: t.minLicenceYears, percent: t.percent })),
  promotions: MONTHLY_PROMOTIONS.map((p) => ({ month: p.month, discount: p.discount ?? 0, prorated: p.prorated ?? 0 })),
};

const HUNDRED_LINES = Array.from({ length: 100 }, (_, i) => ({
  product: PRODUCT_PRICES[i % PRODUCT_PRICES.length].product,
  label: `${PRODUCT_PRICES[i % PRODUCT_PRICES.length].label} #${i}`,
  quantity: (i % 7) + 1,
  unitPriceCents: PRODUCT_PRICES[i % PRODUCT_PRICES.length].priceCents,
}));

const QUOTE: TPricingInput = {
  start: "2027-01-15",
  end: "2029-07-31",
  requested: { ...emptyQuantities(), pro: 20, sw: 5, max: 12, outlookCal: 3, appointment: 12, sms: 4, rampAddon: 15 },
  owned: { ...emptyQuantities(), max: 2, sms: 1 },
  buyer: { roleId: 6, appId: 1, isSw: false, expires: "2027-07-31", managerProratedDiscount: 0 },
  coupon: { status: "valid", code: "SAVE25", discount: 25, priceCents: 0, product: null },
  partner: null,
  book: BOOK,
};

describe("pricing (pure)", () => {
  bench("priceLines: a 100-line quote for 3 years", () => {
    const priced = priceLines(HUNDRED_LINES, 3);
    if (!(priced.totalAmountCents > 0)) throw new Error("a 100-line quote priced at 0");
  });

  bench("priceQuote: a full 13-product quote (plan rules, coupon, discounts)", () => {
    const priced = priceQuote(QUOTE);
    if (!(priced.totalAmountDueCents > 0)) throw new Error("a quote priced at 0");
  });
});
