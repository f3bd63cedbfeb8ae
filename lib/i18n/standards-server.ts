import "server-only";
import { createTranslator } from "next-intl";
import { DEFAULT_LOCALE, isLocale, type TLocale } from "./locales";
import { loadMessages } from "./messages";
import { STANDARD_MESSAGES, localizeStandards, type TNamedStandard, type TStandardTranslator } from "./standards";

// The standards' translator of a language inside or outside a page's request (a page's language,
// a PDF's or e-mail's reader), loaded once per language.

const cache = new Map<TLocale, Promise<TStandardTranslator>>();

export function standardTranslator(locale: string | null | undefined): Promise<TStandardTranslator> {
  const lang: TLocale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  let pending = cache.get(lang);
  if (!pending) {
    pending = loadMessages(lang).then((messages) => {
      const t = createTranslator({ locale: lang, messages, namespace: STANDARD_MESSAGES });
      const translate = ((key: string) => t(key as never)) as TStandardTranslator;
      translate.has = (key: string) => t.has(key as never);
      return translate;
    });
    pending.catch(() => cache.delete(lang));
    cache.set(lang, pending);
  }
  return pending;
}

/** Standards with their names in a language (the stored English name where the messages lack one). */
export async function standardsIn<T extends TNamedStandard>(list: readonly T[], locale: string | null | undefined): Promise<T[]> {
  return localizeStandards(await standardTranslator(locale), list);
}
