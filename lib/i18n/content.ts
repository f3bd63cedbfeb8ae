import type { TTranslations } from "@/db/schema/marketing";

// Stored content people read (conference offers, the promotion carousel) is kept per language:
// English in the row's own columns, Italian and German in its `translations`.

/** The row's text `field` in the reader's language, or its English column when none is stored. */
export function localizedText<K extends string>(row: Record<K, string> & { translations?: TTranslations<string> | null }, field: K, locale: string): string {
  const lang = locale === "it" || locale === "de" ? locale : null;
  const stored = lang ? row.translations?.[lang]?.[field]?.trim() : "";
  return stored || row[field];
}

/** Every text field of a row in the reader's language. */
export function localizedTexts<K extends string>(row: Record<K, string> & { translations?: TTranslations<string> | null }, fields: readonly K[], locale: string): Record<K, string> {
  return Object.fromEntries(fields.map((f) => [f, localizedText(row, f, locale)])) as Record<K, string>;
}
