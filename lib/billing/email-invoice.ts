import "server-only";
import { eq } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { invoices, orders, users, type TOrderRow, type TUserRow } from "@/db/schema";
import { sendEmail } from "@/lib/email/send";
import { enqueuePdfMail } from "@/lib/jobs/pdf-mail";
import { notFound } from "@/lib/http/errors";
import { hitRateLimit, RATE_LIMITS } from "@/lib/http/rate-limit";
import { isLocale, type TLocale } from "@/lib/i18n/locales";
import { assertOrderAccess, type TBillingAccess } from "./access";
import { invoiceEmail } from "./invoice-email";
import { renderInvoicePdf } from "./pdf/render";
import { displayName } from "./price-draft";

/** Where an order's invoice goes: the billing contact's email, else the licence holder's. */
export function invoiceRecipient(order: Pick<TOrderRow, "contact">, user: Pick<TUserRow, "email">): string {
  return order.contact.email.trim() || user.email;
}

export const invoiceEmailedMessage = (email: string) => `Invoice emailed to: ${email}`;

/**
 * Emails an order's invoice with its PDF attached, in the licence holder's language (kind
 * 'invoice'), and notes the address and time on the invoice. 404 when the order has no invoice.
 * With a job queue in this process the PDF is rendered and mailed by the queue (sent in the
 * caller's transaction, retried on failure) and this answers at once; without one, here.
 * A billing contact's address was typed at checkout and proven by nobody: only the holder's own
 * (activated) address is greeted by name, so no typed name reaches a stranger's inbox.
 */
export async function emailInvoice(db: TDbOrTx, orderId: number, now: Date): Promise<{ message: string; email: string }> {
  const [row] = await db
    .select({ order: orders, user: users })
    .from(orders)
    .innerJoin(invoices, eq(invoices.orderId, orders.id))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!row) throw notFound("This order has no invoice.");
  const to = invoiceRecipient(row.order, row.user);
  if (await enqueuePdfMail(db, { kind: "invoice", orderId })) return { message: invoiceEmailedMessage(to), email: to };
  return mailInvoice(db, orderId, now);
}

/** Renders an order's invoice PDF and e-mails it (the job's work, or the request's without a queue). */
export async function mailInvoice(db: TDbOrTx, orderId: number, now: Date): Promise<{ message: string; email: string }> {
  const [row] = await db
    .select({ order: orders, invoice: invoices, user: users })
    .from(orders)
    .innerJoin(invoices, eq(invoices.orderId, orders.id))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!row) throw notFound("This order has no invoice.");
  const locale: TLocale = isLocale(row.user.language) ? row.user.language : "en";
  const to = invoiceRecipient(row.order, row.user);
  const proven = row.user.active && to.trim().toLowerCase() === row.user.email.trim().toLowerCase();
  const name = proven ? row.order.contact.name.trim() || displayName(row.user) : null;
  const [pdf, mail] = await Promise.all([renderInvoicePdf(db, orderId, locale), invoiceEmail(row.order, row.invoice, { locale, name })]);
  await sendEmail(db, { to, subject: mail.subject, html: mail.html, text: mail.text, kind: "invoice", attachments: [{ filename: mail.filename, content: pdf }] });
  await db.update(invoices).set({ emailedTo: to, emailedAt: now }).where(eq(invoices.id, row.invoice.id));
  return { message: invoiceEmailedMessage(to), email: to };
}

/**
 * Counts an invoice sent again before anything is rendered or sent: against the caller (a visitor
 * with a quote link counts against the order alone) and against the order, 429 past either limit.
 */
export async function hitInvoiceEmailLimits(db: TDbOrTx, callerId: number | null, orderId: number, now: Date): Promise<void> {
  if (callerId !== null) await hitRateLimit(db, RATE_LIMITS.invoiceEmail, `user:${callerId}`, now);
  await hitRateLimit(db, RATE_LIMITS.invoiceEmailPerOrder, `order:${orderId}`, now);
}

/** "Email the invoice again" (PUT /api/v1/order/sendEmailToUser/{id}, resendInvoiceAction): whoever may see the order, within the limits. */
export async function resendInvoice(db: TDbOrTx, access: TBillingAccess, orderId: number, now: Date): Promise<{ message: string; email: string }> {
  await assertOrderAccess(db, access, orderId, now);
  await hitInvoiceEmailLimits(db, access.actor?.user.id ?? null, orderId, now);
  return emailInvoice(db, orderId, now);
}
