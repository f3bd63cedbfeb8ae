import "server-only";
import { createTranslator } from "next-intl";
import { DEFAULT_LOCALE, isLocale, type TLocale } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import { CATEGORY_MESSAGES, type TCategoryTranslator } from "./labels";

// The category translator of a language outside a page's request (a user's language setting: the
// CSV file, the PDF, the API's ?lang=), loaded once per language.

const cache = new Map<TLocale, Promise<TCategoryTranslator>>();

export function categoryTranslator(locale: string | null | undefined): Promise<TCategoryTranslator> {
  const lang: TLocale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  let pending = cache.get(lang);
  if (!pending) {
    pending = loadMessages(lang).then((messages) => {
      const t = createTranslator({ locale: lang, messages, namespace: CATEGORY_MESSAGES });
      const translate = ((key: string) => t(key as never)) as TCategoryTranslator;
      translate.has = (key: string) => t.has(key as never);
      return translate;
    });
    pending.catch(() => cache.delete(lang));
    cache.set(lang, pending);
  }
  return pending;
}
