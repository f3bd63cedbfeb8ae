import "server-only";
import { render } from "@react-email/components";
import type { TDbOrTx } from "@/db/client";
import { EmailBlock, EmailLayout, type TEmailBlock } from "@/lib/email/layout";
import { emailLocale } from "@/lib/email/render";
import { sendEmail } from "@/lib/email/send";
import { formatDate } from "@/lib/i18n/format";
import { translatorFor } from "@/lib/signup/translate";

// The confirmation request to a principal named by a counselor: which school, who named them, the
// single-use link and until when it works. In the naming counselor's language (the recipient has no
// account), with its own footer line. Its callers count it against PRINCIPAL_CONTACT_LIMITS first.

const PLAIN_TEXT = {
  htmlToTextOptions: {
    selectors: [
      { selector: "h1", options: { uppercase: false } },
      { selector: "h2", options: { uppercase: false } },
    ],
  },
} as const;

export type TConfirmationMail = { to: string; principalName: string; schoolName: string; namedBy: string; url: string; expiresOn: string; language: string | null };

export async function renderConfirmationEmail(m: TConfirmationMail): Promise<{ subject: string; html: string; text: string }> {
  const locale = emailLocale(m.language);
  const [t, te] = await Promise.all([translatorFor(locale, "principalContacts.email"), translatorFor(locale, "email")]);
  const subject = t("subject", { school: m.schoolName });
  const blocks: TEmailBlock[] = [
    { type: "text", text: t("greeting", { name: m.principalName }) },
    { type: "text", text: t("intro", { namedBy: m.namedBy, school: m.schoolName }) },
    { type: "action", href: m.url, label: t("action") },
    { type: "text", text: t("valid", { date: formatDate(m.expiresOn, locale, "long") }) },
    { type: "text", text: t("ignore", { school: m.schoolName }), muted: true },
  ];
  const node = (
    <EmailLayout locale={locale} preview={t("intro", { namedBy: m.namedBy, school: m.schoolName })} tagline={te("tagline")} why={t("why")}>
      {blocks.map((b, i) => (
        <EmailBlock key={i} block={b} />
      ))}
    </EmailLayout>
  );
  const [html, text] = await Promise.all([render(node), render(node, { plainText: true, ...PLAIN_TEXT })]);
  return { subject, html, text: text.trim() };
}

/** Writes the confirmation request to the outbox (and sends it when a provider is set). */
export async function sendConfirmationEmail(db: TDbOrTx, m: TConfirmationMail): Promise<void> {
  const mail = await renderConfirmationEmail(m);
  await sendEmail(db, { to: m.to, ...mail, kind: "principal_contact_confirm" });
}
