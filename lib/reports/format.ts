import { formatClockTime, formatDate, formatDocumentDate, formatDocumentMoney, formatMoney, formatMonth, formatNumber, formatPercent } from "@/lib/i18n/format";
import { formatHoursMinutes } from "@/lib/analysis/rules";
import { isSuppressedMark } from "@/lib/privacy/small-cells";
import type { TReportCell, TReportColumn, TReportRow, TValueKind } from "./types";

// How a report's cells read, the same on the page, in the PDF and in print; the CSV keeps numbers
// (minutes, decimal hours), ISO dates and 24-hour clock times instead (csvCellOf).

export type TReportT = (key: string, values?: Record<string, string | number>) => string;

/** The kind of one cell: the column's, or the row's own for a byRow column. */
export function kindOf(column: TReportColumn, row: TReportRow): TValueKind {
  return column.kind === "byRow" ? ((row.kind as TValueKind | undefined) ?? "int") : column.kind;
}

/** A column's heading: its data label, its month, or reports.columns.{key}. */
export function columnLabel(column: TReportColumn, t: TReportT, locale: string): string {
  if (column.label) return column.label;
  if (column.labelMonth) return formatMonth(column.labelMonth, locale);
  return t(`columns.${column.key}`);
}

/**
 * A cell as a reader sees it, numbers in the reader's language (1,5 and 64 % in German). `documentDates`:
 * dates in MM/DD/YY and money in $1,234.00 whatever the language, as every PDF prints them (the page
 * shows the reader's own date and money formats).
 */
export function cellText(kind: TValueKind, value: TReportCell, t: TReportT, locale: string, documentDates = false): string {
  if (value === null || value === undefined || value === "") return "";
  // A figure withheld by the small-cell rule reads as its mark ("<5", "—") in every kind of column.
  if (isSuppressedMark(value)) return value;
  const n = typeof value === "number" ? value : Number(value);
  switch (kind) {
    case "minutes":
      return formatHoursMinutes(n);
    case "hours":
      return formatNumber(n / 60, locale, 1);
    case "percent":
      return formatPercent(n, locale, 0);
    case "delta":
      return n === 0 ? "0:00" : `${n > 0 ? "+" : "−"}${formatHoursMinutes(Math.abs(n))}`;
    case "int":
      return formatNumber(n, locale, 0);
    case "decimal":
      return formatNumber(n, locale, 1);
    case "money":
      return documentDates ? formatDocumentMoney(n) : formatMoney(n, locale);
    case "date":
      return documentDates ? formatDocumentDate(String(value)) : formatDate(String(value), locale);
    case "dates":
      return String(value).replace(/\d{4}-\d{2}-\d{2}/g, (iso) => (documentDates ? formatDocumentDate(iso) : formatDate(iso, locale)));
    case "month":
      return formatMonth(String(value), locale);
    case "time":
      // A clock time reads as its reader reads clocks, on the page and in the PDF alike (1:30 PM, 13:30).
      return formatClockTime(String(value), locale);
    case "seriesKey":
      return t(`series.${value}`);
    case "kpiKey":
      return t(`kpis.${value}`);
    default:
      return String(value);
  }
}

/** A cell in the CSV: minutes as whole minutes, hours as decimal hours, percents as numbers, dates ISO, times 24-hour HH:MM. */
export function csvCellOf(kind: TValueKind, value: TReportCell, t: TReportT): string | number | null {
  if (value === null || value === undefined) return null;
  if (isSuppressedMark(value)) return value;
  const n = typeof value === "number" ? value : Number(value);
  // A number column never prints NaN: a value that is not a number is written as it is.
  if (!Number.isFinite(n) && ["hours", "minutes", "delta", "int", "decimal", "percent", "money"].includes(kind)) return String(value);
  switch (kind) {
    case "hours":
      return Math.round((n / 60) * 100) / 100;
    case "minutes":
    case "delta":
    case "int":
    case "percent":
      return Math.round(n);
    case "money":
      return Math.round(n) / 100;
    case "decimal":
      return Math.round(n * 10) / 10;
    case "time":
      // Spreadsheets read a 24-hour "13:30" as a time in every language, like the ISO dates beside it.
      return String(value).slice(0, 5);
    case "seriesKey":
      return t(`series.${value}`);
    case "kpiKey":
      return t(`kpis.${value}`);
    default:
      return String(value);
  }
}
