import "server-only";
import { createTranslator, type AbstractIntlMessages } from "next-intl";
import type { TLocale } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";

export type TTranslate = (key: string, values?: Record<string, string | number>) => string;

/** Messages of a namespace outside a request (emails, API texts), in the given language. */
export async function translatorFor(locale: TLocale, namespace: string): Promise<TTranslate> {
  const messages = (await loadMessages(locale)) as AbstractIntlMessages;
  // The catalogue is loaded at run time, so its keys are plain strings here.
  const t = createTranslator({ locale, messages }) as unknown as TTranslate;
  return (key, values) => t(`${namespace}.${key}`, values);
}
