import "server-only";
import { isLocale, type TLocale } from "@/lib/i18n/locales";
import { pdfTranslator, type TPdfT } from "@/lib/pdf/strings";

// The PDFs' words (messages namespace billingPdf), in the reader's language. Numbers and money stay
// US-formatted: every value is passed in already formatted, as a string.

export type { TPdfT };

/** The first candidate that is a supported language, else English. */
export function pdfLocale(...candidates: (string | null | undefined)[]): TLocale {
  return candidates.find((c): c is TLocale => isLocale(c)) ?? "en";
}

/** A translator for billingPdf.* (loaded once per language and process). */
export function pdfStrings(locale: TLocale): Promise<TPdfT> {
  return pdfTranslator("billingPdf", locale);
}
