import "server-only";
import type { TQuoteRow } from "@/db/schema";
import { escapeHtml } from "@/lib/email/send";
import type { TLocale } from "@/lib/i18n/locales";
import { newLicensePath } from "@/lib/account/links";
import { translatorFor } from "@/lib/signup/translate";
import { formatUsDate } from "./dates";
import { formatMoney } from "./money";

export type TQuoteEmail = { subject: string; html: string; text: string; filename: string };

/**
 * The quote email (namespace billingEmail.quote), in the buyer's language: greeting, quote number,
 * period, amount due, validity, how to pay by purchase order, and the link to buy online
 * (/newLicense/{username}/0) when the quote belongs to an account. The contact name greets only when
 * `greetByName` (the sender is signed in); otherwise the greeting is generic.
 */
export async function quoteEmail(quote: TQuoteRow, opts: { locale: TLocale; origin: string; username: string | null; greetByName?: boolean }): Promise<TQuoteEmail> {
  const t = await translatorFor(opts.locale, "billingEmail.quote");
  const number = String(quote.id);
  const name = opts.greetByName === false ? "" : quote.contact.name.trim();
  const greeting = name ? t("greeting", { name }) : t("greetingNoName");
  const link = opts.username ? opts.origin.replace(/\/+$/, "") + newLicensePath(opts.username) : null;
  const paragraphs = [
    greeting,
    t("intro"),
    t("number", { number }),
    t("period", { start: formatUsDate(quote.start), end: formatUsDate(quote.end) }),
    t("amountDue", { amount: formatMoney(quote.amountDueCents) }),
    t("validity", { date: formatUsDate(quote.validUntil) }),
  ];
  const po = [t("poTitle"), t("poHow", { number })];
  const online = link ? [t("onlineTitle"), t("onlineHow")] : [];

  const p = (s: string) => `<p>${escapeHtml(s)}</p>`;
  const html = [
    ...paragraphs.slice(0, 2).map(p),
    `<p>${paragraphs.slice(2, 5).map(escapeHtml).join("<br />")}</p>`,
    p(paragraphs[5]),
    `<h3 style="margin:16px 0 4px">${escapeHtml(po[0])}</h3>`,
    p(po[1]),
    ...(link
      ? [`<h3 style="margin:16px 0 4px">${escapeHtml(online[0])}</h3>`, `<p>${escapeHtml(online[1])} <a href="${escapeHtml(link)}">${escapeHtml(t("onlineAction"))}</a></p>`]
      : []),
    p(t("signoff")),
  ].join("\n");
  const text = [...paragraphs, ...po, ...(link ? [...online, link] : []), t("signoff")].join("\n\n");
  return { subject: t("subject", { number }), html, text, filename: t("filename", { number }) };
}
