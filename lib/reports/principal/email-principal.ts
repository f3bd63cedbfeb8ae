import "server-only";
import { eq } from "drizzle-orm";
import type { TDb, TDbOrTx } from "@/db/client";
import { users, type TUserRow } from "@/db/schema";
import { enqueuePdfMail } from "@/lib/jobs/pdf-mail";
import type { TActor } from "@/lib/auth/current-user";
import { sendEmail } from "@/lib/email/send";
import { hitRateLimit, type TRateLimit } from "@/lib/http/rate-limit";
import { reportLocale, reportStrings } from "../export";
import { principalReport } from "./data";
import { principalEmail } from "./email";
import { assertPrincipalRecipient } from "./recipient";
import { renderPrincipalPdf } from "./pdf";
import { ZPrincipalEmail, type TPrincipalEmailInput } from "./schemas";

type TPrincipalEmail = ReturnType<typeof ZPrincipalEmail.parse>;
import { principalWords } from "./sentences";
import { todayIn } from "@/lib/users/rules";

/** Each email sends a PDF with the sender's words: 10 an hour per user (the project's atomic limiter). */
export const PRINCIPAL_EMAIL_LIMIT: TRateLimit = { scope: "principal_email", max: 10, windowMinutes: 60 };

/**
 * Emails the principal report (PDF attached) to the sender's own address or to a confirmed principal
 * of one of the sender's schools (./recipient.ts): a counselor their own report,
 * a manager one counselor of their team (404 outside it). Rate-limited per user after the access
 * check and before anything is rendered or sent; the outbox keeps the message.
 */
export async function emailPrincipalReport(db: TDb, actor: TActor, input: unknown, now: Date): Promise<{ to: string; sent: boolean }> {
  const v = ZPrincipalEmail.parse(input);
  await assertPrincipalRecipient(db, actor.user, v.to);
  const locale = reportLocale(actor.user.language);
  const report = await principalReport(db, actor.user, { period: v.period, date: v.date, user_id: v.user_id, format: "pdf" }, now, locale);
  await hitRateLimit(db, PRINCIPAL_EMAIL_LIMIT, `user:${actor.user.id}`, now);
  // With a job queue the PDF is rendered and mailed by the queue (retried on failure); the request answers at once.
  if (await enqueuePdfMail(db, { kind: "principal_report", userId: actor.user.id, input: v, now: now.toISOString() })) return { to: v.to, sent: false };
  return mailPrincipalReport(db, actor.user, v, report, now);
}

/** Renders the principal report's PDF and e-mails it (the job's work, or the request's without a queue). */
export async function mailPrincipalReport(db: TDbOrTx, user: TUserRow, v: TPrincipalEmail, report: Awaited<ReturnType<typeof principalReport>>, now: Date): Promise<{ to: string; sent: boolean }> {
  const locale = reportLocale(user.language);
  const t = await reportStrings(locale);
  const words = principalWords(report, t, locale, v.request, { document: true });
  const [pdf, email] = await Promise.all([renderPrincipalPdf(report, words, t, locale, todayIn(user.timezone, now)), principalEmail(report, words, t, locale)]);
  const { sent } = await sendEmail(db, {
    to: v.to,
    subject: email.subject,
    html: email.html,
    text: email.text,
    kind: "principal_report",
    attachments: [{ filename: principalFilename(report.range), content: pdf }],
  });
  return { to: v.to, sent };
}

/**
 * The job's turn: the report as its sender asked for it at `now`, rendered and e-mailed. The sender's
 * access was checked when they asked; a sender whose account is gone is nothing to do.
 */
export async function mailPrincipalReportJob(db: TDb, data: { userId: number; input: TPrincipalEmailInput; now: string }): Promise<{ to: string; sent: boolean } | null> {
  const [user] = await db.select().from(users).where(eq(users.id, data.userId)).limit(1);
  if (!user) return null;
  const v = ZPrincipalEmail.parse(data.input);
  const now = new Date(data.now);
  const report = await principalReport(db, user, { period: v.period, date: v.date, user_id: v.user_id, format: "pdf" }, now, reportLocale(user.language));
  return db.transaction((tx) => mailPrincipalReport(tx, user, v, report, now));
}

export function principalFilename(range: { from: string; to: string }): string {
  return `principal-report-${range.from}-${range.to}.pdf`;
}
