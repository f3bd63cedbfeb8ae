import "server-only";
import { createTranslator } from "next-intl";
import type { TDbOrTx } from "@/db/client";
import type { TUserRow } from "@/db/schema";
import { escapeHtml, sendEmail } from "@/lib/email/send";
import { formatDisplayDate } from "@/lib/i18n/format";
import { isLocale, type TLocale } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import type { TContactUs } from "./schemas";

// The account emails, written in the recipient's language (messages: account.email.*).

type TTranslate = (key: string, values?: Record<string, string | number>) => string;

async function translator(language: string): Promise<TTranslate> {
  const locale: TLocale = isLocale(language) ? language : "en";
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: "account.email" });
  return (key, values) => t(key as never, values as never);
}

/** One simple, accessible HTML layout: paragraphs (escaped here) and an optional button link. */
function layout(paragraphs: string[], action?: { href: string; label: string }, after: string[] = []): string {
  const p = (text: string) => `<p style="margin:0 0 14px;font:15px/1.5 Arial,sans-serif;color:#1e293b">${escapeHtml(text)}</p>`;
  const button = action
    ? `<p style="margin:20px 0"><a href="${escapeHtml(action.href)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:10px 18px;border-radius:6px;font:600 15px Arial,sans-serif;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="margin:0 0 14px;font:13px/1.5 Arial,sans-serif;color:#475569;word-break:break-all">${escapeHtml(action.href)}</p>`
    : "";
  return `<!doctype html><html><body style="margin:0;padding:24px;background:#f8fafc"><div style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px">${paragraphs.map(p).join("")}${button}${after.map(p).join("")}<p style="margin:24px 0 0;font:13px Arial,sans-serif;color:#64748b">SCUTA</p></div></body></html>`;
}

const text = (lines: string[]) => lines.filter(Boolean).join("\n\n");
const nameOf = (u: Pick<TUserRow, "firstName" | "lastName" | "username">) => `${u.firstName} ${u.lastName}`.trim() || u.username;

type TAccessLink = { url: string; code: string; codeUrl: string };

/** "emails a single-use link /forgot/{token}" (plus a code for mail clients that break links). */
export async function sendResetEmail(db: TDbOrTx, user: TUserRow, link: TAccessLink): Promise<void> {
  const t = await translator(user.language);
  const lines = [t("greeting", { name: nameOf(user) }), t("resetIntro", { username: user.username }), t("resetValid")];
  const after = [t("codeHint", { code: link.code, url: link.codeUrl }), t("resetIgnore")];
  await sendEmail(db, {
    to: user.email,
    subject: t("resetSubject"),
    html: layout(lines, { href: link.url, label: t("resetAction") }, after),
    text: text([...lines, link.url, ...after]),
    kind: "password_reset",
  });
}

/**
 * The password email of a new account (or a fresh one when the first got lost). The account was
 * never activated, so nobody has proven the address is theirs: no typed name in the greeting.
 */
export async function sendActivationEmail(db: TDbOrTx, user: TUserRow, link: TAccessLink): Promise<void> {
  const t = await translator(user.language);
  const lines = [t("greetingNoName"), t("activateIntro", { username: user.username }), t("activateValid")];
  const after = [t("codeHint", { code: link.code, url: link.codeUrl })];
  await sendEmail(db, {
    to: user.email,
    subject: t("activateSubject"),
    html: layout(lines, { href: link.url, label: t("activateAction") }, after),
    text: text([...lines, link.url, ...after]),
    kind: "account_activation",
  });
}

/** To a manager: a renewing user asks for a renewal quote. */
export async function sendRenewalRequestEmail(db: TDbOrTx, manager: TUserRow, user: TUserRow, url: string): Promise<void> {
  const t = await translator(manager.language);
  const lines = [t("greeting", { name: nameOf(manager) }), t("renewIntro", { name: nameOf(user), username: user.username, expires: formatDisplayDate(user.expires) })];
  await sendEmail(db, {
    to: manager.email,
    subject: t("renewSubject", { name: nameOf(user) }),
    html: layout(lines, { href: url, label: t("renewAction") }),
    text: text([...lines, url]),
    kind: "renewal_request",
  });
}

/** To an administrator: a message from the public contact form. */
export async function sendContactEmail(db: TDbOrTx, admin: TUserRow, message: TContactUs): Promise<void> {
  const t = await translator(admin.language);
  const lines = [
    t("contactIntro"),
    `${t("contactEmail")}: ${message.your_email}`,
    `${t("contactName")}: ${message.your_name}`,
    `${t("contactPhone")}: ${message.your_phone}`,
    `${t("contactMessage")}:`,
    message.msg,
  ];
  await sendEmail(db, {
    to: admin.email,
    subject: t("contactSubject", { name: message.your_name.replace(/[\u0000-\u001f\u007f]+/g, " ").slice(0, 80) }),
    html: layout(lines),
    text: text(lines),
    kind: "contact",
  });
}
