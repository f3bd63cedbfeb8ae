import "server-only";
import { eq } from "drizzle-orm";
import type { TDb, TDbOrTx } from "@/db/client";
import { quotes, users } from "@/db/schema";
import { sendEmail } from "@/lib/email/send";
import { enqueuePdfMail } from "@/lib/jobs/pdf-mail";
import { hitRateLimit, RATE_LIMITS } from "@/lib/http/rate-limit";
import { isLocale, type TLocale } from "@/lib/i18n/locales";
import { emailLinkBase } from "@/lib/account/links";
import { assertQuoteAccess, type TBillingAccess } from "./access";
import { renderQuotePdf } from "./pdf/render";
import { quoteEmail } from "./quote-email";

export type TEmailQuoteOptions = {
  // The request's origin: only ever used through emailLinkBase (a development machine's own address).
  origin?: string;
  // The client address: visitors are rate-limited by it (signed-in users by their id).
  clientIp?: string;
};

/**
 * Emails a saved quote with its PDF attached (POST /api/v1/quote/sendEmailToUser): only to a caller
 * who may see the quote, rate-limited, in the quote's language. The outbox keeps the message (and
 * the attachment's name); the quote remembers where and when it was emailed. A visitor who is not
 * signed in has proven no address: the email then greets generically, and the attached PDF leaves
 * out the contact block (name, school, ZIP, email, phone) and the funding letter's signer, so no
 * text they typed lands in a stranger's inbox. The PDF is still attached: its prices, lines and
 * quote number are the server's own, and they are what the visitor asked to receive.
 */
export async function emailQuote(db: TDb, access: TBillingAccess, input: { quoteId: number; email: string }, now: Date, opts: TEmailQuoteOptions = {}): Promise<{ message: string }> {
  const quote = await assertQuoteAccess(db, access, input.quoteId, now);
  const rateKey = access.actor ? `user:${access.actor.user.id}` : `ip:${opts.clientIp ?? "unknown"}`;
  await hitRateLimit(db, RATE_LIMITS.quoteEmail, rateKey, now);

  // A signed-in sender answers for what they send (and is limited per account); a visitor is not.
  // Only a quote of an account carries a link (its purchase page), so only then is a link base needed.
  const data = { kind: "quote" as const, quoteId: quote.id, to: input.email.trim(), signedIn: !!access.actor, linkBase: quote.userId ? emailLinkBase(opts.origin) : "" };
  // With a job queue the PDF is rendered and sent by the worker; without one, here.
  if (!(await enqueuePdfMail(db, data))) await db.transaction((tx) => mailQuote(tx, data, now));
  return { message: `Quote emailed to: ${data.to}` };
}

/** Renders a saved quote's PDF and e-mails it (the job's work, or the request's without a queue); the quote remembers where and when. */
export async function mailQuote(db: TDbOrTx, data: { quoteId: number; to: string; signedIn: boolean; linkBase: string }, now: Date): Promise<void> {
  const [quote] = await db.select().from(quotes).where(eq(quotes.id, data.quoteId)).limit(1);
  if (!quote) return;
  const locale: TLocale = isLocale(quote.locale) ? quote.locale : "en";
  const [holder] = quote.userId ? await db.select({ username: users.username }).from(users).where(eq(users.id, quote.userId)).limit(1) : [];
  const [pdf, email] = await Promise.all([
    renderQuotePdf(db, quote.id, locale, { typedContact: data.signedIn }),
    quoteEmail(quote, { locale, origin: holder ? data.linkBase : "", username: holder?.username ?? null, greetByName: data.signedIn }),
  ]);
  await sendEmail(db, { to: data.to, subject: email.subject, html: email.html, text: email.text, kind: "quote", attachments: [{ filename: email.filename, content: pdf }] });
  await db.update(quotes).set({ emailedTo: data.to, emailedAt: now }).where(eq(quotes.id, quote.id));
}
