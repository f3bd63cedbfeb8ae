import "server-only";
import type { TDb } from "@/db/client";
import type { TActor } from "@/lib/auth/current-user";
import { assertCan } from "@/lib/auth/permissions";
import { emailInvoice, hitInvoiceEmailLimits } from "@/lib/billing/email-invoice";
import { ZOrderId } from "./schemas";

/**
 * The orders page's "Resend invoice": emails the order's invoice to its buyer again ('Invoice
 * emailed to: {email}'); 404 when the order has no invoice. The outbox row and the invoice's
 * emailed-at note are written together.
 */
export async function resendInvoice(db: TDb, actor: TActor, input: unknown, now: Date): Promise<{ message: string; email: string }> {
  assertCan(actor.user, "billing.admin.orders");
  const { orderId } = ZOrderId.parse(input);
  await hitInvoiceEmailLimits(db, actor.user.id, orderId, now);
  return db.transaction((tx) => emailInvoice(tx, orderId, now));
}
