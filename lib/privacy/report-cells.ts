import type { TReportKpi, TReportRow } from "@/lib/reports/types";
import { markOf, suppressSmallCells, type TCell, type TPartition, type TSuppressedMark } from "./small-cells";

// The small-cell rule (./small-cells.ts) on a report table's columns of student counts, for the
// reports whose figures leave the counselor. Each such column is one partition: its rows add up to
// its total, whether the total is printed (the totals line, a KPI) or only computable by the reader
// adding the rows up. A count of 1 to 4 reads "<5"; when a withheld count could be worked out from
// the total and the other rows, the smallest other count of the column reads "—" too.

const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : 0);

export type TCountColumnsResult = {
  rows: TReportRow[];
  totals?: TReportRow;
  /** The mark of a row's count (`i` its index) or of a column's total ("total"), or null when shown. */
  mark: (i: number | "total", key: string) => TSuppressedMark | null;
  /** Whether any count was withheld. */
  withheld: boolean;
};

/**
 * Withholds the small student counts of `keys` in `rows` (and in `totals`, when printed). `totalShown`
 * says the column's total is printed elsewhere (a KPI) even when the table has no totals line;
 * `base`, the number of students the whole table is about: under 5 nothing is shown.
 */
export function suppressCountColumns(
  rows: readonly TReportRow[],
  totals: TReportRow | undefined,
  keys: readonly string[],
  opts: { totalShown?: boolean; base?: number; rowSum?: { parts: readonly string[]; total: string } } = {},
): TCountColumnsResult {
  const cells: TCell[] = [];
  const partitions: TPartition[] = [];
  // A grid (months × groups): each row's parts also add up to the row's own total column.
  if (opts.rowSum) {
    const { parts, total } = opts.rowSum;
    rows.forEach((_, i) => partitions.push({ total: `${i}.${total}`, parts: parts.map((k) => `${i}.${k}`) }));
    partitions.push({ total: `total.${total}`, parts: parts.map((k) => `total.${k}`) });
  }
  for (const key of keys) {
    const parts = rows.map((r, i) => {
      cells.push({ id: `${i}.${key}`, value: num(r[key]) });
      return `${i}.${key}`;
    });
    const printed = opts.totalShown === true || typeof totals?.[key] === "number";
    cells.push({ id: `total.${key}`, value: printed && typeof totals?.[key] === "number" ? num(totals[key]) : rows.reduce((a, r) => a + num(r[key]), 0), shown: printed });
    partitions.push({ total: `total.${key}`, parts });
  }
  const withheld = suppressSmallCells(cells, partitions, opts.base === undefined ? {} : { base: opts.base });
  const mark = (i: number | "total", key: string) => markOf(withheld.get(`${i}.${key}`));
  const apply = (r: TReportRow, i: number | "total"): TReportRow => {
    let out: TReportRow | null = null;
    for (const key of keys) {
      const m = mark(i, key);
      if (m && r[key] !== undefined && r[key] !== null) {
        out ??= { ...r };
        out[key] = m;
      }
    }
    return out ?? r;
  };
  return { rows: rows.map((r, i) => apply(r, i)), totals: totals && apply(totals, "total"), mark, withheld: withheld.size > 0 };
}

/** A KPI as shown: its value, or 0 with the mark that withholds it. */
export function markedKpi(kpi: TReportKpi, mark: TSuppressedMark | null): TReportKpi {
  return mark ? { ...kpi, value: 0, suppressed: mark } : kpi;
}

/**
 * Counts of students that add up to a total (contacts by kind, students by grade): the marks of the
 * parts and of the total once the rule is applied; `totalShown` when the reader sees the total.
 */
export function suppressParts(parts: Readonly<Record<string, number>>, total: number, opts: { totalShown: boolean; base?: number }): Map<string, TSuppressedMark> {
  const ids = Object.keys(parts);
  const cells: TCell[] = [...ids.map((id) => ({ id, value: parts[id] })), { id: "__total", value: total, shown: opts.totalShown }];
  const withheld = suppressSmallCells(cells, [{ total: "__total", parts: ids }], opts.base === undefined ? {} : { base: opts.base });
  const out = new Map<string, TSuppressedMark>();
  for (const [id, reason] of withheld) out.set(id, markOf(reason)!);
  return out;
}
