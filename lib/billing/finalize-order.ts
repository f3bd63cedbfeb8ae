import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { billingCounters, invoices, orders } from "@/db/schema";
import { recordPurchaseEvent } from "./purchase-tracking";
import { FIRST_INVOICE_NUMBER } from "@/db/seed/data/billing";
import { logError } from "@/lib/http/log";
import { emailInvoice } from "./email-invoice";
import { grantLicence } from "./grant-licence";
import { billingToday } from "./price-draft";

export type TSettlement = {
  // paid: card or free; awaiting_po: a purchase order (licence granted now, paid net 30).
  status: "paid" | "awaiting_po";
  processor: "test" | "stripe" | null;
  paymentRef: string | null;
  cardLast4: string | null;
};

/**
 * Completes a pending order in ONE transaction: the order's status, the next invoice number, the
 * invoice, the licence grants, the user's license and the purchase's tracking event. Idempotent: only a 'pending' order is
 * completed (the conditional UPDATE is the lock), so a retried or concurrent call does nothing and
 * returns false.
 */
export async function finalizeOrder(db: TDb, orderId: number, settlement: TSettlement, now: Date): Promise<boolean> {
  const today = billingToday(now);
  const paid = settlement.status === "paid";
  return db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({
        status: settlement.status,
        processor: settlement.processor,
        paymentRef: settlement.paymentRef,
        cardLast4: settlement.cardLast4,
        failureMessage: null,
        paidAt: paid ? now : null,
        updatedAt: now,
      })
      .where(and(eq(orders.id, orderId), eq(orders.status, "pending")))
      .returning();
    if (!order) return false;
    // Gapless: the counter row is locked until this transaction ends, so numbers follow commits.
    const [counter] = await tx
      .insert(billingCounters)
      .values({ name: "invoice", value: FIRST_INVOICE_NUMBER })
      .onConflictDoUpdate({ target: billingCounters.name, set: { value: sql`${billingCounters.value} + 1` } })
      .returning({ value: billingCounters.value });
    await tx.insert(invoices).values({
      number: counter.value,
      orderId: order.id,
      amountCents: order.amountDueCents,
      issuedOn: today,
      paidOn: paid ? today : null,
    });
    const license = await grantLicence(tx, order, { now, today, markUnpaidInvoice: !paid });
    await tx.update(orders).set({ previousExpires: license.previousExpires, newExpires: license.newExpires }).where(eq(orders.id, order.id));
    // "On success: … a purchase tracking event for the total cost is sent".
    await recordPurchaseEvent(tx, order, now);
    return true;
  });
}

/** Finalizes the order, then emails its invoice (outside the transaction: a failed email never undoes a paid order). */
export async function completeOrder(db: TDb, orderId: number, settlement: TSettlement, now: Date): Promise<boolean> {
  const finalized = await finalizeOrder(db, orderId, settlement, now);
  if (finalized) {
    try {
      await emailInvoice(db, orderId, now);
    } catch (error) {
      logError("invoice-email", error);
    }
  }
  return finalized;
}
