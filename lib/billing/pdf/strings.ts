import "server-only";
import { createTranslator } from "next-intl";
import { isLocale, type TLocale } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";

// The PDFs' words (messages namespace billingPdf), in the reader's language. Numbers and money stay
// US-formatted: every value is passed in already formatted, as a string.

export type TPdfT = (key: string, values?: Record<string, string>) => string;

/** The first candidate that is a supported language, else English. */
export function pdfLocale(...candidates: (string | null | undefined)[]): TLocale {
  return candidates.find((c): c is TLocale => isLocale(c)) ?? "en";
}

const cache = new Map<TLocale, Promise<TPdfT>>();

/** A translator for billingPdf.* (loaded once per language and process). */
export function pdfStrings(locale: TLocale): Promise<TPdfT> {
  let pending = cache.get(locale);
  if (!pending) {
    pending = loadMessages(locale).then((messages) => {
      const t = createTranslator({ locale, messages, namespace: "billingPdf" });
      return (key: string, values?: Record<string, string>) => t(key as never, values as never);
    });
    pending.catch(() => cache.delete(locale));
    cache.set(locale, pending);
  }
  return pending;
}
