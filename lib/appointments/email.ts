import "server-only";
import { escapeHtml } from "@/lib/email/send";
import { isLocale, type TLocale } from "@/lib/i18n/locales";
import { translatorFor } from "@/lib/signup/translate";

// The emails a requester gets when the counselor's office answers a public appointment request,
// in the counselor's language (namespace appointments.email). They name no student and no reason,
// and greet without the name the requester typed: the address was typed on a public form and never
// proven, so nothing a visitor wrote is sent to it (issue 11 item 15).

export type TAnswerEmail = { subject: string; html: string; text: string };

type TWho = { counselorName: string; language: string };

function localeOf(language: string): TLocale {
  return isLocale(language) ? language : "en";
}

/** "Thursday, December 10, 2026" and "2:30 PM" / "14:30" in the email's language. */
export function formatWhen(locale: TLocale, date: string, time: string): { date: string; time: string } {
  const [y, m, d] = date.split("-").map(Number);
  const [h, min] = time.split(":").map(Number);
  const at = new Date(Date.UTC(y, m - 1, d, h, min));
  return {
    date: new Intl.DateTimeFormat(locale, { dateStyle: "full", timeZone: "UTC" }).format(at),
    time: new Intl.DateTimeFormat(locale, { timeStyle: "short", timeZone: "UTC" }).format(at),
  };
}

function render(paragraphs: string[], subject: string): TAnswerEmail {
  return { subject, html: paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br />")}</p>`).join("\n"), text: paragraphs.join("\n\n") };
}

export async function acceptedEmail(who: TWho, when: { date: string; time: string; duration: number }): Promise<TAnswerEmail> {
  const locale = localeOf(who.language);
  const t = await translatorFor(locale, "appointments.email");
  const f = formatWhen(locale, when.date, when.time);
  return render(
    [t("greetingNoName"), t("acceptedBody", { counselor: who.counselorName, date: f.date, time: f.time, minutes: when.duration }), t("signoff")],
    t("acceptedSubject", { counselor: who.counselorName }),
  );
}

export async function declinedEmail(who: TWho, request: { date: string | null; time: string | null }, message: string): Promise<TAnswerEmail> {
  const locale = localeOf(who.language);
  const t = await translatorFor(locale, "appointments.email");
  const body =
    request.date && request.time
      ? t("declinedBodyAt", { counselor: who.counselorName, ...formatWhen(locale, request.date, request.time) })
      : t("declinedBody", { counselor: who.counselorName });
  const paragraphs = [t("greetingNoName"), body];
  if (message) paragraphs.push(`${t("messageLabel")}\n${message}`);
  paragraphs.push(t("declinedNext"), t("signoff"));
  return render(paragraphs, t("declinedSubject", { counselor: who.counselorName }));
}

/** The counselor-only notes of the event an accepted request becomes (who asked, about whom, why). */
export async function appointmentNotes(language: string, r: { requesterName: string; requesterRole: string; requesterEmail: string; requesterPhone: string; studentName: string; grade: string; reason: string; kind: string }): Promise<string> {
  const t = await translatorFor(localeOf(language), "appointments.eventNotes");
  const lines = [t("requestedBy", { name: r.requesterName, role: t(`roles.${["student", "parent", "staff"].includes(r.requesterRole) ? r.requesterRole : "other"}`) })];
  const contact = [r.requesterEmail, r.requesterPhone].filter(Boolean).join(", ");
  if (contact) lines.push(t("contact", { contact }));
  if (r.studentName && r.studentName !== r.requesterName) lines.push(t("student", { name: r.studentName }));
  if (r.grade) lines.push(t("grade", { grade: r.grade }));
  if (r.reason) lines.push(t("reason", { reason: r.reason }));
  if (r.kind === "dropin") lines.push(t("dropin"));
  return lines.join("\n").slice(0, 10_000);
}
