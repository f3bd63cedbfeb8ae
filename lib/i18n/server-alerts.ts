import "server-only";
import { createTranslator } from "next-intl";
import { DEFAULT_LOCALE, isLocale } from "./locales";
import { loadMessages } from "./messages";

// The two alerts whose text the server writes (the client shows it as it comes: the 'Save Goal'
// alert renders it as HTML, the end-of-school-year alert as text), in the reader's language.

type TAlertKey = "relevantReq" | "EOSYExpired";

// A tag's content arrives as one string or a list of them.
const escapeHtml = (c: string | string[]) => [c].flat().join("").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export async function serverAlertText(locale: string | null | undefined, key: TAlertKey, values: { date?: string } = {}): Promise<string> {
  const lang = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const t = createTranslator({ locale: lang, messages: await loadMessages(lang), namespace: "serverAlerts" as never });
  if (key === "relevantReq") return t.markup("relevantReq" as never, { b: (c: string | string[]) => `<b>${escapeHtml(c)}</b>`, i: (c: string | string[]) => `<i>${escapeHtml(c)}</i>` } as never);
  return t("EOSYExpired" as never, { date: values.date ?? "" } as never);
}
