import "server-only";
import type { TInvoiceRow, TOrderRow } from "@/db/schema";
import { renderEmail, type TEmailBlock } from "@/lib/email/render";
import { formatDate } from "@/lib/i18n/format";
import type { TLocale } from "@/lib/i18n/locales";
import { translatorFor } from "@/lib/signup/translate";
import { formatDocumentMoney } from "./money";

export type TInvoiceEmail = { subject: string; html: string; text: string; filename: string };

/**
 * The invoice email (namespace billingEmail.invoice), in the buyer's language and the one email
 * layout: what was received (or, for a purchase order, what is due within 30 days), the license
 * end, the attached PDF's number, and a test-mode note when the offline test processor took the payment.
 */
export async function invoiceEmail(order: TOrderRow, invoice: TInvoiceRow, opts: { locale: TLocale; name: string | null }): Promise<TInvoiceEmail> {
  const t = await translatorFor(opts.locale, "billingEmail.invoice");
  const number = String(invoice.number);
  const amount = formatDocumentMoney(invoice.amountCents);
  const po = order.poNumber ?? "";
  const isPo = order.paymentMethod === "po";
  const intro = isPo ? t("introPo", { po, amount }) : order.paymentMethod === "free" ? t("introFree") : t("introPaid", { amount });
  const text = (s: string, muted = false): TEmailBlock => ({ type: "text", text: s, muted });
  const mail = await renderEmail({
    locale: opts.locale,
    why: "billing",
    subject: isPo ? t("subjectPo", { number, po }) : t("subjectPaid", { number }),
    greeting: opts.name ? t("greeting", { name: opts.name }) : t("greetingNoName"),
    blocks: [
      text(intro),
      ...(order.newExpires ? [text(t("licence", { date: formatDate(order.newExpires, opts.locale, "long") }))] : []),
      text(t("attached", { number })),
      ...(isPo ? [text(t("payReference", { number }))] : []),
      ...(order.processor === "test" ? [text(t("testMode"), true)] : []),
      text(t("questions")),
      text(t("signoff")),
    ],
  });
  return { ...mail, filename: t("filename", { number }) };
}
