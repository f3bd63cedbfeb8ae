import { LOCALES } from "./locales";

/**
 * generateStaticParams of a public page with no data: prerendered at build in every language.
 * (Pages that read the database are rendered on their first request instead, so a build never
 * needs a database.)
 */
export function localeParams(): { locale: string }[] {
  return LOCALES.map((locale) => ({ locale }));
}
