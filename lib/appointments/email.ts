import "server-only";
import { emailLocale, renderEmail, type TEmailBlock, type TRenderedEmail } from "@/lib/email/render";
import { formatClockTime, formatWeekdayDate } from "@/lib/i18n/format";
import type { TLocale } from "@/lib/i18n/locales";
import { translatorFor } from "@/lib/signup/translate";

// The emails a requester gets when the counselor's office answers a public appointment request,
// in the language of the page the requester used (namespace appointments.email), in the one email
// layout. They name no student and no reason, and greet without the name the requester typed: the
// address was typed on a public form and never proven, so nothing a visitor wrote is sent to it
// (a rule for every e-mail to an address nobody has proven).

export type TAnswerEmail = TRenderedEmail;

/** The counselor (their own account's name) and the language of the request's page. */
type TWho = { counselorName: string; locale: string };

/** "Thursday, December 10, 2026" and "2:30 PM" / "14:30" in the email's language. */
function formatWhen(locale: TLocale, date: string, time: string): { date: string; time: string } {
  return { date: formatWeekdayDate(date, locale), time: formatClockTime(time, locale) };
}

export async function acceptedEmail(who: TWho, when: { date: string; time: string; duration: number }): Promise<TAnswerEmail> {
  const locale = emailLocale(who.locale);
  const t = await translatorFor(locale, "appointments.email");
  const f = formatWhen(locale, when.date, when.time);
  return renderEmail({
    locale,
    why: "request",
    subject: t("acceptedSubject", { counselor: who.counselorName }),
    greeting: t("greetingNoName"),
    blocks: [
      { type: "text", text: t("acceptedBody", { counselor: who.counselorName, date: f.date, time: f.time, minutes: when.duration }) },
      { type: "text", text: t("signoff") },
    ],
  });
}

/** The decline, with the message the counselor's office wrote (never the requester's own text). */
export async function declinedEmail(who: TWho, request: { date: string | null; time: string | null }, message: string): Promise<TAnswerEmail> {
  const locale = emailLocale(who.locale);
  const t = await translatorFor(locale, "appointments.email");
  const body =
    request.date && request.time ? t("declinedBodyAt", { counselor: who.counselorName, ...formatWhen(locale, request.date, request.time) }) : t("declinedBody", { counselor: who.counselorName });
  const blocks: TEmailBlock[] = [{ type: "text", text: body }];
  if (message) blocks.push({ type: "text", text: t("messageLabel") }, { type: "quote", text: message });
  blocks.push({ type: "text", text: t("declinedNext") }, { type: "text", text: t("signoff") });
  return renderEmail({ locale, why: "request", subject: t("declinedSubject", { counselor: who.counselorName }), greeting: t("greetingNoName"), blocks });
}

/** The counselor-only notes of the event an accepted request becomes (who asked, about whom, why). */
export async function appointmentNotes(
  language: string,
  r: { requesterName: string; requesterRole: string; requesterEmail: string; requesterPhone: string; studentName: string; grade: string; reason: string; kind: string },
): Promise<string> {
  const t = await translatorFor(emailLocale(language), "appointments.eventNotes");
  const lines = [t("requestedBy", { name: r.requesterName, role: t(`roles.${["student", "parent", "staff"].includes(r.requesterRole) ? r.requesterRole : "other"}`) })];
  const contact = [r.requesterEmail, r.requesterPhone].filter(Boolean).join(", ");
  if (contact) lines.push(t("contact", { contact }));
  if (r.studentName && r.studentName !== r.requesterName) lines.push(t("student", { name: r.studentName }));
  if (r.grade) lines.push(t("grade", { grade: r.grade }));
  if (r.reason) lines.push(t("reason", { reason: r.reason }));
  if (r.kind === "dropin") lines.push(t("dropin"));
  return lines.join("\n").slice(0, 10_000);
}
