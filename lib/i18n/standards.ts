// The names of the ASCA Mindsets & Behaviors standards in the reader's language. The standards
// table keeps ASCA's English wording (the API and the roster files read it); a reader sees the
// name from the messages, keyed by edition and code: ascaStandards.2021.B-LS-1. A standard the
// messages lack keeps its stored name. Pure: pass a translator of the namespace (next-intl's
// getTranslations/useTranslations of STANDARD_MESSAGES, or standardTranslator in standards-server.ts).

export const STANDARD_MESSAGES = "ascaStandards";

/** What next-intl's translators of STANDARD_MESSAGES offer, and all this module needs. */
export type TStandardTranslator = { (key: string): string; has(key: string): boolean };

/** A standard as the name functions read it: its edition (2021, 2014), its code ("B-LS 1") and stored name. */
export type TNamedStandard = { edition: number; abbrev: string; name: string };

/** The message key of a standard: "2021.B-LS-1" (next-intl keys hold no spaces or dots). */
export function standardNameKey(edition: number, abbrev: string): string {
  return `${edition}.${abbrev.trim().replace(/[\s.]+/g, "-")}`;
}

/** A standard's name in the reader's language, its stored English name when the messages lack it. */
export function standardName(t: TStandardTranslator, s: TNamedStandard): string {
  const key = standardNameKey(s.edition, s.abbrev);
  return t.has(key) ? t(key) : s.name;
}

/** Standards (pickers, filters, lists, PDFs) with their names in the reader's language. */
export function localizeStandards<T extends TNamedStandard>(t: TStandardTranslator, list: readonly T[]): T[] {
  return list.map((s) => ({ ...s, name: standardName(t, s) }));
}
