import { dateFormatter, formatDate } from "@/lib/i18n/format";

// A calendar date as the reader writes it: the order and separator of the language's short date
// (lib/i18n/format.ts: 07/31/27 in English, 31/07/27 in Italian, 31.07.27 in German). What is typed
// may use any separator and a 2- or 4-digit year; an ISO date (2027-07-31) is accepted in every
// language. The form submits ISO ('YYYY-MM-DD').

export type TDatePart = "day" | "month" | "year";

/** The order of day, month and year and the separator of the language's short date. */
export function dateOrder(locale: string): { order: TDatePart[]; separator: string } {
  const parts = dateFormatter(locale, { year: "2-digit", month: "2-digit", day: "2-digit" }).formatToParts(new Date(Date.UTC(2027, 6, 31, 12)));
  const order = parts.map((p) => p.type).filter((p): p is TDatePart => p === "day" || p === "month" || p === "year");
  const separator = parts.find((p) => p.type === "literal")?.value ?? "/";
  return { order, separator };
}

/** An ISO date, or null when the parts are not a real day. */
function isoOf(year: number, month: number, day: number): string | null {
  const at = new Date(Date.UTC(year, month - 1, day, 12));
  if (at.getUTCFullYear() !== year || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The ISO date of what a reader typed in their language's order; "" for nothing; null when it is not a date. */
export function parseLocaleDate(text: string, locale: string): string | null {
  const typed = text.trim();
  if (typed === "") return "";
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(typed);
  if (iso) return isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const numbers = typed.split(/[^\d]+/).filter(Boolean);
  if (numbers.length !== 3) return null;
  const { order } = dateOrder(locale);
  const part = (name: TDatePart) => numbers[order.indexOf(name)];
  const yearText = part("year");
  if (yearText.length !== 2 && yearText.length !== 4) return null;
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  return isoOf(year, Number(part("month")), Number(part("day")));
}

/** An ISO date as the reader's language writes it short; "" for none. */
export function formatLocaleDate(iso: string, locale: string): string {
  return formatDate(iso, locale, "numeric");
}
