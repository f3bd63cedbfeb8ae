// The one place dates, numbers and money are turned into text a person reads: every page, dialog
// and e-mail formats with the reader's language here, so an Italian reads "31/07/27" and a German
// "31.07.27" where an American reads "07/31/27", "2,0" and "76,2 %" where an American reads "2.0"
// and "76.2%", 15:30 where an American reads 3:30 PM. PDFs print dates MM/DD/YY (formatDocumentDate),
// and PDFs and e-mails print money $1,234.00 (formatDocumentMoney), in every language as the specs
// fix them; a PDF's numbers and times follow the reader's language like a page's.

import { calendarDate, DATE_STYLES, dateFormatter, formatDate, intlLocale, type TDateStyle } from "./format-date";

// Calendar dates and the cached formatters live in ./format-date.ts (a browser island that shows a
// date imports that alone); every other formatter is here.
export { dateFormatter, formatDate, type TDateStyle } from "./format-date";

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
  options: Intl.DateTimeFormatOptions = { ...DATE_STYLES.numeric, hour: "numeric", minute: "2-digit" },
): string {
  const at = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(at.getTime())) return "";
  return dateFormatter(locale, options, timeZone).format(at);
}

/** An instant's calendar day in a time zone, in the reader's language ("07/31/27", "31/07/27"). */
export function formatInstantDate(instant: Date | string | number, locale: string, timeZone: string, style: TDateStyle = "numeric"): string {
  return formatDateTime(instant, locale, timeZone, DATE_STYLES[style]);
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
