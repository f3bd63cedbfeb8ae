import { toCsv } from "@/lib/logs/csv";
import type { TCellValue, TColumn } from "./types";

function plain(value: TCellValue): string | number | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "boolean") return value ? "1" : "0";
  return value;
}

/** The CSV of the rows on screen: the columns that have a value, under their headers as shown. */
export function rowsCsv<TRow>(columns: TColumn<TRow>[], headers: string[], rows: TRow[]): string {
  const exported = columns.map((c, i) => ({ c, header: headers[i] })).filter(({ c }) => c.value);
  return toCsv([exported.map(({ header }) => header), ...rows.map((r) => exported.map(({ c }) => plain(c.value?.(r))))]);
}

/** A download link's address for a CSV text: it works without JavaScript and sends nothing to the server. */
export function csvDataHref(csv: string): string {
  return `data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`;
}
