import "server-only";
import type { TInvoiceRow, TOrderRow } from "@/db/schema";
import { escapeHtml } from "@/lib/email/send";
import type { TLocale } from "@/lib/i18n/locales";
import { translatorFor } from "@/lib/signup/translate";
import { formatUsDate } from "./dates";
import { formatMoney } from "./money";

export type TInvoiceEmail = { subject: string; html: string; text: string; filename: string };

/**
 * The invoice email (namespace billingEmail.invoice), in the buyer's language: what was received
 * (or, for a purchase order, what is due within 30 days), the licence end, the attached PDF's
 * number, and a test-mode note when the offline test processor took the payment.
 */
export async function invoiceEmail(order: TOrderRow, invoice: TInvoiceRow, opts: { locale: TLocale; name: string | null }): Promise<TInvoiceEmail> {
  const t = await translatorFor(opts.locale, "billingEmail.invoice");
  const number = String(invoice.number);
  const amount = formatMoney(invoice.amountCents);
  const po = order.poNumber ?? "";
  const isPo = order.paymentMethod === "po";
  const intro = isPo ? t("introPo", { po, amount }) : order.paymentMethod === "free" ? t("introFree") : t("introPaid", { amount });
  const paragraphs = [
    opts.name ? t("greeting", { name: opts.name }) : t("greetingNoName"),
    intro,
    ...(order.newExpires ? [t("licence", { date: formatUsDate(order.newExpires) })] : []),
    t("attached", { number }),
    ...(isPo ? [t("payReference", { number })] : []),
    ...(order.processor === "test" ? [t("testMode")] : []),
    t("questions"),
    t("signoff"),
  ];
  const html = `<!doctype html><html><body style="margin:0;padding:24px;background:#f8fafc"><div style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px">${paragraphs
    .map((s) => `<p style="margin:0 0 14px;font:15px/1.5 Arial,sans-serif;color:#1e293b">${escapeHtml(s)}</p>`)
    .join("")}</div></body></html>`;
  return {
    subject: isPo ? t("subjectPo", { number, po }) : t("subjectPaid", { number }),
    html,
    text: paragraphs.join("\n\n"),
    filename: t("filename", { number }),
  };
}
