import { describe, expect, it } from "vitest";
import { BILLING_PRODUCTS } from "@/db/schema/billing";
import { BILLING_SETTINGS, DISCOUNT_TIERS, PRODUCT_PRICES } from "@/db/seed/data/billing";
import { MONTHLY_PROMOTIONS } from "@/db/seed/data/promotions";
import { formatMoney } from "@/lib/billing/money";
import { applyPlanRules, couponProducts, emptyQuantities, isMultiQuantityRole, PRICED_PRODUCTS, priceLines, priceQuote, pricedToApi, quantityDiscountPercent } from "@/lib/billing/pricing";
import type { TBillingProduct, TPriceBook, TPricingBuyer, TPricingCoupon, TPricingInput, TQuantities } from "@/lib/billing/types";

// The seeded price book, as loadPriceBook reads it from the database.
const BOOK: TPriceBook = {
  prices: Object.fromEntries(PRODUCT_PRICES.map((p) => [p.product, { priceCents: p.priceCents, origPriceCents: p.origPriceCents, label: p.label }])) as TPriceBook["prices"],
  maxUpgradeCents: BILLING_SETTINGS.maxUpgradeCents,
  tiers: DISCOUNT_TIERS.map((t) => ({ minLicenceYears: t.minLicenceYears, percent: t.percent })),
  promotions: MONTHLY_PROMOTIONS.map((p) => ({ month: p.month, discount: p.discount ?? 0, prorated: p.prorated ?? 0 })),
};

// A licence year that starts in August: span 364/365 < 1, Y = 1, and August is never prorated.
const LY_START = "2026-08-01";
const LY_END = "2027-07-31";

const qty = (partial: Partial<TQuantities> = {}): TQuantities => ({ ...emptyQuantities(), ...partial });
const buyerOf = (partial: Partial<TPricingBuyer> = {}): TPricingBuyer => ({ roleId: 6, appId: 1, isSw: false, expires: null, managerProratedDiscount: 0, ...partial });

type TCase = Partial<Omit<TPricingInput, "requested" | "buyer">> & { requested?: Partial<TQuantities>; buyer?: Partial<TPricingBuyer> };
function price(c: TCase = {}) {
  return priceQuote({
    start: c.start ?? LY_START,
    end: c.end ?? LY_END,
    requested: qty(c.requested),
    owned: c.owned ?? null,
    buyer: buyerOf(c.buyer),
    coupon: c.coupon ?? null,
    partner: c.partner ?? null,
    book: c.book ?? BOOK,
  });
}
const line = (p: ReturnType<typeof price>, product: TBillingProduct) => p.lines.find((l) => l.product === product)!;
const percentCoupon = (code: string, discount: number): TPricingCoupon => ({ status: "valid", code, discount, priceCents: 0, product: null });
const priceCoupon = (code: string, priceCents: number, product: number | null): TPricingCoupon => ({ status: "valid", code, discount: 0, priceCents, product });
const SAVE25 = percentCoupon("SAVE25", 25);

describe("the named pricing cases", () => {
  it("a one-year single MAX license costs $199.00", () => {
    const p = price({ buyer: { roleId: 1 }, requested: { max: 1 } });
    expect(p.years).toBe(1);
    expect(line(p, "max")).toMatchObject({ quantity: 1, unitPriceCents: 19900, years: 1, totalCents: 19900 });
    expect(p.discountTotalCents).toBe(0);
    expect(formatMoney(p.totalAmountDueCents, "en")).toBe("$199.00");
  });

  it("a manager (role 2) buying 12 MAX for one year gets 10%: 12 × 199 = 2388, 238.80 off, 2149.20 due", () => {
    const p = price({ buyer: { roleId: 2 }, requested: { max: 12 } });
    expect(p.totalAmountCents).toBe(238800);
    expect(p.quantityDiscountPercent).toBe(10);
    expect(p.quantityDiscountCents).toBe(23880);
    expect(p.proratedDiscountCents).toBe(0);
    expect(p.totalAmountDueCents).toBe(214920);
  });

  it("a 3-year quote for 20 PRO is L = 60 licence-years → 20%", () => {
    const p = price({ buyer: { roleId: 6 }, requested: { pro: 20 }, end: "2029-07-31" });
    expect(p.years).toBe(3);
    expect(p.totalAmountCents).toBe(20 * 9900 * 3);
    expect(p.quantityDiscountPercent).toBe(20);
    expect(p.quantityDiscountCents).toBe(118800);
    expect(p.totalAmountDueCents).toBe(475200);
  });

  it("a mid-year start in a promotion month (January, prorated 25) takes 25% off", () => {
    const p = price({ start: "2027-01-15", end: "2027-07-31", requested: { max: 1 } });
    expect(p.proratedPercent).toBe(25);
    expect(p.proratedDiscountCents).toBe(4975);
    expect(p.quantityDiscountCents).toBe(0);
    expect(p.totalAmountDueCents).toBe(14925);
  });

  it("a percent coupon (SAVE25) takes 25% of the total amount instead of the quantity discount", () => {
    const p = price({ buyer: { roleId: 2 }, requested: { max: 12 }, coupon: SAVE25 });
    expect(p.couponDiscountCents).toBe(59700);
    expect(p.quantityDiscountCents).toBe(0);
    expect(p.totalAmountDueCents).toBe(179100);
    expect(p.appliedCoupon).toEqual({ code: "SAVE25", kind: "percent" });
  });

  it("a fixed-price coupon on product 333 re-prices the appointment add-on only", () => {
    const p = price({ buyer: { roleId: 1 }, requested: { max: 1, appointment: 1 }, coupon: priceCoupon("APPT15", 1500, 333) });
    expect(line(p, "appointment").unitPriceCents).toBe(1500);
    expect(line(p, "max").unitPriceCents).toBe(19900);
    expect(p.totalAmountDueCents).toBe(21400);
    expect(p.appliedCoupon).toEqual({ code: "APPT15", kind: "price" });
  });

  it("a coupon is voided by a two-year span: default prices, normal quantity discount", () => {
    const p = price({ buyer: { roleId: 2 }, requested: { max: 12 }, end: "2028-07-31", coupon: SAVE25 });
    expect(p.couponVoidedBySpan).toBe(true);
    expect(p.appliedCoupon).toBeNull();
    expect(p.couponDiscountCents).toBe(0);
    expect(p.years).toBe(2);
    expect(p.totalAmountCents).toBe(477600);
    expect(p.quantityDiscountPercent).toBe(15);
    expect(p.totalAmountDueCents).toBe(477600 - 71640);
  });

  it("the upgrade price: a PRO holder buying MAX to the same expiry pays 70.00", () => {
    const p = price({ buyer: { roleId: 1, appId: 1, expires: LY_END }, requested: { max: 1 } });
    expect(p.upgrade).toBe(true);
    expect(line(p, "max").unitPriceCents).toBe(7000);
    expect(formatMoney(p.totalAmountDueCents, "en")).toBe("$70.00");
  });

  it("a partner discount (partner 1001, 15%) acts as a percent coupon", () => {
    const p = price({ buyer: { roleId: 1 }, requested: { max: 1 }, partner: { id: 1001, discount: 15 } });
    expect(p.couponDiscountCents).toBe(2985);
    expect(p.totalAmountDueCents).toBe(16915);
    expect(p.appliedCoupon).toEqual({ code: "partner:1001", kind: "percent" });
  });
});

describe("rule 1: 'Prices, discount tiers, the MAX upgrade price and the monthly promotions are data that an admin edits'", () => {
  it.each([
    ["pro", 9900, "SCUTA PRO"],
    ["sw", 14900, "SCUTA SW"],
    ["max", 19900, "SCUTA MAX"],
    ["outlookCal", 1900, "Outlook calendar"],
    ["googleCal", 1900, "Google calendar"],
    ["appointment", 2900, "Appointment"],
    ["assessment", 2900, "Assessment"],
    ["survey", 2900, "Survey"],
    ["intership", 4900, "Internship"],
    ["sms", 2900, "SMS"],
    ["ib", 2900, "IB"],
    ["rampAddon", 4900, "RAMP add-on"],
    ["university", 4900, "University"],
  ] as const)("the seeded %s line is %i cents a year, labelled %s", (product, cents, label) => {
    const p = price({ buyer: { roleId: 6 }, requested: { [product]: 1 } });
    expect(line(p, product)).toMatchObject({ unitPriceCents: cents, label, quantity: 1, totalCents: cents });
  });

  it("an admin-edited price, label, upgrade price and tier table are what the quote uses", () => {
    const book: TPriceBook = {
      ...BOOK,
      prices: { ...BOOK.prices, pro: { priceCents: 8900, origPriceCents: 9900, label: "PRO (edited)" } },
      tiers: [{ minLicenceYears: 2, percent: 50 }],
      maxUpgradeCents: 5000,
    };
    const p = price({ book, requested: { pro: 2 } });
    expect(line(p, "pro")).toMatchObject({ unitPriceCents: 8900, label: "PRO (edited)", totalCents: 17800 });
    expect(p.quantityDiscountPercent).toBe(50);
    const up = price({ book, buyer: { roleId: 1, appId: 1, expires: LY_END }, requested: { max: 1 } });
    expect(line(up, "max").unitPriceCents).toBe(5000);
  });

  it("money is integer cents inside, shown as $1,234.00", () => {
    const p = price({ requested: { max: 6, pro: 1 } });
    for (const l of p.lines) expect(Number.isInteger(l.totalCents)).toBe(true);
    expect(p.totalAmountCents).toBe(6 * 19900 + 9900);
    expect(formatMoney(p.totalAmountCents, "en")).toBe("$1,293.00");
  });
});

describe("rule 3: 'Years billed Y = round(((days − 5) / 365) + 0.5), at least 1' and 'S = days / 365'", () => {
  it.each([
    ["2026-11-22", "2027-07-31", 1],
    [LY_START, LY_END, 1],
    [LY_START, "2028-07-31", 2],
    [LY_START, "2029-07-31", 3],
    ["2027-08-01", "2031-07-31", 4],
  ])("%s → %s bills %i year(s) on every line", (start, end, years) => {
    const p = price({ start, end, requested: { pro: 1, sms: 1 } });
    expect(p.years).toBe(years);
    for (const l of p.lines) expect(l.years).toBe(years);
    expect(line(p, "pro").totalCents).toBe(9900 * years);
  });

  it("the span of 2026-08-01 → 2027-07-31 is 364 / 365 of a year", () => {
    expect(price().spanYears).toBeCloseTo(364 / 365, 10);
  });
});

describe("rule 4: quantities by role", () => {
  it.each([
    [1, false],
    [2, true],
    [3, false],
    [6, true],
    [44, false],
  ])("role %i requests any quantity: %s ('role_id 2 and 6 request any quantity')", (roleId, multi) => {
    expect(isMultiQuantityRole(roleId)).toBe(multi);
  });

  const multi: [string, number, Partial<TQuantities>, Partial<TQuantities> | null, Partial<TQuantities>][] = [
    ["any quantity of each product", 2, { pro: 3, max: 12, sms: 4 }, null, { pro: 3, max: 12, sms: 4 }],
    ["what they already own is subtracted", 2, { max: 12, sms: 4 }, { max: 5, sms: 1 }, { max: 7, sms: 3 }],
    ["owned is subtracted never below 0", 6, { max: 2 }, { max: 5, pro: 3 }, { max: 0, pro: 0 }],
    ["choosing RAMP raises MAX to the RAMP count (role 6)", 6, { max: 2, rampAddon: 5 }, null, { max: 5, rampAddon: 5 }],
    ["RAMP never lowers MAX (role 6)", 6, { max: 8, rampAddon: 5 }, null, { max: 8, rampAddon: 5 }],
    ["… unless role 2", 2, { max: 2, rampAddon: 5 }, null, { max: 2, rampAddon: 5 }],
    ["MAX seats already owned cover RAMP seats (raised before the subtraction)", 6, { rampAddon: 5 }, { max: 5 }, { max: 0, rampAddon: 5 }],
    ["several tiers at once are allowed", 6, { pro: 1, sw: 1, max: 1 }, null, { pro: 1, sw: 1, max: 1 }],
  ];
  it.each(multi)("roles 2 and 6: %s", (_name, roleId, requested, owned, expected) => {
    expect(applyPlanRules(qty(requested), owned ? qty(owned) : null, buyerOf({ roleId }))).toEqual(qty(expected));
  });

  const single: [string, Partial<TPricingBuyer>, Partial<TQuantities>, Partial<TQuantities>][] = [
    ["one license: MAX wins over SW and PRO", { roleId: 1 }, { pro: 1, sw: 1, max: 1 }, { max: 1 }],
    ["one license: SW wins over PRO", { roleId: 3 }, { pro: 2, sw: 3 }, { sw: 1 }],
    ["one license: a quantity of PRO is one PRO", { roleId: 44 }, { pro: 4 }, { pro: 1 }],
    ["add-ons are 0/1 toggles", { roleId: 1 }, { pro: 1, sms: 5, outlookCal: 1, ib: 0 }, { pro: 1, sms: 1, outlookCal: 1 }],
    ["a paying user with nothing chosen gets nothing", { roleId: 1, appId: 1 }, {}, {}],
    ["a trial user (AppID 0) with none chosen gets MAX (and, not SW, appointment 1)", { roleId: 1, appId: 0 }, {}, { max: 1, appointment: 1 }],
    ["a trial keeps the tier it chose", { roleId: 1, appId: 0, isSw: true }, { pro: 1 }, { pro: 1 }],
    ["a trial with role ≠ 2 and isSW 0 gets appointment 1", { roleId: 3, appId: 0 }, { sw: 1 }, { sw: 1, appointment: 1 }],
    ["a trial that is SW gets no forced appointment", { roleId: 3, appId: 0, isSw: true }, { sw: 1 }, { sw: 1 }],
    ["RAMP forces MAX on and PRO off", { roleId: 1 }, { pro: 1, rampAddon: 1 }, { max: 1, rampAddon: 1 }],
    ["RAMP forces MAX on and SW off", { roleId: 1 }, { sw: 1, rampAddon: 3 }, { max: 1, rampAddon: 1 }],
    ["RAMP alone brings MAX", { roleId: 44, appId: 2 }, { rampAddon: 1 }, { max: 1, rampAddon: 1 }],
  ];
  it.each(single)("every other role: %s", (_name, buyer, requested, expected) => {
    expect(applyPlanRules(qty(requested), null, buyerOf(buyer))).toEqual(qty(expected));
  });

  it("every other role: what is owned is not subtracted (role 1 skips the purchased-order lookup)", () => {
    expect(applyPlanRules(qty({ max: 1, sms: 1 }), qty({ max: 1, sms: 1 }), buyerOf({ roleId: 1 }))).toEqual(qty({ max: 1, sms: 1 }));
  });

  it("a role 6 trial is not forced to MAX or appointment (those are single-licence rules)", () => {
    expect(applyPlanRules(qty(), null, buyerOf({ roleId: 6, appId: 0 }))).toEqual(qty());
  });

  it("the priced quote bills the quantities after the plan rules", () => {
    const p = price({ buyer: { roleId: 1 }, requested: { pro: 3, max: 2, sms: 4 } });
    expect(p.quantities).toEqual(qty({ max: 1, sms: 1 }));
    expect(p.totalAmountCents).toBe(19900 + 2900);
  });
});

describe("rule 5: 'Line total = quantity × unit price × Y. Total amount = sum of the lines.'", () => {
  it("every one of the 13 products is a line, in the billing table's order, quantity 0 included", () => {
    const p = price({ requested: { max: 1 } });
    expect(p.lines.map((l) => l.product)).toEqual([...BILLING_PRODUCTS]);
    expect(PRICED_PRODUCTS).toEqual(BILLING_PRODUCTS);
    expect(line(p, "pro")).toMatchObject({ quantity: 0, unitPriceCents: 9900, totalCents: 0 });
  });

  it.each([
    [{ pro: 3 }, "2028-07-31", 3 * 9900 * 2],
    [{ max: 2, sms: 2, ib: 1 }, LY_END, 2 * 19900 + 2 * 2900 + 2900],
    [{ university: 4, intership: 1 }, "2029-07-31", (4 * 4900 + 4900) * 3],
  ] as const)("%o to %s totals %i cents", (requested, end, total) => {
    const p = price({ requested, end });
    expect(p.totalAmountCents).toBe(total);
    expect(p.lines.reduce((s, l) => s + l.totalCents, 0)).toBe(total);
    for (const l of p.lines) expect(l.totalCents).toBe(l.quantity * l.unitPriceCents * l.years);
  });

  it("priceLines prices any list of lines for Y years", () => {
    const lines = Array.from({ length: 100 }, (_, i) => ({ product: `p${i}`, label: `Product ${i}`, quantity: i % 4, unitPriceCents: 1000 + i }));
    const priced = priceLines(lines, 2);
    expect(priced.lines).toHaveLength(100);
    expect(priced.lines[5]).toEqual({ product: "p5", label: "Product 5", quantity: 1, unitPriceCents: 1005, years: 2, totalCents: 2010 });
    expect(priced.totalAmountCents).toBe(lines.reduce((s, l) => s + l.quantity * l.unitPriceCents * 2, 0));
  });
});

describe("rule 6: prorated 'when S < 1, Y ≤ 1, no coupon is applied, the amount is above 0 and the start month has a percent above 0'", () => {
  const cases: [string, TCase, number][] = [
    ["January start, promotion 25%", { start: "2027-01-15" }, 25],
    ["November start, promotion 15%", { start: "2026-11-22" }, 15],
    ["June start, promotion 50%", { start: "2027-06-01" }, 50],
    ["July start, promotion 0% → none", { start: "2027-07-01" }, 0],
    ["August start → none", { start: LY_START }, 0],
    ["a span of a year or more (S ≥ 1) → none", { start: "2027-01-15", end: "2028-07-31" }, 0],
    ["an amount of 0 → none", { start: "2027-01-15", requested: { max: 0 } }, 0],
    ["a percent coupon applied → none", { start: "2027-01-15", coupon: SAVE25 }, 0],
    ["a fixed-price coupon applied → none", { start: "2027-01-15", coupon: priceCoupon("PRO79", 7900, 1) }, 0],
    ["a partner percent applied → none", { start: "2027-01-15", partner: { id: 1001, discount: 15 } }, 0],
    ["an invalid coupon changes nothing", { start: "2027-01-15", coupon: { status: "invalid", code: "NOPE" } }, 25],
    ["role 6 reads the promotion list, not managerProratedDiscount", { start: "2027-01-15", buyer: { roleId: 6, managerProratedDiscount: 40 } }, 25],
    ["manager-style: managerProratedDiscount from the user record", { start: "2027-01-15", buyer: { roleId: 1, managerProratedDiscount: 40 } }, 40],
    ["manager-style: 0 on the record falls back to the promotion list", { start: "2027-01-15", buyer: { roleId: 1, managerProratedDiscount: 0 } }, 25],
    ["manager-style: 0 when the start month is August", { start: LY_START, buyer: { roleId: 1, managerProratedDiscount: 40 } }, 0],
  ];
  it.each(cases)("%s", (_name, c, percent) => {
    const p = price({ end: LY_END, requested: { max: 1 }, ...c });
    expect(p.proratedPercent).toBe(percent);
    expect(p.proratedDiscountCents).toBe(Math.round((p.totalAmountCents * percent) / 100));
  });

  it("no quantity discount applies: 12 MAX from January (L would be 12) get 25% prorated and 0% quantity", () => {
    const p = price({ start: "2027-01-15", buyer: { roleId: 2 }, requested: { max: 12 } });
    expect(p.proratedDiscountCents).toBe(59700);
    expect(p.quantityDiscountPercent).toBe(0);
    expect(p.quantityDiscountCents).toBe(0);
    expect(p.totalAmountDueCents).toBe(179100);
  });
});

describe("rule 7: quantity discount by licence-years L = (PRO + SW + MAX) × Y: under 5 → 0%, 5-9 → 5%, 10-19 → 10%, 20-49 → 15%, 50-99 → 20%, 100+ → 25%", () => {
  it.each([
    [4, 1, 0],
    [5, 1, 5],
    [9, 1, 5],
    [10, 1, 10],
    [19, 1, 10],
    [20, 1, 15],
    [49, 1, 15],
    [50, 1, 20],
    [99, 1, 20],
    [100, 1, 25],
    [150, 1, 25],
    [3, 2, 5],
    [5, 2, 10],
    [4, 3, 10],
    [10, 5, 20],
  ])("%i PRO for %i year(s) → %i%%", (pro, years, percent) => {
    const end = `${2026 + years}-07-31`;
    const p = price({ requested: { pro }, end });
    expect(p.years).toBe(years);
    expect(p.quantityDiscountPercent).toBe(percent);
    expect(p.quantityDiscountCents).toBe(Math.round((pro * 9900 * years * percent) / 100));
  });

  it("PRO, SW and MAX all count; add-ons do not, but the percent applies to the whole total amount", () => {
    const p = price({ requested: { pro: 3, sw: 1, max: 1, sms: 10 } });
    expect(p.quantityDiscountPercent).toBe(5);
    expect(p.quantityDiscountCents).toBe(Math.round(((3 * 9900 + 14900 + 19900 + 10 * 2900) * 5) / 100));
    expect(price({ requested: { max: 4, appointment: 10 } }).quantityDiscountPercent).toBe(0);
  });

  it("the highest tier reached wins, whatever the order of the tier table", () => {
    expect(quantityDiscountPercent([...BOOK.tiers].reverse(), 60)).toBe(20);
    expect(quantityDiscountPercent([], 60)).toBe(0);
  });
});

describe("rule 8: coupons", () => {
  it.each([
    [null, ["pro", "sw", "max"]],
    [1, ["pro"]],
    [2, ["sw", "max"]],
    [111, ["outlookCal"]],
    [222, ["googleCal"]],
    [333, ["appointment"]],
    [444, ["rampAddon"]],
    [666, ["survey"]],
    [555, []],
  ] as const)("a fixed-price coupon for product %s replaces the unit price of %o", (product, affected) => {
    expect(couponProducts(product)).toEqual(affected);
    const all = Object.fromEntries(BILLING_PRODUCTS.map((p) => [p, 1]));
    const p = price({ buyer: { roleId: 2 }, requested: all, coupon: priceCoupon("FIX", 1234, product) });
    for (const l of p.lines) expect(l.unitPriceCents).toBe((affected as readonly string[]).includes(l.product) ? 1234 : BOOK.prices[l.product].priceCents);
  });

  it("PRO79 (fixed 79.00 for product 1) prices PRO at 79.00 and zeroes the quantity discount", () => {
    const p = price({ requested: { pro: 12 }, coupon: priceCoupon("PRO79", 7900, 1) });
    expect(line(p, "pro").unitPriceCents).toBe(7900);
    expect(p.totalAmountCents).toBe(12 * 7900);
    expect(p.quantityDiscountCents).toBe(0);
    expect(p.couponDiscountCents).toBe(0);
    expect(p.totalAmountDueCents).toBe(94800);
  });

  it("a fixed-price coupon on role 2's 12 MAX + 12 appointments zeroes the 10% quantity discount", () => {
    const p = price({ buyer: { roleId: 2 }, requested: { max: 12, appointment: 12 }, coupon: priceCoupon("APPT15", 1500, 333) });
    expect(p.totalAmountCents).toBe(238800 + 18000);
    expect(p.discountTotalCents).toBe(0);
  });

  it("FREE100 (100%) leaves nothing due", () => {
    const p = price({ requested: { max: 3, sms: 1 }, coupon: percentCoupon("FREE100", 100) });
    expect(p.couponDiscountCents).toBe(p.totalAmountCents);
    expect(p.totalAmountDueCents).toBe(0);
  });

  it.each([
    ["2027-08-01", 365, false],
    ["2027-08-02", 366, false],
    ["2027-08-03", 367, true],
  ])("'a span of more than 366 days clears the coupon': to %s (%i days) voided = %s", (end, _days, voided) => {
    const p = price({ end, requested: { max: 1 }, coupon: SAVE25 });
    expect(p.couponVoidedBySpan).toBe(voided);
    expect(p.couponDiscountCents).toBe(voided ? 0 : Math.round(p.totalAmountCents * 0.25));
  });

  it("'… and restores default prices': a voided coupon prices every line at its original price", () => {
    const book: TPriceBook = { ...BOOK, prices: { ...BOOK.prices, max: { ...BOOK.prices.max, priceCents: 15900 } } };
    expect(line(price({ book, requested: { max: 1 } }), "max").unitPriceCents).toBe(15900);
    const voided = price({ book, requested: { max: 1 }, end: "2028-07-31", coupon: priceCoupon("MAX99", 9900, 2) });
    expect(voided.couponVoidedBySpan).toBe(true);
    expect(line(voided, "max").unitPriceCents).toBe(19900);
    expect(line(voided, "sw").unitPriceCents).toBe(14900);
  });

  it("'an unknown or expired coupon sets couponNotValid and changes no price'", () => {
    const plain = price({ buyer: { roleId: 2 }, requested: { max: 12 } });
    const invalid = price({ buyer: { roleId: 2 }, requested: { max: 12 }, coupon: { status: "invalid", code: "EXPIRED" } });
    expect(invalid.couponNotValid).toBe(true);
    expect(plain.couponNotValid).toBe(false);
    expect({ ...invalid, couponNotValid: false }).toEqual(plain);
  });

  it("a valid coupon with neither a price nor a percent changes nothing", () => {
    const p = price({ buyer: { roleId: 2 }, requested: { max: 12 }, coupon: percentCoupon("JULY31", 0) });
    expect(p.appliedCoupon).toBeNull();
    expect(p.quantityDiscountPercent).toBe(10);
  });
});

describe("rule 9: 'A partner brings a percent discount that acts as a percent coupon when no coupon is entered'", () => {
  const partner = { id: 1001, discount: 15 };
  it("it replaces the quantity discount", () => {
    const p = price({ buyer: { roleId: 2 }, requested: { max: 12 }, partner });
    expect(p.quantityDiscountCents).toBe(0);
    expect(p.couponDiscountCents).toBe(35820);
  });
  it("an entered coupon wins over the partner", () => {
    expect(price({ requested: { max: 1 }, partner, coupon: SAVE25 }).appliedCoupon).toEqual({ code: "SAVE25", kind: "percent" });
  });
  it("an entered but invalid coupon leaves the partner out (only 'when no coupon is entered')", () => {
    const p = price({ requested: { max: 1 }, partner, coupon: { status: "invalid", code: "NOPE" } });
    expect(p.appliedCoupon).toBeNull();
    expect(p.couponNotValid).toBe(true);
  });
  it("the same span rule: a two-year span voids the partner percent", () => {
    const p = price({ requested: { max: 1 }, partner, end: "2028-07-31" });
    expect(p.couponVoidedBySpan).toBe(true);
    expect(p.couponDiscountCents).toBe(0);
  });
  it("a partner with 0% is no discount", () => {
    expect(price({ requested: { max: 1 }, partner: { id: 1001, discount: 0 } }).appliedCoupon).toBeNull();
  });
  it("partner 1111 withholds only the partner's state, not its discount", () => {
    expect(price({ requested: { max: 1 }, partner: { id: 1111, discount: 10 } }).couponDiscountCents).toBe(1990);
  });
});

describe("rule 10: 'Owning PRO and buying MAX to the same expiry is an upgrade: MAX costs the upgrade price'", () => {
  const upgrader: Partial<TPricingBuyer> = { roleId: 1, appId: 1, isSw: false, expires: LY_END };
  it.each([
    ["PRO holder, MAX to the same expiry", {}, true],
    ["a different end date", { end: "2028-07-31" }, false],
    ["a MAX holder (AppID 2)", { buyer: { ...upgrader, appId: 2 } }, false],
    ["a trial (AppID 0)", { buyer: { ...upgrader, appId: 0 } }, false],
    ["an SW holder", { buyer: { ...upgrader, isSw: true } }, false],
    ["a multi-quantity role (6)", { buyer: { ...upgrader, roleId: 6 } }, false],
    ["no MAX requested", { requested: { pro: 1 } }, false],
  ] as [string, TCase, boolean][])("%s → upgrade %s", (_name, c, upgrade) => {
    const p = price({ buyer: upgrader, requested: { max: 1 }, ...c });
    expect(p.upgrade).toBe(upgrade);
    expect(line(p, "max").unitPriceCents).toBe(upgrade ? 7000 : BOOK.prices.max.priceCents);
  });

  it("RAMP forcing MAX on counts as buying MAX", () => {
    expect(price({ buyer: upgrader, requested: { pro: 1, rampAddon: 1 } }).upgrade).toBe(true);
  });

  it("a fixed-price MAX coupon below the upgrade price wins; above it, the upgrade price stays", () => {
    const cheap = price({ buyer: upgrader, requested: { max: 1 }, coupon: priceCoupon("MAX50", 5000, 2) });
    expect([line(cheap, "max").unitPriceCents, cheap.upgrade]).toEqual([5000, false]);
    const dear = price({ buyer: upgrader, requested: { max: 1 }, coupon: priceCoupon("MAX90", 9000, 2) });
    expect([line(dear, "max").unitPriceCents, dear.upgrade]).toEqual([7000, true]);
  });

  it("a coupon voided by the span restores the default MAX price, upgrade price included ('The MAX price is restored to its original default')", () => {
    const twoYear: Partial<TPricingBuyer> = { ...upgrader, expires: "2028-07-31" };
    const plain = price({ buyer: twoYear, requested: { max: 1 }, end: "2028-07-31" });
    expect([line(plain, "max").unitPriceCents, plain.upgrade, plain.totalAmountCents]).toEqual([7000, true, 14000]);
    const voided = price({ buyer: twoYear, requested: { max: 1 }, end: "2028-07-31", coupon: SAVE25 });
    expect([line(voided, "max").unitPriceCents, voided.upgrade, voided.couponVoidedBySpan]).toEqual([19900, false, true]);
  });

  it("an upgrade price above the MAX price is never charged", () => {
    const p = price({ book: { ...BOOK, maxUpgradeCents: 25000 }, buyer: upgrader, requested: { max: 1 } });
    expect([line(p, "max").unitPriceCents, p.upgrade]).toEqual([19900, false]);
  });
});

describe("rule 11: 'Amount due = total amount − discount. Negative quantities and totals become 0; a discount that is not a number zeroes discount, prorated total, discounted total and total'", () => {
  it.each([
    ["a negative quantity", -3, 0],
    ["NaN", Number.NaN, 0],
    ["Infinity", Number.POSITIVE_INFINITY, 0],
    ["a fraction is floored", 2.9, 2],
  ])("%s of MAX becomes %s → %i", (_name, max, expected) => {
    const p = price({ requested: { max } });
    expect(line(p, "max").quantity).toBe(expected);
    expect(p.totalAmountCents).toBe(expected * 19900);
  });

  it("a negative unit price totals 0", () => {
    const book: TPriceBook = { ...BOOK, prices: { ...BOOK.prices, sms: { ...BOOK.prices.sms, priceCents: -500 } } };
    const p = price({ book, requested: { sms: 2, max: 1 } });
    expect(line(p, "sms").totalCents).toBe(0);
    expect(p.totalAmountCents).toBe(19900);
  });

  it.each([
    ["a tier percent that is not a number", { book: { ...BOOK, tiers: [{ minLicenceYears: 1, percent: Number.NaN }] } }],
    ["a coupon percent that is infinite", { coupon: percentCoupon("INF", Number.POSITIVE_INFINITY) }],
    ["a partner percent that is infinite", { partner: { id: 7, discount: Number.POSITIVE_INFINITY } }],
    ["a manager prorated percent that is infinite", { start: "2027-01-15", buyer: { roleId: 1, managerProratedDiscount: Number.POSITIVE_INFINITY } }],
  ] as [string, TCase][])("%s zeroes every discount, the total and the amount due", (_name, c) => {
    const p = price({ requested: { max: 1 }, ...c });
    expect(p).toMatchObject({
      totalAmountCents: 0,
      quantityDiscountCents: 0,
      proratedDiscountCents: 0,
      couponDiscountCents: 0,
      discountTotalCents: 0,
      totalAmountDueCents: 0,
    });
  });

  it("a discount above the total leaves 0 due, never a negative amount", () => {
    const p = price({ requested: { max: 1 }, coupon: percentCoupon("TOO-MUCH", 150) });
    expect(p.couponDiscountCents).toBe(29850);
    expect(p.totalAmountDueCents).toBe(0);
  });

  it("a negative percent takes nothing off", () => {
    const p = price({ requested: { pro: 10 }, book: { ...BOOK, tiers: [{ minLicenceYears: 1, percent: -10 }] } });
    expect(p.quantityDiscountCents).toBe(0);
    expect(p.totalAmountDueCents).toBe(99000);
  });

  it("percent amounts are rounded to whole cents", () => {
    // 3 × 29.00 = 87.00, 15% = 13.05; 1 × 19.00 × 15% = 2.85; 7 × 19.00 × 5% = 6.65.
    expect(price({ requested: { sms: 3 }, partner: { id: 1, discount: 15 } }).couponDiscountCents).toBe(1305);
    const p = price({ requested: { max: 1, outlookCal: 1 }, coupon: percentCoupon("ODD", 33) });
    expect(p.couponDiscountCents).toBe(Math.round(21800 * 0.33));
    expect(Number.isInteger(p.totalAmountDueCents)).toBe(true);
  });

  it("malformed dates bill nothing rather than NaN", () => {
    const p = price({ start: "not-a-date", requested: { max: 1 } });
    expect(p.years).toBe(0);
    expect(p.totalAmountCents).toBe(0);
    expect(p.totalAmountDueCents).toBe(0);
    expect(p.spanYears).toBe(0);
    for (const l of p.lines) expect([l.years, l.totalCents]).toEqual([0, 0]);
  });
});

describe("pricedToApi: the dollar answer of POST /api/v1/quote/price", () => {
  it("amounts in dollars to two decimals, every line, and the flags", () => {
    const api = pricedToApi(price({ buyer: { roleId: 2 }, requested: { max: 12 } }));
    expect(Object.keys(api).sort()).toEqual(
      [
        "lines",
        "years",
        "spanYears",
        "totalAmount",
        "quantityDiscountPercent",
        "quantityDiscount",
        "proratedPercent",
        "proratedDiscount",
        "couponDiscount",
        "discountTotal",
        "totalAmountDue",
        "couponNotValid",
        "upgrade",
        "couponVoidedBySpan",
      ].sort(),
    );
    expect(api).toMatchObject({
      years: 1,
      spanYears: 1,
      totalAmount: 2388,
      quantityDiscountPercent: 10,
      quantityDiscount: 238.8,
      proratedPercent: 0,
      proratedDiscount: 0,
      couponDiscount: 0,
      discountTotal: 238.8,
      totalAmountDue: 2149.2,
      couponNotValid: false,
      upgrade: false,
      couponVoidedBySpan: false,
    });
    expect(api.lines).toHaveLength(13);
    expect(api.lines[2]).toEqual({ product: "max", label: "SCUTA MAX", quantity: 12, unitPrice: 199, years: 1, total: 2388 });
    expect(api.lines[0]).toEqual({ product: "pro", label: "SCUTA PRO", quantity: 0, unitPrice: 99, years: 1, total: 0 });
  });

  it("a mid-year span shows two decimals (2027-01-15 → 2027-07-31 is 197 days = 0.54 years)", () => {
    const api = pricedToApi(price({ start: "2027-01-15", requested: { max: 1 } }));
    expect(api.spanYears).toBe(0.54);
    expect(api.proratedDiscount).toBe(49.75);
    expect(api.totalAmountDue).toBe(149.25);
  });
});
