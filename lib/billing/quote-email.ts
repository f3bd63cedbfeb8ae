import "server-only";
import type { TQuoteRow } from "@/db/schema";
import { renderEmail } from "@/lib/email/render";
import { formatDate } from "@/lib/i18n/format";
import type { TLocale } from "@/lib/i18n/locales";
import { newLicensePath } from "@/lib/account/links";
import { translatorFor } from "@/lib/signup/translate";
import { formatDocumentMoney } from "./money";

export type TQuoteEmail = { subject: string; html: string; text: string; filename: string };

/**
 * The quote email (namespace billingEmail.quote), in the buyer's language and the one email layout:
 * greeting, quote number, period, amount due, validity, how to pay by purchase order, and the link
 * to buy online (/newLicense/{username}/0) when the quote belongs to an account. The contact name
 * greets only when `greetByName` (the sender is signed in); otherwise the greeting is generic.
 */
export async function quoteEmail(quote: TQuoteRow, opts: { locale: TLocale; origin: string; username: string | null; greetByName?: boolean }): Promise<TQuoteEmail> {
  const t = await translatorFor(opts.locale, "billingEmail.quote");
  const number = String(quote.id);
  const date = (iso: string) => formatDate(iso, opts.locale, "long");
  const name = opts.greetByName === false ? "" : quote.contact.name.trim();
  const link = opts.username ? opts.origin.replace(/\/+$/, "") + newLicensePath(opts.username) : null;
  const mail = await renderEmail({
    locale: opts.locale,
    why: "quote",
    subject: t("subject", { number }),
    greeting: name ? t("greeting", { name }) : t("greetingNoName"),
    blocks: [
      { type: "text", text: t("intro") },
      {
        type: "text",
        text: [t("number", { number }), t("period", { start: date(quote.start), end: date(quote.end) }), t("amountDue", { amount: formatDocumentMoney(quote.amountDueCents) })].join("\n"),
      },
      { type: "text", text: t("validity", { date: date(quote.validUntil) }) },
      { type: "heading", text: t("poTitle") },
      { type: "text", text: t("poHow", { number }) },
      ...(link ? [{ type: "heading", text: t("onlineTitle") } as const, { type: "text", text: t("onlineHow") } as const, { type: "action", href: link, label: t("onlineAction") } as const] : []),
      { type: "text", text: t("signoff") },
    ],
  });
  return { ...mail, filename: t("filename", { number }) };
}
