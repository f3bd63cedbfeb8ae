import "server-only";
import type { TDbOrTx } from "@/db/client";
import type { TUserRow } from "@/db/schema";
import { emailLocale, renderEmail } from "@/lib/email/render";
import { sendEmail } from "@/lib/email/send";
import { formatDate } from "@/lib/i18n/format";
import { translatorFor } from "@/lib/signup/translate";
import type { TContactUs } from "./schemas";

// The account emails, written in the recipient's language (messages: account.email.*), in the one
// email layout (lib/email/layout.tsx) with a plain-text part.

const nameOf = (u: Pick<TUserRow, "firstName" | "lastName" | "username">) => `${u.firstName} ${u.lastName}`.trim() || u.username;

type TAccessLink = { url: string; code: string; codeUrl: string };

/** "emails a single-use link /forgot/{token}" (plus a code for mail clients that break links). */
export async function sendResetEmail(db: TDbOrTx, user: TUserRow, link: TAccessLink): Promise<void> {
  const locale = emailLocale(user.language);
  const t = await translatorFor(locale, "account.email");
  const mail = await renderEmail({
    locale,
    why: "account",
    subject: t("resetSubject"),
    greeting: t("greeting", { name: nameOf(user) }),
    blocks: [
      { type: "text", text: t("resetIntro", { username: user.username }) },
      { type: "action", href: link.url, label: t("resetAction") },
      { type: "text", text: t("resetValid") },
      { type: "text", text: t("codeHint", { code: link.code, url: link.codeUrl }), muted: true },
      { type: "text", text: t("resetIgnore"), muted: true },
    ],
  });
  await sendEmail(db, { to: user.email, ...mail, kind: "password_reset" });
}

/**
 * The password email of a new account (or a fresh one when the first got lost). The account was
 * never activated, so nobody has proven the address is theirs: no typed name in the greeting.
 */
export async function sendActivationEmail(db: TDbOrTx, user: TUserRow, link: TAccessLink): Promise<void> {
  const locale = emailLocale(user.language);
  const t = await translatorFor(locale, "account.email");
  const mail = await renderEmail({
    locale,
    why: "signup",
    subject: t("activateSubject"),
    greeting: t("greetingNoName"),
    blocks: [
      { type: "text", text: t("activateIntro", { username: user.username }) },
      { type: "action", href: link.url, label: t("activateAction") },
      { type: "text", text: t("activateValid") },
      { type: "text", text: t("codeHint", { code: link.code, url: link.codeUrl }), muted: true },
    ],
  });
  await sendEmail(db, { to: user.email, ...mail, kind: "account_activation" });
}

/** To a manager: a renewing user asks for a renewal quote. */
export async function sendRenewalRequestEmail(
  db: TDbOrTx,
  manager: TUserRow,
  user: TUserRow,
  url: string,
  // The renewal quote's PDF (the manager receives a renewal quote PDF).
  quote?: { number: number; filename: string; pdf: Buffer },
): Promise<void> {
  const locale = emailLocale(manager.language);
  const t = await translatorFor(locale, "account.email");
  const mail = await renderEmail({
    locale,
    why: "manager",
    subject: t("renewSubject", { name: nameOf(user) }),
    greeting: t("greeting", { name: nameOf(manager) }),
    blocks: [
      { type: "text", text: t("renewIntro", { name: nameOf(user), username: user.username, expires: formatDate(user.expires, locale, "long") }) },
      { type: "action", href: url, label: t("renewAction") },
      ...(quote ? [{ type: "text" as const, text: t("renewAttached", { number: quote.number }) }] : []),
    ],
  });
  await sendEmail(db, { to: manager.email, ...mail, kind: "renewal_request", ...(quote ? { attachments: [{ filename: quote.filename, content: quote.pdf }] } : {}) });
}

/** To an administrator: a message from the public contact form. */
export async function sendContactEmail(db: TDbOrTx, admin: TUserRow, message: TContactUs): Promise<void> {
  const locale = emailLocale(admin.language);
  const t = await translatorFor(locale, "account.email");
  const mail = await renderEmail({
    locale,
    why: "admin",
    subject: t("contactSubject", { name: message.your_name.replace(/[\u0000-\u001f\u007f]+/g, " ").slice(0, 80) }),
    blocks: [
      { type: "text", text: t("contactIntro") },
      {
        type: "facts",
        rows: [
          [t("contactEmail"), message.your_email],
          [t("contactName"), message.your_name],
          [t("contactPhone"), message.your_phone],
        ],
      },
      { type: "heading", text: t("contactMessage") },
      { type: "quote", text: message.msg },
    ],
  });
  await sendEmail(db, { to: admin.email, ...mail, kind: "contact" });
}

/**
 * To the old address when the account's e-mail address changes: who changed it and to what
 * (masked), and what to do if it was not them. Written through the outbox like every e-mail.
 */
export async function sendEmailChangedNotice(db: TDbOrTx, user: TUserRow, oldEmail: string, maskedNewEmail: string): Promise<void> {
  const locale = emailLocale(user.language);
  const t = await translatorFor(locale, "account.email");
  const mail = await renderEmail({
    locale,
    why: "account",
    subject: t("emailChangedSubject"),
    greeting: t("greeting", { name: nameOf(user) }),
    blocks: [
      { type: "text", text: t("emailChangedIntro", { username: user.username, email: maskedNewEmail }) },
      { type: "text", text: t("emailChangedNotYou") },
    ],
  });
  await sendEmail(db, { to: oldEmail, ...mail, kind: "email_changed" });
}
