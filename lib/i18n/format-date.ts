// Calendar dates in the reader's language, and the cached Intl formatters every date, time and
// number of lib/i18n/format.ts is built on. A module of its own so that a browser island that shows
// a date (the home page's live training) carries only this, not every formatter of the app.

export type TDateStyle = "numeric" | "medium" | "long" | "weekday";

/** Our languages as Intl locales: English is US English (MM/DD/YY), the others their own country. */
const INTL_LOCALES: Record<string, string> = { en: "en-US", it: "it-IT", de: "de-DE" };

/** A language ("it", "de-CH") as the Intl locale the app formats with; US English for any other. */
export function intlLocale(locale: string): string {
  return INTL_LOCALES[locale] ?? INTL_LOCALES[locale.slice(0, 2).toLowerCase()] ?? "en-US";
}

export const DATE_STYLES: Record<TDateStyle, Intl.DateTimeFormatOptions> = {
  // "07/31/27", "31/07/27", "31.07.27": the short date form, in the reader's order.
  numeric: { year: "2-digit", month: "2-digit", day: "2-digit" },
  // "Jul 31, 2027", "31 lug 2027", "31.07.2027"
  medium: { dateStyle: "medium" },
  // "July 31, 2027", "31 luglio 2027", "31. Juli 2027"
  long: { dateStyle: "long" },
  // "Wednesday, December 2, 2026", "mercoledì 2 dicembre 2026", "Mittwoch, 2. Dezember 2026"
  weekday: { weekday: "long", day: "numeric", month: "long", year: "numeric" },
};

const cache = new Map<string, Intl.DateTimeFormat>();

/** A cached Intl.DateTimeFormat for a language, options and time zone (building one is slow). */
export function dateFormatter(locale: string, options: Intl.DateTimeFormatOptions, timeZone = "UTC"): Intl.DateTimeFormat {
  const tag = intlLocale(locale);
  const key = `${tag}|${timeZone}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(tag, { ...options, timeZone });
    cache.set(key, f);
  }
  return f;
}

/** A calendar date 'YYYY-MM-DD' as noon UTC, so no time zone can move the day; null when not a date. */
export function calendarDate(iso: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return null;
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12));
}

/** A calendar date 'YYYY-MM-DD' in the reader's language; "" for none, the input when it is not a date. */
export function formatDate(iso: string | null | undefined, locale: string, style: TDateStyle = "numeric"): string {
  // "0000-00-00" is the old data's "no date".
  if (!iso || iso.startsWith("0000-00-00")) return "";
  const at = calendarDate(iso);
  return at ? dateFormatter(locale, DATE_STYLES[style]).format(at) : iso;
}
