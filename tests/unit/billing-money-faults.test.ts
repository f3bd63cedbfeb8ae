import { describe, expect, it } from "vitest";
import { BILLING_SETTINGS, DISCOUNT_TIERS, PRODUCT_PRICES } from "@/db/seed/data/billing";
import { MONTHLY_PROMOTIONS } from "@/db/seed/data/promotions";
import { renewPath } from "@/components/billing-account/renew-path";
import { addDays, endChoices, renewalStart, startChoices } from "@/lib/billing/dates";
import { summaryOf } from "@/lib/billing/pdf/model";
import { emptyQuantities, includedProducts, ownedThrough, priceQuote } from "@/lib/billing/pricing";
import type { TOwnedGrant, TPriceBook, TPricingBuyer, TPricingCoupon, TPricingInput, TQuantities } from "@/lib/billing/types";

// The money faults, each pinned at its cause in the shared pricing and date rules.

const BOOK: TPriceBook = {
  prices: Object.fromEntries(PRODUCT_PRICES.map((p) => [p.product, { priceCents: p.priceCents, origPriceCents: p.origPriceCents, label: p.label }])) as TPriceBook["prices"],
  maxUpgradeCents: BILLING_SETTINGS.maxUpgradeCents,
  tiers: DISCOUNT_TIERS.map((t) => ({ minLicenceYears: t.minLicenceYears, percent: t.percent })),
  promotions: MONTHLY_PROMOTIONS.map((p) => ({ month: p.month, discount: p.discount ?? 0, prorated: p.prorated ?? 0 })),
};
const TODAY = "2026-11-26";
const qty = (partial: Partial<TQuantities> = {}): TQuantities => ({ ...emptyQuantities(), ...partial });
const VISITOR: TPricingBuyer = { roleId: 1, appId: 0, isSw: false, expires: null, managerProratedDiscount: 0 };
const MAX_HOLDER: TPricingBuyer = { roleId: 1, appId: 2, isSw: false, expires: "2027-07-31", managerProratedDiscount: 0 };
const price = (c: Partial<Omit<TPricingInput, "requested">> & { requested?: Partial<TQuantities> }) =>
  priceQuote({ start: TODAY, end: "2027-07-31", owned: null, buyer: VISITOR, coupon: null, partner: null, book: BOOK, ...c, requested: qty(c.requested) });

describe("item 1: 'Renew or buy' never charges for months already paid", () => {
  it("'Renew or buy' starts the day after the current license ends: MAX until 07/31/2027 renews from 08/01/2027", () => {
    expect(renewalStart(TODAY, MAX_HOLDER)).toBe("2027-08-01");
    const start = renewalStart(TODAY, MAX_HOLDER);
    expect(startChoices(TODAY, start)).toContain("2027-08-01");
    expect(endChoices(start, TODAY)[0]).toBe("2028-07-31");
  });

  it("the renewal of MAX until 07/31/2027 to 07/31/2028 is 1 year, $199.00 — not 2 years, $398.00", () => {
    const renewal = price({ buyer: MAX_HOLDER, start: renewalStart(TODAY, MAX_HOLDER), end: "2028-07-31", requested: { max: 1 } });
    expect(renewal.years).toBe(1);
    expect(renewal.totalAmountDueCents).toBe(19900);
    // The fault as filed: starting today bills the months already paid for.
    expect(price({ buyer: MAX_HOLDER, end: "2028-07-31", requested: { max: 1 } }).totalAmountDueCents).toBe(39800);
  });

  it("the renew link of Billing and the quote page's default start are the same day", () => {
    const holder = { username: "counselor", ...MAX_HOLDER };
    expect(renewPath(holder, TODAY)).toBe(`/newLicense/counselor/0?date=${renewalStart(TODAY, holder)}`);
  });

  it.each([
    ["a trial starts today", { appId: 0, expires: "2026-12-26" }, TODAY],
    ["a visitor starts today", null, TODAY],
    ["an expired license starts today", { appId: 1, expires: "2026-11-25" }, TODAY],
    ["a license ending today renews tomorrow", { appId: 1, expires: TODAY }, "2026-11-27"],
    ["a license ending on 15 March renews on 16 March", { appId: 1, expires: "2027-03-15" }, "2027-03-16"],
    ["a license beyond every end choice cannot be renewed yet: today", { appId: 2, expires: "2031-07-31" }, TODAY],
  ])("%s", (_label, holder, expected) => {
    expect(renewalStart(TODAY, holder)).toBe(expected);
  });

  it("addDays crosses months, years and leap days", () => {
    expect(addDays("2027-07-31", 1)).toBe("2027-08-01");
    expect(addDays("2027-12-31", 1)).toBe("2028-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("junk", 1)).toBe("");
  });
});

describe("item 2: 'Included with this plan' costs nothing anywhere", () => {
  it("a trial's appointment add-on is ticked and included, and priced $0.00 (was $29)", () => {
    const p = price({ requested: { max: 1 } });
    const appointment = p.lines.find((l) => l.product === "appointment")!;
    expect(includedProducts(VISITOR)).toEqual(["appointment"]);
    expect(appointment).toMatchObject({ quantity: 1, unitPriceCents: 0, totalCents: 0 });
    expect(p.totalAmountCents).toBe(19900);
  });

  it("a fixed-price appointment coupon cannot put a price back on what the plan includes", () => {
    const coupon: TPricingCoupon = { status: "valid", code: "APPT15", discount: 0, priceCents: 1500, product: 333 };
    expect(price({ requested: { max: 1 }, coupon }).lines.find((l) => l.product === "appointment")!.totalCents).toBe(0);
  });

  it("a paid holder's appointment add-on is bought, not included: it keeps its price", () => {
    expect(includedProducts(MAX_HOLDER)).toEqual([]);
    const p = price({ buyer: MAX_HOLDER, start: "2027-08-01", end: "2028-07-31", requested: { max: 1, appointment: 1 } });
    expect(p.lines.find((l) => l.product === "appointment")!.totalCents).toBe(2900);
  });

  it("roles 2 and 6 buy seats: nothing is included", () => {
    expect(includedProducts({ ...VISITOR, roleId: 2 })).toEqual([]);
    expect(includedProducts({ ...VISITOR, roleId: 6 })).toEqual([]);
  });
});

describe("item 3: a conference's coupon (1-99) is applied as its percent", () => {
  const conference = { id: 1, discount: 20 };

  it("a conference coupon of 20 takes 20% off the purchase (discounted purchase)", () => {
    const p = price({ start: "2027-08-01", end: "2028-07-31", requested: { max: 1 }, conference });
    expect(p.couponDiscountCents).toBe(3980);
    expect(p.totalAmountDueCents).toBe(15920);
    expect(p.appliedCoupon).toEqual({ code: "conference:1", kind: "percent" });
  });

  it("like a coupon's percent it replaces the prorated and quantity discounts", () => {
    const p = price({ requested: { max: 1 }, conference });
    expect(p.proratedDiscountCents).toBe(0);
    expect(p.couponDiscountCents).toBe(Math.round(19900 * 0.2));
  });

  it("a coupon the buyer enters wins over the conference's percent", () => {
    const p = price({ start: "2027-08-01", end: "2028-07-31", requested: { max: 1 }, conference, coupon: { status: "valid", code: "SAVE25", discount: 25, priceCents: 0, product: null } });
    expect(p.appliedCoupon?.code).toBe("SAVE25");
    expect(p.couponDiscountCents).toBe(4975);
  });

  it("with a partner too, the larger percent applies", () => {
    const p = price({ start: "2027-08-01", end: "2028-07-31", requested: { max: 1 }, conference, partner: { id: 1001, discount: 15 } });
    expect(p.appliedCoupon?.code).toBe("conference:1");
  });

  it("a span of more than 366 days clears it, as it clears any coupon (rule 8)", () => {
    const p = price({ start: "2027-08-01", end: "2029-07-31", requested: { max: 1 }, conference });
    expect(p.couponVoidedBySpan).toBe(true);
    expect(p.couponDiscountCents).toBe(0);
  });

  it("the PDF names it a conference discount", () => {
    const p = price({ start: "2027-08-01", end: "2028-07-31", requested: { max: 1 }, conference });
    const summary = summaryOf(p, { amountDueCents: p.totalAmountDueCents, couponCode: null, partnerId: null, start: "2027-08-01", end: "2028-07-31" });
    expect(summary.discounts).toEqual([{ kind: "conference", percent: "", code: "", amount: "-$39.80" }]);
  });
});

describe("item 4: seats already held are counted for the end date chosen, as the server counts them", () => {
  const grants: TOwnedGrant[] = [
    { product: "max", quantity: 2, start: "2026-08-01", end: "2027-07-31" },
    { product: "max", quantity: 1, start: "2026-08-01", end: "2028-07-31" },
  ];
  const manager: TPricingBuyer = { roleId: 2, appId: 2, isSw: false, expires: "2027-07-31", managerProratedDiscount: 0 };

  it("changing the end date re-counts the seats owned: 3 through 07/31/2027, 1 through 07/31/2028", () => {
    expect(ownedThrough(grants, "2027-07-31")?.max).toBe(3);
    expect(ownedThrough(grants, "2028-07-31")?.max).toBe(1);
    expect(ownedThrough(grants, "2029-07-31")?.max).toBe(0);
    expect(ownedThrough(null, "2027-07-31")).toBeNull();
  });

  it("the price for 5 MAX follows the chosen end: 2 billed to 07/31/2027, 4 billed for two years to 07/31/2028", () => {
    const short = price({ buyer: manager, requested: { max: 5 }, owned: ownedThrough(grants, "2027-07-31") });
    const long = price({ buyer: manager, end: "2028-07-31", requested: { max: 5 }, owned: ownedThrough(grants, "2028-07-31") });
    expect(short.quantities.max).toBe(2);
    expect(long.quantities.max).toBe(4);
    expect(long.years).toBe(2);
    // The fault as filed: the seats owned up to the default end priced with the chosen end.
    const stale = price({ buyer: manager, end: "2028-07-31", requested: { max: 5 }, owned: ownedThrough(grants, "2027-07-31") });
    expect(stale.totalAmountDueCents).not.toBe(long.totalAmountDueCents);
  });
});
