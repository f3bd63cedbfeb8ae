import "server-only";
import { createTranslator } from "next-intl";
import type { TLocale } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";

// The words of a PDF (one messages namespace per document family: billingPdf, lessonPdf…), in the
// reader's language. Values are passed in already formatted, as strings.

export type TPdfT = (key: string, values?: Record<string, string | number>) => string;

const cache = new Map<string, Promise<TPdfT>>();

/** A translator for `namespace`.* (loaded once per namespace, language and process). */
export function pdfTranslator(namespace: string, locale: TLocale): Promise<TPdfT> {
  const key = `${namespace}:${locale}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = loadMessages(locale).then((messages) => {
      const t = createTranslator({ locale, messages, namespace: namespace as never });
      return (k: string, values?: Record<string, string | number>) => t(k as never, values as never);
    });
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending;
}
