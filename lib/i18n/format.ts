// The one place dates, numbers and money are turned into text a person reads: every page, dialog
// and e-mail formats with the reader's language here, so an Italian reads "31/07/27" and a German
// "31.07.27" where an American reads "07/31/27", "2,0" and "76,2 %" where an American reads "2.0"
// and "76.2%", 15:30 where an American reads 3:30 PM. PDFs print dates MM/DD/YY (formatDocumentDate),
// and PDFs and e-mails print money $1,234.00 (formatDocumentMoney), in every language as the specs
// fix them; a PDF's numbers and times follow the reader's language like a page's.

export type TDateStyle = "numeric" | "medium" | "long" | "weekday";

/** Our languages as Intl locales: English is US English (MM/DD/YY), the others their own country. */
const INTL_LOCALES: Record<string, string> = { en: "en-US", it: "it-IT", de: "de-DE" };

function intlLocale(locale: string): string {
  return INTL_LOCALES[locale] ?? INTL_LOCALES[locale.slice(0, 2).toLowerCase()] ?? "en-US";
}

const STYLES: Record<TDateStyle, Intl.DateTimeFormatOptions> = {
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
function calendarDate(iso: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return null;
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12));
}

/** A calendar date 'YYYY-MM-DD' in the reader's language; "" for none, the input when it is not a date. */
export function formatDate(iso: string | null | undefined, locale: string, style: TDateStyle = "numeric"): string {
  // "0000-00-00" is the old data's "no date".
  if (!iso || iso.startsWith("0000-00-00")) return "";
  const at = calendarDate(iso);
  return at ? dateFormatter(locale, STYLES[style]).format(at) : iso;
}

/** The month of a calendar date in the reader's language: "Sep 2026", "set 2026", "Sept. 2026". */
export function formatMonth(iso: string | null | undefined, locale: string): string {
  if (!iso) return "";
  const at = calendarDate(iso);
  return at ? dateFormatter(locale, { month: "short", year: "numeric" }).format(at) : iso;
}

/** Two calendar dates as a range in the reader's language: "11/23/26 – 11/29/26", "23/11/26 – 29/11/26". */
export function formatDateRange(from: string, to: string, locale: string, style: TDateStyle = "numeric"): string {
  if (from === to) return formatDate(from, locale, style);
  return `${formatDate(from, locale, style)} – ${formatDate(to, locale, style)}`;
}

/** A weekday with its date: "Wednesday, December 2, 2026", "mercoledì 2 dicembre 2026". */
export function formatWeekdayDate(iso: string | null | undefined, locale: string): string {
  return formatDate(iso, locale, "weekday");
}

/** An instant as date and time in a given time zone, in the reader's language ("07/31/27, 3:30 PM", "31/07/27, 15:30"). */
export function formatDateTime(
  instant: Date | string | number,
  locale: string,
  timeZone: string,
  options: Intl.DateTimeFormatOptions = { ...STYLES.numeric, hour: "numeric", minute: "2-digit" },
): string {
  const at = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(at.getTime())) return "";
  return dateFormatter(locale, options, timeZone).format(at);
}

/** An instant's calendar day in a time zone, in the reader's language ("07/31/27", "31/07/27"). */
export function formatInstantDate(instant: Date | string | number, locale: string, timeZone: string, style: TDateStyle = "numeric"): string {
  return formatDateTime(instant, locale, timeZone, STYLES[style]);
}

/** An instant's time of day in a time zone, in the reader's language ("3:30 PM", "15:30"). */
export function formatInstantTime(instant: Date | string | number, locale: string, timeZone: string): string {
  return formatDateTime(instant, locale, timeZone, { hour: "numeric", minute: "2-digit" });
}

/** A clock time "HH:MM" (24 h, as stored) in the reader's language: "3:30 PM", "15:30". */
export function formatClockTime(hhmm: string | null | undefined, locale: string): string {
  if (!hhmm) return "";
  const m = /^(\d{1,2}):(\d{2})/.exec(hhmm);
  if (!m) return hhmm;
  const at = new Date(Date.UTC(2000, 0, 1, Number(m[1]), Number(m[2])));
  return dateFormatter(locale, { hour: "numeric", minute: "2-digit" }).format(at);
}

/** MM/DD/YY whatever the language, for documents (PDF dates). */
export function formatDocumentDate(isoDate: string): string {
  const [y, m, d] = isoDate.split("-");
  if (!y || !m || !d) return isoDate;
  return `${m}/${d}/${y.slice(2)}`;
}

const numberCache = new Map<string, Intl.NumberFormat>();

function numberFormatter(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const tag = intlLocale(locale);
  const key = `${tag}|${JSON.stringify(options)}`;
  let f = numberCache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(tag, options);
    numberCache.set(key, f);
  }
  return f;
}

/**
 * A number in the reader's language with `decimals` decimals (up to `maxDecimals`, for a figure as
 * entered): "2.0" / "2,0", "1,234" / "1.234", 18.5 with (0, 3) "18.5" / "18,5"; "" for no number.
 */
export function formatNumber(n: number | null | undefined, locale: string, decimals = 0, maxDecimals = decimals): string {
  if (typeof n !== "number" || !Number.isFinite(n)) return "";
  return numberFormatter(locale, { minimumFractionDigits: decimals, maximumFractionDigits: Math.max(decimals, maxDecimals) }).format(n);
}

/** A percentage (76.2 means 76.2 %) in the reader's language: "76.2%", "76,2%", "76,2 %"; "" for no number. */
export function formatPercent(n: number | null | undefined, locale: string, decimals = 1): string {
  if (typeof n !== "number" || !Number.isFinite(n)) return "";
  return numberFormatter(locale, { style: "percent", minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(n / 100);
}

// Money is US dollars in integer cents. A screen shows it in the reader's language ("$1,234.00",
// "1.234,00 $"); documents (PDFs, e-mails) print "$1,234.00" in every language, as the quote and
// invoice specs fix it. A negative amount keeps its sign ("-$5.00"); a value that is not a number is "".

function dollars(cents: number, tag: string): string {
  if (typeof cents !== "number" || !Number.isFinite(cents)) return "";
  const rounded = Math.round(cents);
  // -0 would print "-$0.00".
  const f = numberFormatter(tag, { style: "currency", currency: "USD", currencyDisplay: "narrowSymbol", minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return f.format(rounded === 0 ? 0 : rounded / 100);
}

/** Integer cents as US dollars in the reader's language: "$1,234.00", "1.234,00 $" (it, de). */
export function formatMoney(cents: number, locale: string): string {
  return dollars(cents, locale);
}

/** Integer cents as US dollars the way documents print them in every language: "$1,234.00". */
export function formatDocumentMoney(cents: number): string {
  return dollars(cents, "en");
}
