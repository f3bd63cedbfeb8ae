import { and, eq, inArray, sql } from "drizzle-orm";
import type { TDbOrTx } from "../client";
import * as s from "../schema";
import { BILLING_PRODUCTS, type TBillingProduct } from "../schema/billing-products";
import { emptyQuantities, isMultiQuantityRole, priceQuote } from "@/lib/billing/pricing";
import type { TPriceBook, TPricedSnapshot } from "@/lib/billing/types";
import { recordPurchaseEvent } from "@/lib/billing/purchase-tracking";
import { ROLE } from "@/lib/auth/roles";
import { schoolYearOf, todayIn } from "@/lib/users/rules";
import { BILLING_SETTINGS, DISCOUNT_TIERS, FIRST_INVOICE_NUMBER, PRODUCT_PRICES } from "./data/billing";
import { MONTHLY_PROMOTIONS } from "./data/promotions";

// The demo accounts on MAX hold it through a paid order, as a purchase would have left it: the
// order, its invoice (numbered from billing_counters 'invoice', like finalizeOrder) and a MAX
// licence grant for the licence period. Without it, a demo user who switches to PRO could never
// switch back (switching to MAX needs a paid MAX licence).

/** One order per holder: a reseed finds it by this key and adds nothing. */
export const DEMO_ORDER_KEY = "demo-seed-max-licence";

/** The price book as the reference seed writes it (the seed cannot read the admin's edits before they exist). */
function seededPriceBook(): TPriceBook {
  const byProduct = new Map(PRODUCT_PRICES.map((p) => [p.product, p]));
  const prices = Object.fromEntries(
    BILLING_PRODUCTS.map((p: TBillingProduct) => {
      const row = byProduct.get(p);
      return [p, { priceCents: row?.priceCents ?? 0, origPriceCents: row?.origPriceCents ?? row?.priceCents ?? 0, label: row?.label ?? p }];
    }),
  ) as TPriceBook["prices"];
  return {
    prices,
    maxUpgradeCents: BILLING_SETTINGS.maxUpgradeCents,
    tiers: DISCOUNT_TIERS.map((t) => ({ minLicenceYears: t.minLicenceYears, percent: t.percent })),
    promotions: MONTHLY_PROMOTIONS.map((p) => ({ month: p.month, discount: p.discount ?? 0, prorated: p.prorated ?? 0 })),
  };
}

/**
 * A paid MAX order, invoice and grant for each of these demo users whose licence is MAX (an
 * administrator holds no licence): from 1 August of today's school year to the licence's end, paid
 * by the test card on that 1 August. Inside the seed's transaction; idempotent.
 */
export async function seedDemoLicenceOrders(tx: TDbOrTx, usernames: string[], now: Date): Promise<void> {
  if (usernames.length === 0) return;
  const holders = await tx.select().from(s.users).where(inArray(s.users.username, usernames)).orderBy(s.users.id);
  const book = seededPriceBook();
  for (const user of holders) {
    if (user.appId !== 2 || user.roleId === ROLE.admin) continue;
    const today = todayIn(user.timezone, now);
    const start = schoolYearOf(today).start;
    const end = user.expires;
    if (end < today) continue;
    const priced = priceQuote({
      start,
      end,
      requested: { ...emptyQuantities(), max: 1 },
      owned: null,
      // Priced as the purchase that made them MAX: a licence bought new, not an upgrade.
      buyer: { roleId: user.roleId, appId: 2, isSw: false, expires: null, managerProratedDiscount: 0 },
      coupon: null,
      partner: null,
      book,
    });
    const paidAt = new Date(Math.min(now.getTime(), Date.parse(`${start}T16:00:00Z`)));
    const snapshot: TPricedSnapshot = {
      lines: priced.lines.map((l) => ({ product: l.product, label: l.label, quantity: l.quantity, unitPriceCents: l.unitPriceCents, years: l.years, totalCents: l.totalCents })),
      years: priced.years,
      spanYears: priced.spanYears,
      totalAmountCents: priced.totalAmountCents,
      quantityDiscountPercent: priced.quantityDiscountPercent,
      quantityDiscountCents: priced.quantityDiscountCents,
      proratedPercent: priced.proratedPercent,
      proratedDiscountCents: priced.proratedDiscountCents,
      couponDiscountCents: priced.couponDiscountCents,
      discountTotalCents: priced.discountTotalCents,
      totalAmountDueCents: priced.totalAmountDueCents,
      couponNotValid: priced.couponNotValid,
    };
    const [order] = await tx
      .insert(s.orders)
      .values({
        userId: user.id,
        createdBy: user.id,
        idempotencyKey: DEMO_ORDER_KEY,
        status: "paid",
        paymentMethod: "card",
        processor: "test",
        paymentRef: `demo-${user.username}`,
        cardLast4: "4242",
        contact: { name: `${user.firstName} ${user.lastName}`.trim(), school: user.schoolName, zip: user.zipcode, email: user.email, phone: user.phone, state: user.state },
        start,
        end,
        quantities: priced.quantities,
        priced: snapshot,
        amountDueCents: priced.totalAmountDueCents,
        // The licence before is not part of the demo story.
        previousExpires: null,
        newExpires: end,
        paidAt,
        createdAt: paidAt,
        updatedAt: paidAt,
      })
      .onConflictDoNothing({ target: [s.orders.userId, s.orders.idempotencyKey] })
      .returning();
    if (!order) continue;
    // The next invoice number, exactly as finalizeOrder takes it.
    const [counter] = await tx
      .insert(s.billingCounters)
      .values({ name: "invoice", value: FIRST_INVOICE_NUMBER })
      .onConflictDoUpdate({ target: s.billingCounters.name, set: { value: sql`${s.billingCounters.value} + 1` } })
      .returning({ value: s.billingCounters.value });
    await tx.insert(s.invoices).values({ number: counter.value, orderId: order.id, amountCents: order.amountDueCents, issuedOn: start, paidOn: start, createdAt: paidAt });
    await tx.insert(s.licenceGrants).values({ orderId: order.id, userId: user.id, product: "max", quantity: 1, start, end });
    // Its purchase tracking event, as finalizeOrder records it.
    await recordPurchaseEvent(tx, order, paidAt);
    // A manager's seats are the seats held for the period (grantLicence): this one.
    if (isMultiQuantityRole(user.roleId))
      await tx
        .update(s.users)
        .set({ licenses: 1 })
        .where(and(eq(s.users.id, user.id), eq(s.users.licenses, 0)));
  }
}
