import "server-only";
import type { TDb } from "@/db/client";
import type { TActor } from "@/lib/auth/current-user";
import { sendEmail } from "@/lib/email/send";
import { AppError } from "@/lib/http/errors";
import { hitRateLimit, type TRateLimit } from "@/lib/http/rate-limit";
import { reportLocale, reportStrings } from "../export";
import { principalReport } from "./data";
import { principalEmail } from "./email";
import { principalRecipientAllowed, schoolDomainOf } from "./recipient";
import { renderPrincipalPdf } from "./pdf";
import { ZPrincipalEmail } from "./schemas";
import { principalWords } from "./sentences";
import { todayIn } from "@/lib/users/rules";

/** Each email sends a PDF to any address: 10 an hour per user (the project's atomic limiter). */
export const PRINCIPAL_EMAIL_LIMIT: TRateLimit = { scope: "principal_email", max: 10, windowMinutes: 60 };

/**
 * Emails the principal report (PDF attached) to the principal's address: a counselor their own,
 * a manager one counselor of their team (404 outside it). Rate-limited per user after the access
 * check and before anything is rendered or sent; the outbox keeps the message.
 */
export async function emailPrincipalReport(db: TDb, actor: TActor, input: unknown, now: Date): Promise<{ to: string; sent: boolean }> {
  const v = ZPrincipalEmail.parse(input);
  if (!principalRecipientAllowed(actor.user.email, v.to)) {
    const domain = schoolDomainOf(actor.user.email);
    throw new AppError(
      "principal_address",
      domain ? `Send the report to an address of your school (@${domain}) or to your own address.` : "Send the report to your own address, then forward it to your principal.",
      422,
      "to",
    );
  }
  const locale = reportLocale(actor.user.language);
  const report = await principalReport(db, actor.user, { period: v.period, date: v.date, user_id: v.user_id, format: "pdf" }, now, locale);
  await hitRateLimit(db, PRINCIPAL_EMAIL_LIMIT, `user:${actor.user.id}`, now);
  const t = await reportStrings(locale);
  const words = principalWords(report, t, locale, v.request, { document: true });
  const [pdf, email] = await Promise.all([renderPrincipalPdf(report, words, t, locale, todayIn(actor.user.timezone, now)), principalEmail(report, words, t, locale)]);
  const { sent } = await sendEmail(db, { to: v.to, subject: email.subject, html: email.html, text: email.text, kind: "principal_report", attachments: [{ filename: principalFilename(report.range), content: pdf }] });
  return { to: v.to, sent };
}

export function principalFilename(range: { from: string; to: string }): string {
  return `principal-report-${range.from}-${range.to}.pdf`;
}
