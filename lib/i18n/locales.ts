export const LOCALES = ["en", "it", "de"] as const;
export type TLocale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: TLocale = "en";
export const LOCALE_COOKIE = "NEXT_LOCALE";
/** Each language named in itself, as the switch offers it. */
export const LOCALE_NAMES: Record<TLocale, string> = { en: "English", it: "Italiano", de: "Deutsch" };

export function isLocale(value: unknown): value is TLocale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** Picks the best supported language from an Accept-Language header. */
export function negotiateLocale(acceptLanguage: string | null): TLocale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const ranked = acceptLanguage
    .split(",")
    .map((part) => {
      const [tag, q] = part.trim().split(";q=");
      return { lang: tag.slice(0, 2).toLowerCase(), q: q ? Number(q) : 1 };
    })
    .sort((a, b) => b.q - a.q);
  return (ranked.find((r) => isLocale(r.lang))?.lang as TLocale | undefined) ?? DEFAULT_LOCALE;
}
