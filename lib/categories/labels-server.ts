import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { createTranslator } from "next-intl";
import { USE_OF_TIME_CATEGORIES } from "@/db/seed/data/asca";
import { DEFAULT_LOCALE, isLocale, type TLocale } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import { CATEGORY_MESSAGES, categoryNameKey, type TCategoryTranslator } from "./labels";

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

/** The seeded ASCA categories (both editions): fixed ids, translated by the messages. */
const SEEDED_IDS = USE_OF_TIME_CATEGORIES.filter((c) => c.parentId == null && c.id != null).map((c) => c.id as number);

/**
 * A category's name in a language as a SQL expression, for sorting in the reader's language: the
 * seeded categories' translated names by id, a sub-category's stored name otherwise. English is
 * the stored name itself.
 */
export async function categoryNameSql(locale: string | null | undefined, id: AnyPgColumn, name: AnyPgColumn): Promise<SQL> {
  if (!isLocale(locale) || locale === DEFAULT_LOCALE) return sql`${name}`;
  const t = await categoryTranslator(locale);
  const pairs = SEEDED_IDS.filter((c) => t.has(categoryNameKey(c))).map((c) => sql`when ${c} then ${t(categoryNameKey(c))}::text`);
  return pairs.length ? sql`(case ${id} ${sql.join(pairs, sql` `)} else ${name} end)` : sql`${name}`;
}
