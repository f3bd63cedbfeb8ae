import "server-only";
import { and, eq } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { invoices, orders, users } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { assertCan } from "@/lib/auth/permissions";
import { AppError, notFound } from "@/lib/http/errors";
import { todayIn } from "@/lib/users/rules";
import { ZOrderId } from "./schemas";

/**
 * Records the payment of a purchase order: only an order in status awaiting_po becomes paid
 * (paidAt now, its invoice paid on today's date in the admin's zone), in one transaction; any other
 * status answers 409. The holder's "last unpaid invoice" marker is cleared when it points at this order. The status test is part of the UPDATE, so two clicks cannot both succeed.
 */
export async function markOrderPaid(db: TDb, actor: TActor, input: unknown, now: Date) {
  assertCan(actor.user, "billing.admin.orders");
  const { orderId } = ZOrderId.parse(input);
  const paidOn = todayIn(actor.user.timezone, now);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ status: "paid", paidAt: now, updatedAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.status, "awaiting_po")))
      .returning({ id: orders.id, userId: orders.userId });
    if (!row) {
      const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).limit(1);
      if (!order) throw notFound("This order does not exist.");
      throw new AppError("order_not_awaiting_po", `Only an order awaiting its purchase-order payment can be marked paid; this order is ${order.status}.`, 409);
    }
    // The unpaid invoice is settled: the login redirect to billing (invoiceDaysPass) stops for this order.
    await tx
      .update(users)
      .set({ lastInvoiceId: null, lastInvoiceAt: null })
      .where(and(eq(users.id, row.userId), eq(users.lastInvoiceId, orderId)));
    const [invoice] = await tx.update(invoices).set({ paidOn }).where(eq(invoices.orderId, orderId)).returning({ number: invoices.number });
    return { orderId, status: "paid" as const, paidOn, invoiceNumber: invoice?.number ?? null };
  });
}
